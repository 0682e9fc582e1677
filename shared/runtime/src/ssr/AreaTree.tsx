import { StrictMode, type ReactNode } from 'react';
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

/** The React tree of one island: the area's providers, and nothing in place of a part that crashed. */
export function IslandTree(props: Omit<AreaProvidersProps, 'fallback'>) {
  return <AreaProviders {...props} fallback={() => null} />;
}
