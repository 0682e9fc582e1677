import { type FormEvent, useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  cleanSearchTerm,
  localizePath,
  pushSearch,
  pushViewSearchResults,
  SEARCH_MAX_LENGTH,
  SEARCH_PARAM,
} from '@teashop/contracts';
import { useShopQuery } from '@teashop/runtime';
import { Button, formatDate, ShopLink, useLocale } from '@teashop/ui';
import type { SearchResults } from '../../api/searchApi';
import { queries } from '../../api/queries';
import { ProductCard, ProductCardSkeleton } from '../shared/ProductCard';
import { parseSearchParams, searchLink } from './searchParams';
import pageStyles from '../shared/Page.module.css';
import listStyles from '../product-list/ProductList.module.css';
import styles from './SearchPage.module.css';

/** Cards in the first row on a phone: their pictures are the largest paint. */
const PRIORITY_CARDS = 2;

/** /search?q=…: products first, then articles, with pages and a no-result message. */
export function SearchPage() {
  const { t } = useTranslation('mf-catalog');
  const locale = useLocale();
  const [params] = useSearchParams();
  const { term, page } = parseSearchParams(params);
  const [key, load] = queries.search(term, locale, page);
  const results = useShopQuery(term ? key : null, load);

  // One view_search_results per term and page shown.
  const tracked = useRef('');
  useEffect(() => {
    const data = results.data;
    if (!term || !data) return;
    const key = `${locale}|${term}|${page}`;
    if (tracked.current === key) return;
    tracked.current = key;
    pushViewSearchResults(term, data.productTotal + data.articleTotal);
  }, [results.data, term, page, locale]);

  return (
    <section className={pageStyles.page} data-page="search">
      <header className={pageStyles.header}>
        <h1 className={pageStyles.title}>
          {term ? t('search.titleFor', { term }) : t('pages.search.title')}
        </h1>
        <SearchForm key={term} term={term} />
      </header>
      {!term ? (
        <p className={listStyles.message}>{t('search.prompt')}</p>
      ) : results.error ? (
        <div className={listStyles.message} role="alert">
          <p>{t('search.loadError')}</p>
          <Button onClick={results.reload}>{t('list.retry')}</Button>
        </div>
      ) : !results.data ? (
        <div aria-busy="true">
          <p className="ui-visually-hidden" role="status">
            {t('search.loading')}
          </p>
          <ul className={listStyles.grid}>
            {Array.from({ length: 4 }, (_, i) => (
              <li key={i}>
                <ProductCardSkeleton />
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <Results term={term} page={page} data={results.data} />
      )}
    </section>
  );
}

function SearchForm({ term }: { term: string }) {
  const { t } = useTranslation('mf-catalog');
  const locale = useLocale();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = cleanSearchTerm(input.current?.value ?? '');
    if (!next) {
      input.current?.focus();
      return;
    }
    pushSearch(next);
    void navigate(searchLink(next));
  };
  return (
    <form
      role="search"
      className={styles.form}
      action={localizePath('/search', locale)}
      method="get"
      onSubmit={onSubmit}
    >
      <label className="ui-visually-hidden" htmlFor="search-page-input">
        {t('search.label')}
      </label>
      <input
        ref={input}
        id="search-page-input"
        className={styles.input}
        type="search"
        name={SEARCH_PARAM}
        defaultValue={term}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={t('search.placeholder')}
        enterKeyHint="search"
      />
      <Button type="submit" sendsBeforeLive>
        {t('search.submit')}
      </Button>
    </form>
  );
}

function Results({ term, page, data }: { term: string; page: number; data: SearchResults }) {
  const { t } = useTranslation('mf-catalog');
  const locale = useLocale();
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
                <Link to={searchLink(suggestion)} className={styles.suggestion}>
                  {suggestion}
                </Link>
              </span>
            ))}
          </p>
        ) : null}
        <p>{t('search.tips')}</p>
        <Link to="/products">{t('search.browseAll')}</Link>
      </div>
    );
  }

  if (data.products.length === 0 && data.articles.length === 0) {
    return (
      <div className={listStyles.message}>
        <p>{t('search.pastTheEnd')}</p>
        <Link to={searchLink(term)}>{t('search.firstPage')}</Link>
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
                <ShopLink href={localizePath(`/news/${encodeURIComponent(article.slug)}`, locale)}>
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
            <Link to={searchLink(term, page - 1)} rel="prev">
              {t('search.previous')}
            </Link>
          ) : (
            <span />
          )}
          <span aria-current="page">{t('search.pageOf', { page, count: data.pageCount })}</span>
          {page < data.pageCount ? (
            <Link to={searchLink(term, page + 1)} rel="next">
              {t('search.next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </>
  );
}
