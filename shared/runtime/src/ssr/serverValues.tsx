import { createContext, useContext } from 'react';

/**
 * Values the shop server decided for one request, not read from any data source by the page: the
 * draft preview's state, the signed-in member it rendered for, the path it answered not-found.
 * The server renders with them and embeds them, by name, beside the part's data cache
 * (QUERY_STATE_KEY), so the browser hydrates the same HTML.
 */
export type ServerValues = Readonly<Record<string, unknown>>;

export const ServerValuesContext = createContext<ServerValues>({});

/** The value the server decided under `key` for this page, or undefined. */
export function useServerValue(key: string): unknown {
  return useContext(ServerValuesContext)[key];
}
