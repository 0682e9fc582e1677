import {
  type Locale,
  type RemoteName,
  REMOTES,
  matchRoute,
  localePrefix,
} from '@teashop/contracts';
import { type AreaLifecycles, authState } from '@teashop/runtime';
import { loadArea } from '../federation/remotes';
import { fallbackLifecycles } from '../federation/fallbackModules';
import { isServerNotFound } from '../routing/serverNotFound';

export interface AreaCustomProps {
  name: RemoteName;
  locale: Locale;
  basePath: string;
}

/** An area's lifecycle as the shell drives it, directly or through single-spa (or its fallback's). */
export type AreaLifecycle = Pick<AreaLifecycles, 'bootstrap' | 'mount' | 'unmount'>;

/**
 * Whether the area of `remote` owns the page at `pathname` (locale prefix stripped). Not on the
 * page the server answered not-found: the shell shows that one, the area is not even loaded.
 */
export function isAreaActive(remote: RemoteName, pathname: string, signedIn: boolean): boolean {
  const match = matchRoute(pathname);
  if (!match || match.route.owner !== remote) return false;
  if (isServerNotFound(pathname)) return false;
  return match.route.access === 'open' || signedIn;
}

/** The area that owns the page at `pathname` for this visitor, if any. */
export function activeArea(pathname: string): RemoteName | null {
  return REMOTES.find((remote) => isAreaActive(remote, pathname, authState.signedIn)) ?? null;
}

/** What the shell tells an area about the page at `pathname`. */
export function areaPropsAt(remote: RemoteName, pathname: string): AreaCustomProps {
  const locale: Locale = matchRoute(pathname)?.locale ?? 'en';
  return { name: remote, locale, basePath: localePrefix(locale) };
}

/** The area's lifecycle from its `./spa`; its fallback when the remote cannot be loaded. */
export async function loadAreaLifecycle(remote: RemoteName): Promise<AreaLifecycle> {
  try {
    return await loadArea<AreaLifecycle>(remote, 'spa');
  } catch {
    return fallbackLifecycles(remote);
  }
}
