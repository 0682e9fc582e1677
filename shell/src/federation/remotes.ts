import { registerRemotes, loadRemote, preloadRemote } from '@module-federation/enhanced/runtime';
import { type RemoteName, REMOTES, type RuntimeConfig } from '@teashop/shared';
import { federationName } from './names';

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

const PRELOAD_LIMIT = 5;
let running = 0;
const queue: RemoteName[] = [];
const preloaded = new Set<RemoteName>();

function pump(): void {
  while (running < PRELOAD_LIMIT && queue.length > 0) {
    const remote = queue.shift() as RemoteName;
    running += 1;
    preloadRemote([
      { nameOrAlias: federationName(remote), exposes: ['./spa'], resourceCategory: 'sync' },
    ])
      .catch(() => preloaded.delete(remote))
      .finally(() => {
        running -= 1;
        pump();
      });
  }
}

/** Preloads the code of a remote (on link hover or visibility); at most 5 preloads run at once. */
export function preloadArea(remote: RemoteName): void {
  if (preloaded.has(remote)) return;
  preloaded.add(remote);
  queue.push(remote);
  pump();
}

export function preloadStats() {
  return { running, queued: queue.length, limit: PRELOAD_LIMIT };
}
