import {
  StrictMode,
  createContext,
  useContext,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Locale } from '@teashop/contracts';
import { ErrorBoundary, ErrorPage, AreaContext } from '@teashop/ui';
import { AreaDataProvider } from '../data/AreaData';

/** Custom props the shell passes to every remote. */
export interface AreaProps {
  name: string;
  locale: Locale;
  basePath: string;
}

type AreaProvidersProps = AreaProps & {
  server?: boolean;
  client: QueryClient;
  /** Shown instead of a part that crashed. */
  fallback: () => ReactNode;
  children: ReactNode;
};

/** What every React root of an area gives its parts: boundary, locale and data cache. */
export function AreaProviders({
  name,
  locale,
  basePath,
  server = false,
  client,
  fallback,
  children,
}: AreaProvidersProps) {
  return (
    <StrictMode>
      <ErrorBoundary area={name} fallback={fallback}>
        <AreaContext.Provider value={{ locale, basePath }}>
          <AreaDataProvider client={client} server={server}>
            {children}
          </AreaDataProvider>
        </AreaContext.Provider>
      </ErrorBoundary>
    </StrictMode>
  );
}

/**
 * The React tree of one area around a router. The browser uses it with a browser router, the
 * server render with a static one.
 */
export function AreaTree(props: Omit<AreaProvidersProps, 'fallback'>) {
  return (
    <div data-boundary={props.name}>
      <AreaProviders {...props} fallback={() => <ErrorPage locale={props.locale} />} />
    </div>
  );
}

/** The address of an island's page, as the server rendered it (path with language prefix, query). */
export interface PageAddress {
  /** '/jp/products' */
  pathname: string;
  /** '?category=green', or '' */
  search: string;
}

export const PageAddressContext = createContext<PageAddress | null>(null);

/** The page's address in the browser, changing with every change of address the page hears. */
const browserAddress = () => `${window.location.pathname}${window.location.search}`;
function subscribe(onChange: () => void): () => void {
  // `popstate` also follows the history API: the shell announces it (areaRouting.ts, single-spa).
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}

const split = (address: string): PageAddress => {
  const { pathname, search } = new URL(address, 'http://shop.invalid');
  return { pathname, search };
};

/**
 * The address of the page an island is on ('/jp/products', '?category=green'): the one the server
 * rendered it at while it hydrates, then the browser's as it changes (a filter applied, back). An
 * island has no router: its links and changes of address are the shop's (`ShopLink`, `navigate()`).
 */
export function usePageAddress(): PageAddress {
  const rendered = useContext(PageAddressContext);
  const address = useSyncExternalStore(subscribe, browserAddress, () => {
    if (rendered) return `${rendered.pathname}${rendered.search}`;
    // Outside an island's tree only the browser has an address.
    if (typeof window === 'undefined') throw new Error('usePageAddress() is for islands');
    return browserAddress();
  });
  return useMemo(() => split(address), [address]);
}

/**
 * The React tree of one island: the area's providers, the page's address, and nothing in place of
 * a part that crashed. No router: the islands of a page come to the browser without one.
 */
export function IslandTree({
  location,
  children,
  ...props
}: Omit<AreaProvidersProps, 'fallback'> & { location: string }) {
  const address = useMemo(() => split(location), [location]);
  return (
    <PageAddressContext.Provider value={address}>
      <AreaProviders {...props} fallback={() => null}>
        {children}
      </AreaProviders>
    </PageAddressContext.Provider>
  );
}
