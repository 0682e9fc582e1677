import { registerApplication, type LifeCycles } from 'single-spa';
import { type RemoteName, REMOTES, matchRoute, localePrefix } from '@teashop/contracts';
import { authState } from '@teashop/runtime';
import { loadArea } from '../federation/remotes';
import { fallbackLifecycles } from '../federation/fallbackModules';
import { isServerNotFound } from '../routing/serverNotFound';

export interface AreaCustomProps {
  name: RemoteName;
  locale: string;
  basePath: string;
}

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

export function registerAreas(): void {
  for (const remote of REMOTES) {
    registerApplication<AreaCustomProps>({
      name: remote,
      app: async () => {
        try {
          return await loadArea<LifeCycles<AreaCustomProps>>(remote, 'spa');
        } catch {
          return fallbackLifecycles(remote) as LifeCycles<AreaCustomProps>;
        }
      },
      activeWhen: (location) => isAreaActive(remote, location.pathname, authState.signedIn),
      customProps: (_name, location) => {
        const { locale } = matchRoute(location.pathname) ?? { locale: 'en' as const };
        return { name: remote, locale, basePath: localePrefix(locale) };
      },
    });
  }
}
