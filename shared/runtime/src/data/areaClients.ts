import type { QueryClient } from '@tanstack/react-query';
import { QUERY_STATE_KEY } from '../ssr/embeddedData';
import { createShopQueryClient, hydrateLoaded } from './queryClient';

/**
 * The data cache of an area in the browser, kept across its mounts (coming back shows fresh data
 * at once) and shared by its islands; the server's data is put in before the first render that
 * hydrates its HTML.
 */
const areaClients = new Map<string, QueryClient>();

export function areaClient(
  name: string,
  initialData?: Record<string, unknown> | null,
): QueryClient {
  let client = areaClients.get(name);
  if (!client) {
    client = createShopQueryClient();
    areaClients.set(name, client);
  }
  if (initialData?.[QUERY_STATE_KEY]) hydrateLoaded(client, initialData[QUERY_STATE_KEY]);
  return client;
}
