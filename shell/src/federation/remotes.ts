import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import { getRuntimeConfig, type RemoteName, REMOTES, type RuntimeConfig } from '@teashop/contracts';
import type { RemoteIslandsModule } from '@teashop/runtime';
import { federationName } from './names';
import { createPreloadQueue } from './preloadQueue';
import { preloadScripts } from './preloadScripts';

/**
 * Registers every remote named in the runtime config: by the entry the shop server read from its
 * manifest (`remoteCode`), else by the manifest itself, which only a development build reads (a
 * remote's development server); in production that remote's area shows its fallback.
 */
export function registerRemotesFromConfig(config: RuntimeConfig, force = false): RemoteName[] {
  const entries = REMOTES.filter((name) => config.remotes[name]).map((name) => {
    const code = config.remoteCode?.[name];
    const url = code && 'entry' in code ? code.entry : (config.remotes[name] as string);
    return { name: federationName(name), entry: new URL(url, window.location.href).href };
  });
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

/** Route preloads: the entry and page scripts of the remote behind a link, at most 5 at once. */
const preloads = createPreloadQueue(5, async (remote) => {
  const code = getRuntimeConfig().remoteCode?.[remote as RemoteName];
  if (code && 'entry' in code) await preloadScripts([code.entry, ...code.scripts]);
});

/**
 * Preloads the code of a remote at once: the shopper shows intent to open one of its pages (link
 * hover, touch or focus, preloadOnIntent.ts).
 */
export function preloadArea(remote: RemoteName): void {
  preloads.add(remote);
}

export const preloadStats = preloads.stats;
