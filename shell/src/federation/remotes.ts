import { registerRemotes, loadRemote, preloadRemote } from '@module-federation/enhanced/runtime';
import { type RemoteName, REMOTES, type RuntimeConfig } from '@teashop/shared';
import { federationName } from './names';
import { createPreloadQueue } from './preloadQueue';

/** Registers every remote named in the runtime config (name -> mf-manifest.json URL). */
export function registerRemotesFromConfig(config: RuntimeConfig, force = false): RemoteName[] {
  const entries = REMOTES.filter((name) => config.remotes[name]).map((name) => ({
    name: federationName(name),
    entry: new URL(config.remotes[name] as string, window.location.href).href,
  }));
  registerRemotes(entries, { force });
  return entries.map((e) => e.name.replace(/_/g, '-') as RemoteName);
}

export function loadArea<T>(remote: RemoteName, expose: string): Promise<T> {
  return loadRemote<T>(`${federationName(remote)}/${expose}`) as Promise<T>;
}

/** Route preloads: the code of the remote behind a link, at most 5 at once. */
const preloads = createPreloadQueue(5, (remote) =>
  preloadRemote([
    { nameOrAlias: federationName(remote), exposes: ['./spa'], resourceCategory: 'sync' },
  ]),
);

/**
 * Preloads the code of a remote: at once on intent (link hover or focus), or once the page is loaded
 * and idle (a link scrolled into view), so it never competes with the page being shown.
 */
export function preloadArea(remote: RemoteName, when: 'now' | 'idle' = 'now'): void {
  if (when === 'idle') preloads.addWhenIdle(remote);
  else preloads.add(remote);
}

export const preloadStats = preloads.stats;
