import { registerRemotes, loadRemote, preloadRemote } from '@module-federation/enhanced/runtime';
import { type RemoteName, REMOTES, type RuntimeConfig } from '@teashop/contracts';
import type { RemoteIslandsModule } from '@teashop/runtime';
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

/** A team's islands that other teams' pages place (its `./islands` expose). */
export async function loadRemoteIslands(remote: RemoteName): Promise<RemoteIslandsModule> {
  const module = await loadArea<{ default: RemoteIslandsModule; unavailable?: true }>(
    remote,
    'islands',
  );
  // The fallback plugin's stand-in: the remote, or this release of it, has no islands.
  if (module.unavailable) throw new Error(`${remote} has no islands here`);
  return module.default;
}

/** Route preloads: the code of the remote behind a link, at most 5 at once. */
const preloads = createPreloadQueue(5, (remote) =>
  preloadRemote([
    { nameOrAlias: federationName(remote), exposes: ['./spa'], resourceCategory: 'sync' },
  ]),
);

/**
 * Preloads the code of a remote at once: the shopper shows intent to open one of its pages (link
 * hover, touch or focus, preloadOnIntent.ts).
 */
export function preloadArea(remote: RemoteName): void {
  preloads.add(remote);
}

export const preloadStats = preloads.stats;
