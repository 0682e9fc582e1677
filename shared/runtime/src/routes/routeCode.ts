import type { ComponentType } from 'react';
import { matchRoute } from '@teashop/contracts';
import type { RouteEntry } from './routeMap';

/** The lazily loaded code of each route entry, loaded once (before hydration or on navigation). */
const lazyCode = new WeakMap<RouteEntry, Promise<ComponentType>>();
/** The code that is there: rendered at once, as the server rendered it. */
const loadedCode = new WeakMap<RouteEntry, ComponentType>();

export function loadCode(entry: RouteEntry): Promise<ComponentType> | null {
  if (!entry.lazy) return null;
  let code = lazyCode.get(entry);
  if (!code) {
    code = entry.lazy().then((component) => {
      loadedCode.set(entry, component);
      return component;
    });
    lazyCode.set(entry, code);
  }
  return code;
}

/** The page code of an entry once it has loaded (null before, and for an entry without lazy code). */
export function loadedCodeOf(entry: RouteEntry): ComponentType | null {
  return loadedCode.get(entry) ?? null;
}

/** The entry of the page at `pathname` in an area's route map, if the area has it. */
export function entryAt(
  routes: Partial<Record<string, RouteEntry>>,
  pathname: string,
): RouteEntry | undefined {
  const match = matchRoute(pathname);
  return match ? routes[match.route.name] : undefined;
}

/**
 * Loads the code of the page at `pathname` before the server's HTML is hydrated, so the whole page
 * is live at once instead of after another request.
 */
export function preloadRoute(
  routes: Partial<Record<string, RouteEntry>>,
  pathname: string,
): Promise<unknown> {
  const entry = entryAt(routes, pathname);
  return (entry && loadCode(entry)) ?? Promise.resolve();
}

/**
 * Loads what a page of islands needs in the browser: its islands' module (`islands`), not the
 * page's code, which the server alone renders. An entry without one loads its page's code.
 */
export function preloadIslands(
  routes: Partial<Record<string, RouteEntry>>,
  pathname: string,
): Promise<unknown> {
  const entry = entryAt(routes, pathname);
  if (entry?.islands) return entry.islands();
  return preloadRoute(routes, pathname);
}
