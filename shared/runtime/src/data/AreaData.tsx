import { useState, type ReactNode } from 'react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { QUERY_STATE_KEY } from '../ssr/embeddedData';
import { createShopQueryClient, hydrateLoaded, ServerRenderContext } from './queryClient';

/**
 * The data cache of an area's tree: the given one (per request on the server, per area in the
 * browser), or a new one holding the data embedded for the page (`initialData`, as the server
 * embeds it), e.g. for a page rendered in a test.
 */
export function AreaDataProvider({
  client,
  server = false,
  initialData,
  children,
}: {
  client?: QueryClient;
  server?: boolean;
  initialData?: Record<string, unknown> | null;
  children: ReactNode;
}) {
  const [own] = useState(() => {
    if (client) return client;
    const created = createShopQueryClient();
    if (!server && initialData?.[QUERY_STATE_KEY]) {
      hydrateLoaded(created, initialData[QUERY_STATE_KEY]);
    }
    return created;
  });
  return (
    <ServerRenderContext.Provider value={server}>
      <QueryClientProvider client={client ?? own}>{children}</QueryClientProvider>
    </ServerRenderContext.Provider>
  );
}
