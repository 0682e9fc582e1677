import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useShopQuery } from '@teashop/runtime';
import { useLocale } from '@teashop/ui';
import { queries } from '../../api/queries';
import { parseSearchParams } from './searchParams';
import { FoundResults, LoadingResults, SearchFormIsland } from './searchIslands';
import pageStyles from '../shared/Page.module.css';
import listStyles from '../product-list/ProductList.module.css';

/**
 * /search?q=…: products first, then articles, with pages and a no-result message. A page of
 * islands: its heading and the results the server loaded stay as sent; another search is another
 * page (the route's `newPageOnQuery`).
 */
export function SearchPage() {
  const { t } = useTranslation('mf-catalog');
  const locale = useLocale();
  const [params] = useSearchParams();
  const { term, page } = parseSearchParams(params);
  const [key, load] = queries.search(term, locale, page);
  const results = useShopQuery(term ? key : null, load);

  return (
    <section className={pageStyles.page} data-page="search">
      <header className={pageStyles.header}>
        <h1 className={pageStyles.title}>
          {term ? t('search.titleFor', { term }) : t('pages.search.title')}
        </h1>
        <SearchFormIsland key={term} term={term} />
      </header>
      {!term ? (
        <p className={listStyles.message}>{t('search.prompt')}</p>
      ) : results.data ? (
        <FoundResults term={term} page={page} data={results.data} />
      ) : (
        <LoadingResults key={`${term}|${page}`} term={term} page={page} />
      )}
    </section>
  );
}
