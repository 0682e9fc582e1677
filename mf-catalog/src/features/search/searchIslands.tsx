import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { pushViewSearchResults } from '@teashop/contracts';
import { island, useShopQuery } from '@teashop/runtime';
import { Button, useLocale } from '@teashop/ui';
import type { SearchResults as Found } from '../../api/searchApi';
import { queries } from '../../api/queries';
import { ProductCardSkeleton } from '../shared/ProductCard';
import { SearchForm } from './SearchForm';
import { SearchResults } from './SearchResults';
import listStyles from '../product-list/ProductList.module.css';

/*
 * The search page's interactive parts. The results the server loaded stay as it sent them; only
 * the form, the results' analytics event and results the server could not load run in the browser.
 */

export const SearchFormIsland = island('mf-catalog/search-form', SearchForm);

/** Shows nothing: one view_search_results per term and page shown. */
const SearchViewed = island(
  'mf-catalog/search-viewed',
  ({ term, page, total }: { term: string; page: number; total: number }) => {
    const locale = useLocale();
    const tracked = useRef('');
    useEffect(() => {
      const key = `${locale}|${term}|${page}`;
      if (tracked.current === key) return;
      tracked.current = key;
      pushViewSearchResults(term, total);
    }, [locale, term, page, total]);
    return null;
  },
);

/** Loaded results, told to analytics and listed. */
export function FoundResults({ term, page, data }: { term: string; page: number; data: Found }) {
  return (
    <>
      <SearchViewed term={term} page={page} total={data.productTotal + data.articleTotal} />
      <SearchResults term={term} page={page} data={data} />
    </>
  );
}

/** Results loaded in the browser: while they load, when they fail (with a retry), then listed. */
export const LoadingResults = island(
  'mf-catalog/search-results',
  ({ term, page }: { term: string; page: number }) => {
    const { t } = useTranslation('mf-catalog');
    const locale = useLocale();
    const results = useShopQuery(...queries.search(term, locale, page));
    if (results.error) {
      return (
        <div className={listStyles.message} role="alert">
          <p>{t('search.loadError')}</p>
          <Button onClick={results.reload}>{t('list.retry')}</Button>
        </div>
      );
    }
    if (!results.data) {
      return (
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
      );
    }
    return <FoundResults term={term} page={page} data={results.data} />;
  },
);
