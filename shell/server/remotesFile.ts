import fs from 'node:fs';
import { REMOTES, type RemoteName } from '@teashop/shared/src/routes/routeTable';

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
    if (typeof url !== 'string' || !isManifestUrl(url)) {
      throw new Error(
        `the URL of ${name} must be a same-origin path or an http(s) URL, not ${JSON.stringify(url)}`,
      );
    }
    remotes[name as RemoteName] = url;
  }
  return remotes;
}

const hasSpaceOrControl = (url: string): boolean =>
  [...url].some((char) => char.trim() === '' || char.charCodeAt(0) < 0x20);

function isManifestUrl(url: string): boolean {
  // a path on this origin, but not protocol-relative (`//host`) or with a backslash trick (`/\host`)
  if (url.startsWith('/')) return !/^\/[/\\]/.test(url) && !hasSpaceOrControl(url);
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && !parsed.username;
  } catch {
    return false;
  }
}

type Log = (message: string) => void;

/**
 * The remotes config file (`REMOTES_CONFIG`), read again when it changes. A file that cannot be
 * read or is not a valid config is refused with one logged error per change, and the last good
 * config keeps serving (none before the first good one: the other settings apply).
 */
export class RemotesFile {
  private lastGood: RemoteUrls = {};
  private seen = '';

  constructor(
    readonly file: string,
    private readonly logError: Log = (message) => console.error(message),
  ) {}

  current(): RemoteUrls {
    let stamp: string;
    try {
      const stat = fs.statSync(this.file);
      stamp = `${stat.mtimeMs}:${stat.size}:${stat.ino}`;
    } catch (error) {
      this.refuse('missing', `cannot be read (${(error as NodeJS.ErrnoException).code ?? error})`);
      return this.lastGood;
    }
    if (stamp === this.seen) return this.lastGood;
    try {
      const remotes = parseRemotesConfig(fs.readFileSync(this.file, 'utf8'));
      this.lastGood = remotes;
      this.seen = stamp;
    } catch (error) {
      this.refuse(stamp, (error as Error).message);
    }
    return this.lastGood;
  }

  private refuse(stamp: string, reason: string): void {
    if (stamp === this.seen) return;
    this.seen = stamp;
    this.logError(
      `[remotes] REMOTES_CONFIG ${this.file} refused: ${reason}; keeping the last good config`,
    );
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
