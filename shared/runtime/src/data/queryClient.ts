import { QueryClient, dehydrate, hydrate, type DehydratedState } from '@tanstack/react-query';
import { createContext, useContext } from 'react';

/**
 * How long loaded data counts as fresh: the first browser render reuses what the server loaded
 * (however long hydration takes), and coming back to a page within this time shows it at once.
 */
export const FRESH_MS = 30_000;

/**
 * The data cache of one area: one per request on the server, one per area in the browser. Errors
 * are not retried on their own: pages show their error state with a retry button.
 */
export function createShopQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: FRESH_MS,
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
    },
  });
}

/** true while rendering on the server: data a page reads but has not loaded is loaded and awaited. */
export const ServerRenderContext = createContext(false);

export function useServerRender(): boolean {
  return useContext(ServerRenderContext);
}

/** The loaded data of a server render, for the embedded data (failed loads are left out). */
export function dehydrateLoaded(client: QueryClient): DehydratedState {
  return dehydrate(client);
}

function isDehydratedState(value: unknown): value is DehydratedState {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as DehydratedState).queries) &&
    Array.isArray((value as DehydratedState).mutations)
  );
}

/**
 * Puts the server's data into the browser's cache before the first render, as loaded now: the
 * clocks of server and browser and the time hydration takes never make it look stale.
 */
export function hydrateLoaded(client: QueryClient, state: unknown): void {
  if (!isDehydratedState(state)) return;
  const now = Date.now();
  hydrate(client, {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      state: { ...query.state, dataUpdatedAt: now },
    })),
  });
}
