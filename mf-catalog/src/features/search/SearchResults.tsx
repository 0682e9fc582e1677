import { useTranslation } from 'react-i18next';
import { localizePath } from '@teashop/contracts';
import { formatDate, ShopLink, useLocale } from '@teashop/ui';
import type { SearchResults as Found } from '../../api/searchApi';
import { ProductCard } from '../shared/ProductCard';
import { searchLink } from './searchParams';
import listStyles from '../product-list/ProductList.module.css';
import styles from './SearchPage.module.css';

/** Cards in the first row on a phone: their pictures are the largest paint. */
const PRIORITY_CARDS = 2;

/**
 * A page of results, loaded: products first, then articles, with pages, or what to try when
 * nothing was found. Its links are the shop's links, without the area's router, so the list is the
 * same as the server sent it or as rendered in the browser.
 */
export function SearchResults({ term, page, data }: { term: string; page: number; data: Found }) {
  const { t } = useTranslation('mf-catalog');
  const locale = useLocale();
  const here = (path: string) => localizePath(path, locale);
  const total = data.productTotal + data.articleTotal;

  if (total === 0) {
    return (
      <div className={styles.none} data-testid="search-no-results">
        <p className={styles.noneTitle} role="status">
          {t('search.none', { term })}
        </p>
        {data.suggestions.length > 0 ? (
          <p>
            {t('search.tryInstead')}{' '}
            {data.suggestions.map((suggestion, index) => (
              <span key={suggestion}>
                {index > 0 ? t('search.separator') : null}
                <ShopLink href={here(searchLink(suggestion))} className={styles.suggestion}>
                  {suggestion}
                </ShopLink>
              </span>
            ))}
          </p>
        ) : null}
        <p>{t('search.tips')}</p>
        <ShopLink href={here('/products')}>{t('search.browseAll')}</ShopLink>
      </div>
    );
  }

  if (data.products.length === 0 && data.articles.length === 0) {
    return (
      <div className={listStyles.message}>
        <p>{t('search.pastTheEnd')}</p>
        <ShopLink href={here(searchLink(term))}>{t('search.firstPage')}</ShopLink>
      </div>
    );
  }

  return (
    <>
      <p className={styles.summary} role="status">
        {t('search.summary', {
          count: total,
          products: data.productTotal,
          articles: data.articleTotal,
        })}
      </p>
      {data.products.length > 0 ? (
        <section aria-labelledby="search-products" className={styles.section}>
          <h2 id="search-products" className={styles.sectionTitle}>
            {t('search.products', { count: data.productTotal })}
          </h2>
          <ul className={listStyles.grid} data-testid="search-products">
            {data.products.map((product, index) => (
              <li key={product.documentId}>
                <ProductCard product={product} priority={page === 1 && index < PRIORITY_CARDS} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {data.articles.length > 0 ? (
        <section aria-labelledby="search-articles" className={styles.section}>
          <h2 id="search-articles" className={styles.sectionTitle}>
            {t('search.articles', { count: data.articleTotal })}
          </h2>
          <ul className={styles.articles} data-testid="search-articles">
            {data.articles.map((article) => (
              <li key={article.documentId} className={styles.article}>
                <ShopLink href={here(`/news/${encodeURIComponent(article.slug)}`)}>
                  {article.title}
                </ShopLink>
                {article.publishDate ? (
                  <span className={styles.date}>{formatDate(article.publishDate, locale)}</span>
                ) : null}
                {article.excerpt ? <p className={styles.excerpt}>{article.excerpt}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {data.pageCount > 1 ? (
        <nav className={styles.pager} aria-label={t('search.pages')}>
          {page > 1 ? (
            <ShopLink href={here(searchLink(term, page - 1))} rel="prev">
              {t('search.previous')}
            </ShopLink>
          ) : (
            <span />
          )}
          <span aria-current="page">{t('search.pageOf', { page, count: data.pageCount })}</span>
          {page < data.pageCount ? (
            <ShopLink href={here(searchLink(term, page + 1))} rel="next">
              {t('search.next')}
            </ShopLink>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </>
  );
}
