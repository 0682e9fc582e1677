import { StrictMode, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Locale } from '@teashop/contracts';
import { type Navigator, type To, Router } from 'react-router';
import { ErrorBoundary, ErrorPage, AreaContext, navigate } from '@teashop/ui';
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

/** The address as a navigator gets it: a path, or its parts. */
const href = (to: To) =>
  typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;

/**
 * The router of an island: it holds the page's address, and a link or `navigate()` in the island
 * goes through the shop's navigation (the area's router takes over from the page).
 */
const islandNavigator: Navigator = {
  createHref: href,
  go: (delta) => window.history.go(delta),
  push: (to) => void navigate(href(to)),
  replace: (to) => void navigate(href(to)),
};

/**
 * The React tree of one island: a router at the page's address, the area's providers, and nothing
 * in place of a part that crashed.
 */
export function IslandTree({
  location,
  children,
  ...props
}: Omit<AreaProvidersProps, 'fallback'> & { location: string }) {
  return (
    <Router
      basename={props.basePath || undefined}
      location={location}
      navigator={islandNavigator}
      static={props.server}
    >
      <AreaProviders {...props} fallback={() => null}>
        {children}
      </AreaProviders>
    </Router>
  );
}
