import {
  memo,
  type RefObject,
  startTransition,
  useDeferredValue,
  useEffect,
  useMemo,
  useOptimistic,
  useRef,
} from 'react';
import { useTranslation } from 'react-i18next';
import { island, nextPaint, usePageAddress, useShopPages, useShopQuery } from '@teashop/runtime';
import { Button, navigate, useContentLocale } from '@teashop/ui';
import { productListPages, queries } from '../../api/queries';
import { trackViewItemList } from '../../api/analytics';
import type { ProductSummary } from '../../api/types';
import { ProductCard, ProductCardSkeleton } from '../shared/ProductCard';
import { FilterBar } from './FilterBar';
import {
  type FilterState,
  type ListScope,
  filtersToSearch,
  hasFilters,
  parseFilters,
} from './filterState';
import { PAGE_SIZE, appendPage, parseShown } from './pagination';
import { SortSelect } from './SortSelect';
import { type SortKey, parseSort, sortToSearch } from './sortState';
import styles from './ProductList.module.css';

/** Cards in the first row on a phone (two columns): their pictures are the largest paint. */
const PRIORITY_CARDS = 2;

function skeletons(count: number, prefix: string) {
  return Array.from({ length: count }, (_, i) => (
    <li key={`${prefix}-${i}`}>
      <ProductCardSkeleton />
    </li>
  ));
}

/**
 * The cards of the list. Drawn again only when the list itself changes: a click on a filter or the
 * order shows its new state at once, and the cards wait for the new list (the click's next paint
 * does not redraw twelve cards that stay as they are).
 */
const ProductGrid = memo(function ProductGrid({
  items,
  loading,
  loadingMore,
  remaining,
  gridRef,
}: {
  items: ProductSummary[];
  loading: boolean;
  loadingMore: boolean;
  /** Products "load more" brings, shown as placeholders while they load. */
  remaining: number;
  gridRef: RefObject<HTMLUListElement | null>;
}) {
  return (
    <ul ref={gridRef} className={styles.grid} data-testid="product-grid">
      {loading
        ? skeletons(PAGE_SIZE, 'first')
        : items.map((product, index) => (
            <li key={product.documentId}>
              <ProductCard product={product} priority={index < PRIORITY_CARDS} />
            </li>
          ))}
      {loadingMore ? skeletons(remaining, 'more') : null}
    </ul>
  );
});

/**
 * One view_item_list per page of products shown (the server's first page included, once hydrated),
 * with each page's position in the list.
 */
function useListAnalytics(
  pages: ReadonlyArray<{ items: ProductSummary[] }>,
  list: { id: string; name: string },
) {
  const tracked = useRef<{ pages: ReadonlyArray<{ items: ProductSummary[] }>; count: number }>({
    pages: [],
    count: 0,
  });
  const { id, name } = list;
  useEffect(() => {
    const done = tracked.current;
    // A new list (other filters or order) starts counting again.
    const from = done.pages.length > 0 && pages[0] === done.pages[0] ? done.count : 0;
    let offset = pages.slice(0, from).reduce((n, page) => n + page.items.length, 0);
    for (const page of pages.slice(from)) {
      trackViewItemList({ id, name }, page.items, offset);
      offset += page.items.length;
    }
    tracked.current = { pages, count: pages.length };
  }, [pages, id, name]);
}

/**
 * A product list with filters and a sort order (kept in the URL), counts, "load more" and a
 * no-match message. Used by /products and, scoped, by the category and collection pages.
 */
function ProductList({ scope, listName }: { scope: ListScope; listName: string }) {
  const { t } = useTranslation('mf-catalog');
  const contentLocale = useContentLocale();
  // The list follows the page's address itself: it is an island, without a router.
  const { pathname, search: query } = usePageAddress();
  const search = useMemo(() => new URLSearchParams(query).toString(), [query]);
  const filters = useMemo(() => parseFilters(search), [search]);
  const sort = parseSort(new URLSearchParams(search));
  // The list itself follows the address in a background render that gives way to the shopper: the
  // form shows a click at once, and drawing the new list does not hold the page up.
  const listSearch = useDeferredValue(search);
  const listParams = useMemo(() => new URLSearchParams(listSearch), [listSearch]);
  const listFilters = useMemo(() => parseFilters(listSearch), [listSearch]);
  const listSort = parseSort(listParams);
  const shownParam = listParams.get('shown');
  const listId = scope.kind === 'all' ? 'products' : `${scope.kind}-${scope.slug}`;

  const taxonomies = useShopQuery(...queries.taxonomies(contentLocale));
  // The list starts over when its filters or order change; `shown` only sizes its first request.
  const initialShown = parseShown(shownParam);
  const list = useShopPages(
    productListPages({ contentLocale, scope, filters: listFilters, sort: listSort, initialShown }),
    appendPage,
  );
  useListAnalytics(list.pages, { id: listId, name: listName });

  // Remember how many products are shown, so reload and back restore the same list.
  const shown = list.items.length;
  useEffect(() => {
    if (list.loading || shown <= PAGE_SIZE) return;
    if (shownParam === String(shown)) return;
    const next = new URLSearchParams(window.location.search);
    next.set('shown', String(shown));
    navigate(`${window.location.pathname}?${next.toString().replace(/%2C/g, ',')}`, {
      replace: true,
      confirmed: true,
    });
  }, [shown, shownParam, list.loading]);

  // "Load more" hands focus to the first newly shown product (the button may be gone by then).
  const grid = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  const loadMore = () => {
    focusFrom.current = shown;
    list.loadMore();
  };
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || list.loadingMore) return;
    if (list.loading || shown < from) focusFrom.current = null;
    else if (shown > from) {
      focusFrom.current = null;
      grid.current?.children[from]?.querySelector<HTMLElement>('a[href]')?.focus();
    }
  }, [shown, list.loading, list.loadingMore]);

  // The checkboxes follow a click at once; the URL (and the list) follow in a transition, after
  // that paint, so the click shows without waiting for the new list.
  const [shownFilters, showFilters] = useOptimistic(filters);
  const changeFilters = (next: FilterState) => {
    startTransition(async () => {
      showFilters(next);
      await nextPaint();
      navigate(`${pathname}${filtersToSearch(next, search)}`);
    });
  };

  // The select follows the choice at once; a new order starts the list over (a history entry, as
  // for the filters, so back returns to the previous order).
  const [shownSort, showSort] = useOptimistic(sort);
  const changeSort = (next: SortKey) => {
    startTransition(async () => {
      showSort(next);
      await nextPaint();
      navigate(`${pathname}${sortToSearch(next, search)}`);
    });
  };

  const filtered = hasFilters(listFilters);
  const remaining = Math.min(PAGE_SIZE, Math.max(0, list.total - shown));
  // "Load more" is a link to the longer list, which the server renders too.
  const moreParams = new URLSearchParams(listSearch);
  moreParams.set('shown', String(shown + PAGE_SIZE));

  // The filters and the order are a form the browser sends itself until the page is live (no
  // scripts: the server renders the filtered list); once live every change applies at once.
  return (
    <form
      className={styles.layout}
      method="get"
      action={pathname}
      onSubmit={(event) => event.preventDefault()}
      data-testid="list-form"
    >
      <FilterBar
        taxonomies={taxonomies.data}
        filters={shownFilters}
        onChange={changeFilters}
        showCategory={scope.kind !== 'category'}
        search={search}
      />
      <div
        className={styles.results}
        aria-busy={list.loading || list.loadingMore || listSearch !== search}
      >
        <div className={styles.toolbar}>
          <p className={styles.count} role="status" data-testid="product-count">
            {list.loading ? t('list.loading') : t('list.showing', { shown, total: list.total })}
          </p>
          <SortSelect sort={shownSort} onChange={changeSort} />
        </div>
        {list.error && shown === 0 ? (
          <div className={styles.message} role="alert">
            <p>{t('list.loadError')}</p>
            <Button variant="secondary" onClick={list.reload}>
              {t('list.retry')}
            </Button>
          </div>
        ) : null}
        {!list.loading && !list.error && list.total === 0 ? (
          <p className={styles.message} data-testid="no-match">
            {filtered ? t('list.noMatch') : t('list.empty')}
          </p>
        ) : null}
        <ProductGrid
          items={list.items}
          loading={list.loading}
          loadingMore={list.loadingMore}
          remaining={remaining}
          gridRef={grid}
        />
        {list.error && shown > 0 ? (
          <p className={styles.message} role="alert">
            {t('list.loadError')}
          </p>
        ) : null}
        {list.hasMore ? (
          <div className={styles.more}>
            <a
              className="ui-button ui-button--secondary"
              href={`?${moreParams.toString().replace(/%2C/g, ',')}`}
              aria-busy={list.loadingMore || undefined}
              onClick={(event) => {
                event.preventDefault();
                if (!list.loadingMore) loadMore();
              }}
              data-testid="load-more"
            >
              {list.loadingMore ? <span className="ui-spinner" aria-hidden="true" /> : null}
              {t('list.loadMore')}
            </a>
          </div>
        ) : null}
      </div>
    </form>
  );
}

/**
 * The list as an island of its page: the page's title and text stay as the server sent them, the
 * list (filters, order, "load more") hydrates on a root of its own. Its props are plain data.
 */
export const ProductListIsland = island('mf-catalog/product-list', ProductList);
