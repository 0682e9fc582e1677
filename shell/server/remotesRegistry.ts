import path from 'node:path';
import type { RemoteName } from '@teashop/contracts';
import {
  liveManifestUrls,
  parseRegistry,
  type RegistryDocument,
} from '@teashop/build/release/registryDocument';
import { WatchedFile } from './watchedFile';

export type RemoteUrls = Partial<Record<RemoteName, string>>;
type Log = (message: string) => void;

/** Where the registry is: `REMOTES_REGISTRY` (a file or an http(s) URL), else in `RELEASES_DIR`. */
export function registryLocation(env: NodeJS.ProcessEnv): string | null {
  if (env.REMOTES_REGISTRY) return env.REMOTES_REGISTRY;
  return env.RELEASES_DIR ? path.join(env.RELEASES_DIR, 'registry.json') : null;
}

const isUrl = (location: string) => /^https?:\/\//i.test(location);

/**
 * The live version of each remote, read from the registry. A file is read again when it
 * changes (a release renames a complete new file into place, so a read never sees half of one); a
 * URL is fetched every `refreshMs`. A registry that cannot be read or is invalid is refused with one
 * logged error and the last good one keeps serving; no registry at all means no released remotes.
 */
export class RemotesRegistry {
  private lastGood: RemoteUrls = {};
  private seen = '';
  private fetchedAt = -Infinity;
  private fetching: Promise<void> | null = null;
  private readonly file: WatchedFile<RemoteUrls> | null;

  constructor(
    readonly location: string,
    private readonly refreshMs = 5_000,
    private readonly logError: Log = (message) => console.error(message),
  ) {
    this.file = isUrl(location)
      ? null
      : new WatchedFile<RemoteUrls>(
          location,
          {},
          {
            parse: (text) => liveManifestUrls(parseRegistry(text)),
            whenMissing: {},
            refused: (reason) => this.logRefusal(reason),
          },
        );
  }

  /** The live manifest URLs; a URL registry is refreshed in the background when due. */
  current(): RemoteUrls {
    if (this.file) return this.file.current();
    if (Date.now() - this.fetchedAt >= this.refreshMs) void this.refresh();
    return this.lastGood;
  }

  /** Resolves once a URL registry has been fetched (a file is read on demand). */
  async refresh(): Promise<void> {
    if (this.file) return;
    this.fetching ??= this.fetchOnce().finally(() => {
      this.fetchedAt = Date.now();
      this.fetching = null;
    });
    return this.fetching;
  }

  private async fetchOnce(): Promise<void> {
    try {
      const response = await fetch(this.location, {
        signal: AbortSignal.timeout(5_000),
        headers: { 'cache-control': 'no-cache' },
      });
      if (response.status === 404) return this.accept('404', null);
      if (!response.ok) throw new Error(`answered ${response.status}`);
      const text = await response.text();
      this.accept(text, parseRegistry(text));
    } catch (error) {
      this.refuse(`error:${String(error)}`, (error as Error).message);
    }
  }

  private accept(stamp: string, document: RegistryDocument | null): void {
    this.seen = stamp;
    this.lastGood = document ? liveManifestUrls(document) : {};
  }

  private refuse(stamp: string, reason: string): void {
    if (stamp === this.seen) return;
    this.seen = stamp;
    this.logRefusal(reason);
  }

  private logRefusal(reason: string): void {
    this.logError(
      `[remotes] registry ${this.location} refused: ${reason}; keeping the last good one`,
    );
  }
}

const registries = new Map<string, RemotesRegistry>();

/** One reader per registry location for the process. */
export function remotesRegistry(location: string, refreshMs?: number): RemotesRegistry {
  let found = registries.get(location);
  if (!found) {
    found = new RemotesRegistry(location, refreshMs);
    registries.set(location, found);
  }
  return found;
}
