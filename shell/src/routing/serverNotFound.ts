import { useServerValue, useServerRender } from '@teashop/runtime';

/**
 * The path the shop server answered not-found (404 with the shell's header, not-found page and
 * footer): a path outside the route table, or a page of it whose content does not exist. The
 * server embeds it with the shell's server values; in the browser the shell shows its not-found page for it
 * and keeps the page's area inactive, until the shopper moves to another path.
 */
export const SERVER_NOT_FOUND_KEY = 'server-not-found';

/** The shell's server values that say `pathname` was answered not-found. */
export function serverNotFoundData(pathname: string): Record<string, string> {
  return { [SERVER_NOT_FOUND_KEY]: pathname };
}

/** In the browser: the path of the page the server answered not-found, while the shopper is on it. */
let answeredPath: string | null = null;

/** Reads the shell's embedded data once, before the areas are registered. */
export function rememberServerNotFound(shellData: Record<string, unknown> | null): void {
  const path = shellData?.[SERVER_NOT_FOUND_KEY];
  answeredPath = typeof path === 'string' ? path : null;
}

/**
 * In the browser: whether `pathname` is the page the server answered not-found. The first other
 * path forgets it, so coming back to it later is a page like any other.
 */
export function isServerNotFound(pathname: string): boolean {
  if (answeredPath !== null && answeredPath !== pathname) answeredPath = null;
  return answeredPath !== null;
}

/** The same for a component: on the server from the server values of the page being rendered. */
export function useServerNotFound(pathname: string): boolean {
  const server = useServerRender();
  const answered = useServerValue(SERVER_NOT_FOUND_KEY);
  return server ? answered === pathname : isServerNotFound(pathname);
}
