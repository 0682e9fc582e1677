import { StrictMode, createContext, useContext, type ReactNode } from 'react';
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

/** The address of the page an island is on, as the shopper sees it (language prefix included). */
export const PagePathContext = createContext<string | null>(null);

/**
 * The path of the page an island is on ('/jp/products/longjing'). An island has no router: its
 * links go through the shop's navigation (`ShopLink`), and what it needs of the address is this.
 */
export function usePagePath(): string {
  const path = useContext(PagePathContext);
  if (path !== null) return path;
  // Outside an island's tree (a test, a team's page of its own) only the browser has an address.
  if (typeof window === 'undefined') throw new Error('usePagePath() needs an island or a browser');
  return window.location.pathname;
}

/**
 * The React tree of one island: the area's providers, the page's path, and nothing in place of a
 * part that crashed. No router: the islands of a page come to the browser without one.
 */
export function IslandTree({
  location,
  children,
  ...props
}: Omit<AreaProvidersProps, 'fallback'> & { location: string }) {
  const { pathname } = new URL(location, 'http://shop.invalid');
  return (
    <PagePathContext.Provider value={pathname}>
      <AreaProviders {...props} fallback={() => null}>
        {children}
      </AreaProviders>
    </PagePathContext.Provider>
  );
}
