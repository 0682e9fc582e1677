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

/**
 * The React tree of one area around a router: boundary, locale and data cache. The browser uses
 * it with a browser router, the server render with a static one.
 */
export function AreaTree({
  name,
  locale,
  basePath,
  server = false,
  client,
  children,
}: AreaProps & { server?: boolean; client: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <div data-boundary={name}>
        <ErrorBoundary area={name} fallback={() => <ErrorPage locale={locale} />}>
          <AreaContext.Provider value={{ locale, basePath }}>
            <AreaDataProvider client={client} server={server}>
              {children}
            </AreaDataProvider>
          </AreaContext.Provider>
        </ErrorBoundary>
      </div>
    </StrictMode>
  );
}
