/**
 * The remotes registry: one JSON document naming the live version of each remote, the versions
 * published so far and the ones it was live on before (for rollback). Pure functions only: reading
 * and writing the file is `registryFile.ts`, serving it is the shop server's.
 */
import { REMOTES, type RemoteName, isPathOrHttpUrl } from '@teashop/contracts';

export const REGISTRY_FORMAT = 1;
/** Published versions are named by the first 12 hex digits of their content's SHA-256. */
export const VERSION_PATTERN = /^[0-9a-f]{12}$/;
const HISTORY_LIMIT = 50;

export interface PublishedVersion {
  publishedAt: string;
  /** The remote's package version when it was built. */
  packageVersion: string;
  /** The range of `@teashop/contracts` the build declares. */
  contracts: string;
}

export interface HistoryEntry {
  at: string;
  action: 'release' | 'rollback';
  version: string;
  from: string | null;
}

export interface RemoteEntry {
  live: string;
  /** Versions that were live before, most recent last: rollback goes to the last one. */
  previous: string[];
  versions: Record<string, PublishedVersion>;
  history: HistoryEntry[];
}

export interface RegistryDocument {
  format: typeof REGISTRY_FORMAT;
  updatedAt: string;
  /** Where versions are served: `<baseUrl>/<remote>/<version>/`; the shop server by default. */
  baseUrl?: string;
  remotes: Partial<Record<RemoteName, RemoteEntry>>;
}

export const DEFAULT_BASE_URL = '/remotes';

export function emptyRegistry(now: Date): RegistryDocument {
  return { format: REGISTRY_FORMAT, updatedAt: now.toISOString(), remotes: {} };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

function checkEntry(name: string, value: unknown): RemoteEntry {
  if (!isObject(value)) throw new Error(`${name}: not an object`);
  const { live, previous, versions, history } = value;
  if (typeof live !== 'string' || !VERSION_PATTERN.test(live)) {
    throw new Error(
      `${name}: live version ${JSON.stringify(live)} is not a published version name`,
    );
  }
  if (!Array.isArray(previous) || !previous.every((v) => typeof v === 'string')) {
    throw new Error(`${name}: previous must be a list of versions`);
  }
  if (!isObject(versions) || !versions[live]) {
    throw new Error(`${name}: the live version ${live} is not among its published versions`);
  }
  return {
    live,
    previous: previous as string[],
    versions: versions as unknown as Record<string, PublishedVersion>,
    history: Array.isArray(history) ? (history as HistoryEntry[]) : [],
  };
}

/** Parses and checks a registry document; throws an error saying what is wrong. */
export function parseRegistry(text: string): RegistryDocument {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    throw new Error(`not JSON (${(error as Error).message})`, { cause: error });
  }
  if (!isObject(document) || document.format !== REGISTRY_FORMAT) {
    throw new Error(`not a remotes registry of format ${REGISTRY_FORMAT}`);
  }
  if (!isObject(document.remotes)) throw new Error('remotes must be an object');
  const remotes: RegistryDocument['remotes'] = {};
  for (const [name, entry] of Object.entries(document.remotes)) {
    if (!(REMOTES as readonly string[]).includes(name)) throw new Error(`unknown remote "${name}"`);
    remotes[name as RemoteName] = checkEntry(name, entry);
  }
  const baseUrl = document.baseUrl;
  if (baseUrl !== undefined && (typeof baseUrl !== 'string' || !isPathOrHttpUrl(baseUrl))) {
    throw new Error(`baseUrl must be a same-origin path or an http(s) URL`);
  }
  return {
    format: REGISTRY_FORMAT,
    updatedAt: typeof document.updatedAt === 'string' ? document.updatedAt : '',
    ...(baseUrl ? { baseUrl } : {}),
    remotes,
  };
}

/** Path of a version's folder below the base URL (and below the releases folder on disk). */
export function versionPath(remote: RemoteName, version: string): string {
  return `${remote}/${version}`;
}

/** Where the registry's versions are served, without a trailing slash. */
export function baseUrlOf(document: RegistryDocument): string {
  return (document.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
}

/** The manifest URL of every remote the registry names, as the remotes config expects it. */
export function liveManifestUrls(document: RegistryDocument): Partial<Record<RemoteName, string>> {
  const base = baseUrlOf(document);
  const urls: Partial<Record<RemoteName, string>> = {};
  for (const remote of REMOTES) {
    const entry = document.remotes[remote];
    if (entry) urls[remote] = `${base}/${versionPath(remote, entry.live)}/mf-manifest.json`;
  }
  return urls;
}

const withHistory = (entry: RemoteEntry, item: HistoryEntry): HistoryEntry[] =>
  [...entry.history, item].slice(-HISTORY_LIMIT);

/** A new document where `version` (just published) is the live version of `remote`. */
export function release(
  document: RegistryDocument,
  remote: RemoteName,
  version: string,
  published: PublishedVersion,
  now: Date,
): RegistryDocument {
  const current = document.remotes[remote];
  const at = now.toISOString();
  const from = current?.live ?? null;
  const entry: RemoteEntry = {
    live: version,
    previous:
      current && current.live !== version
        ? [...current.previous.filter((v) => v !== current.live), current.live].slice(
            -HISTORY_LIMIT,
          )
        : (current?.previous ?? []),
    versions: { ...current?.versions, [version]: current?.versions[version] ?? published },
    history: [],
  };
  entry.history = withHistory(current ?? entry, { at, action: 'release', version, from });
  return { ...document, updatedAt: at, remotes: { ...document.remotes, [remote]: entry } };
}

/**
 * A new document where `remote` is back on the version that was live before the current one (or
 * on `to`, a published version). Throws when there is nothing to go back to.
 */
export function rollback(
  document: RegistryDocument,
  remote: RemoteName,
  now: Date,
  to?: string,
): RegistryDocument {
  const current = document.remotes[remote];
  if (!current) throw new Error(`${remote} has no released version in this registry`);
  const target = to ?? current.previous[current.previous.length - 1];
  if (!target) throw new Error(`${remote} has no earlier version to roll back to`);
  if (!current.versions[target]) throw new Error(`${remote} ${target} was never published`);
  if (target === current.live) throw new Error(`${remote} ${target} is already live`);
  const at = now.toISOString();
  const entry: RemoteEntry = {
    ...current,
    live: target,
    previous: current.previous.filter((v) => v !== target),
    history: withHistory(current, {
      at,
      action: 'rollback',
      version: target,
      from: current.live,
    }),
  };
  return { ...document, updatedAt: at, remotes: { ...document.remotes, [remote]: entry } };
}
