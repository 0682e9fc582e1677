import { REMOTES, type RemoteName } from '@teashop/contracts';
import { isPathOrHttpUrl } from '@teashop/contracts';
import { WatchedFile } from './watchedFile';

export type RemoteUrls = Partial<Record<RemoteName, string>>;

/**
 * Checks a remotes config document: a JSON object naming known remotes only, each with the URL of
 * its manifest, either a same-origin path (`/remotes/…`) or an absolute http(s) URL. Returns the
 * remotes, or throws an error saying what is wrong.
 */
export function parseRemotesConfig(text: string): RemoteUrls {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    throw new Error(`not JSON (${(error as Error).message})`, { cause: error });
  }
  if (!document || typeof document !== 'object' || Array.isArray(document)) {
    throw new Error('not a JSON object of remote names and manifest URLs');
  }
  const remotes: RemoteUrls = {};
  for (const [name, url] of Object.entries(document)) {
    if (!(REMOTES as readonly string[]).includes(name)) {
      throw new Error(`unknown remote "${name}" (known: ${REMOTES.join(', ')})`);
    }
    if (typeof url !== 'string' || !isPathOrHttpUrl(url)) {
      throw new Error(
        `the URL of ${name} must be a same-origin path or an http(s) URL, not ${JSON.stringify(url)}`,
      );
    }
    remotes[name as RemoteName] = url;
  }
  return remotes;
}

type Log = (message: string) => void;

/**
 * The remotes config file (`REMOTES_CONFIG`), read again when it changes. A file that cannot be
 * read or is not a valid config is refused with one logged error per change, and the last good
 * config keeps serving (none before the first good one: the other settings apply).
 */
export class RemotesFile {
  private readonly watched: WatchedFile<RemoteUrls>;

  constructor(
    readonly file: string,
    logError: Log = (message) => console.error(message),
  ) {
    this.watched = new WatchedFile<RemoteUrls>(
      file,
      {},
      {
        parse: parseRemotesConfig,
        refused: (reason) =>
          logError(
            `[remotes] REMOTES_CONFIG ${file} refused: ${reason}; keeping the last good config`,
          ),
      },
    );
  }

  current(): RemoteUrls {
    return this.watched.current();
  }
}

const files = new Map<string, RemotesFile>();

/** One reader per file for the process (a handful of paths at most: each comes from settings). */
export function remotesFile(file: string): RemotesFile {
  let found = files.get(file);
  if (!found) {
    found = new RemotesFile(file);
    files.set(file, found);
  }
  return found;
}
