import crypto from 'node:crypto';
import satisfies from 'semver/functions/satisfies';
import type { AreaPageLoader, AreaRenderer } from '@teashop/runtime/server';
import type { AreaMeta, RemoteIslandRenderer } from '@teashop/runtime/server';
import { isLocale, type Locale, type RemoteCode, SERVER_BUNDLE_FILE } from '@teashop/contracts';
import { compatibilityProblems, readDeclaration, type ProvidedVersions } from '@teashop/contracts';
import {
  createServerFederation,
  NoServerContainer,
  type LoadedContainer,
  type ServerFederation,
} from './serverFederation';

/** A remote as the server renders it: its render entry and the style sheets of its pages. */
export interface RemoteBundle {
  render: AreaRenderer | null;
  /** Title and description of its pages that do not depend on content (null: the shop's own). */
  meta: AreaMeta | null;
  /** What a page's route loads (404 or its head from the data); absent: the remote has no route map. */
  page?: AreaPageLoader | null;
  /** Its islands on other areas' pages (`./islands` in the browser); absent: it has none. */
  island?: RemoteIslandRenderer | null;
  /** Style sheets of its `./islands` expose, which a page showing one of them carries. */
  islandStylesheets?: Stylesheet[];
  /**
   * What the browser fetches to show its islands on another area's page (the entry, the
   * `./islands` expose's scripts, its strings per language), named by that page up front.
   */
  islandCode?: { scripts: string[]; strings: Partial<Record<Locale, string>> };
  /** Style sheets of the remote's `./spa` expose: URL as the browser requests it, and its text. */
  stylesheets: Stylesheet[];
  /**
   * The chunk of the remote's own strings in each language (`src/i18n`, named `i18n-<locale>`),
   * as the browser requests it: the page preloads its language's, which the area loads before
   * it hydrates. Absent: the remote has none.
   */
  strings?: Partial<Record<Locale, string>>;
  /**
   * What the browser fetches, one after the other, before the area can hydrate: the remote's entry
   * and the `./spa` expose's own scripts. The page names them up front, so they download side by
   * side. Absent: the remote is not used.
   */
  code?: { scripts: string[] };
  /**
   * How the browser loads the remote (`RuntimeConfig.remoteCode`): its entry, or why it is refused.
   * Absent: the manifest could not be read, and the browser shows the area's fallback.
   */
  browserCode?: RemoteCode;
}

export interface Stylesheet {
  href: string;
  /** null when it could not be read: the page links it instead. */
  css: string | null;
}

interface Manifest {
  /** The remote's federation name, which its server container has too. */
  name?: string;
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: {
    name?: string;
    assets?: {
      css?: { sync?: string[]; async?: string[] };
      js?: { sync?: string[]; async?: string[] };
    };
  }[];
}

interface Loaded {
  text: string;
  bundle: RemoteBundle;
  /** The loaded server container, released when this version is replaced or evicted. */
  container: LoadedContainer | null;
}

interface Cached extends Loaded {
  manifestText: string;
  /** Identifies the loaded manifest (a hash of its text). */
  version: string;
  checkedAt: number;
  refreshing: boolean;
}

export interface RemoteBundlesOptions {
  /** Base for manifest URLs that are paths ('/remotes/…'): the shop server itself. */
  selfUrl: string;
  /** How long a loaded remote is used before its manifest is looked at again. */
  refreshMs: number;
  log?: (message: string) => void;
  now?: () => number;
  /** Versions this shop provides: a remote whose manifest needs others is rendered in the browser,
   * where the same check shows its fallback. Without it, remotes are not checked. */
  provided?: ProvidedVersions;
  /** Remotes kept loaded at most (each released version has its own manifest URL). */
  maxLoaded?: number;
  /** Loads server containers (a federation host of its own by default). */
  federation?: ServerFederation;
  /** Headers for requests to `selfUrl` only: with them the shop reads its private files (server
   * containers), which it does not serve to the public. Never sent to another origin. */
  selfHeaders?: Record<string, string>;
}

const FETCH_TIMEOUT_MS = 5_000;
const NO_SERVER_CODE: RemoteBundle = { render: null, meta: null, stylesheets: [] };

async function fetchText(url: URL, headers: Record<string, string> = {}): Promise<string | null> {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${url.href} answered ${response.status}`);
  return response.text();
}

/** The render entry's `render` and `meta`, when they are functions. */
function entryOf(
  exports: Record<string, unknown>,
): Pick<RemoteBundle, 'render' | 'meta' | 'page' | 'island'> {
  const { render, meta, page, island } = exports;
  return {
    render: typeof render === 'function' ? (render as AreaRenderer) : null,
    meta: typeof meta === 'function' ? (meta as AreaMeta) : null,
    page: typeof page === 'function' ? (page as AreaPageLoader) : null,
    island: typeof island === 'function' ? (island as RemoteIslandRenderer) : null,
  };
}

const exposeOf = (manifest: Manifest, name: string) =>
  manifest.exposes?.find((e) => e.name === name || e.name === `./${name}`);

/** Files of the remote, resolved the way the browser resolves them. */
function resolveFiles(manifest: Manifest, browserManifestUrl: string, files: string[]): string[] {
  // A released version loads its files from the remote's shared folder (its `publicPath`).
  const publicPath = manifest.metaData?.publicPath;
  const base = new URL(
    publicPath && publicPath !== 'auto' ? publicPath : browserManifestUrl,
    new URL(browserManifestUrl, 'http://same-origin.invalid'),
  );
  return files.map((file) => {
    const url = new URL(file, base);
    return url.origin === 'http://same-origin.invalid' ? url.pathname : url.href;
  });
}

/** Style sheet URLs of an expose (`./spa` by default). */
function stylesheetsOf(manifest: Manifest, browserManifestUrl: string, expose = 'spa'): string[] {
  const css = exposeOf(manifest, expose)?.assets?.css;
  return resolveFiles(manifest, browserManifestUrl, [...(css?.sync ?? []), ...(css?.async ?? [])]);
}

/** The remote's entry (`remoteEntry.js`), as a file of its build. */
function entryFileOf(manifest: Manifest): string[] {
  const entry = manifest.metaData?.remoteEntry;
  return entry?.name
    ? [entry.path ? `${entry.path.replace(/\/$/, '')}/${entry.name}` : entry.name]
    : [];
}

/** An expose's synchronous scripts, as the browser requests them. */
function exposeScriptsOf(manifest: Manifest, browserManifestUrl: string, expose: string): string[] {
  return resolveFiles(
    manifest,
    browserManifestUrl,
    exposeOf(manifest, expose)?.assets?.js?.sync ?? [],
  );
}

/** The remote's entry and an expose's synchronous scripts, as the browser requests them. */
function scriptsOf(manifest: Manifest, browserManifestUrl: string, expose = 'spa'): string[] {
  return [
    ...resolveFiles(manifest, browserManifestUrl, entryFileOf(manifest)),
    ...exposeScriptsOf(manifest, browserManifestUrl, expose),
  ];
}

/** Identifies a remote's build: a hash of its manifest's text. */
const versionOf = (manifestText: string) =>
  crypto.createHash('sha256').update(manifestText).digest('base64url').slice(0, 16);

/** How the browser loads a remote it may use: its entry, and its pages' scripts for preloads. */
function browserCodeOf(
  manifest: Manifest,
  manifestText: string,
  browserManifestUrl: string,
): RemoteCode | undefined {
  const [entry] = resolveFiles(manifest, browserManifestUrl, entryFileOf(manifest));
  return entry
    ? {
        entry,
        scripts: exposeScriptsOf(manifest, browserManifestUrl, 'spa'),
        version: versionOf(manifestText),
      }
    : undefined;
}

/** The `./spa` expose's chunk of the remote's own strings in each language (`i18n-jp.<hash>.js`). */
function stringsOf(
  manifest: Manifest,
  browserManifestUrl: string,
  expose = 'spa',
): Partial<Record<Locale, string>> {
  const strings: Partial<Record<Locale, string>> = {};
  for (const file of exposeOf(manifest, expose)?.assets?.js?.async ?? []) {
    const locale = /(?:^|\/)i18n-([a-z]+)\.[0-9a-f]+\.js$/.exec(file)?.[1];
    if (isLocale(locale)) [strings[locale]] = resolveFiles(manifest, browserManifestUrl, [file]);
  }
  return strings;
}

/**
 * The server code of each remote: its federation container for Node, loaded from next to its
 * manifest (the URL in the remotes config, the same one the browser uses). A changed manifest is
 * noticed within `refreshMs`: the request that notices it still uses the loaded code, later ones
 * the new code. A remote without a server container, or one that fails to load, is rendered in
 * the browser.
 */
export function createRemoteBundles(options: RemoteBundlesOptions) {
  const cache = new Map<string, Cached>();
  const loading = new Map<string, Promise<RemoteBundle>>();
  const now = options.now ?? Date.now;
  const log = options.log ?? ((message: string) => console.error(message));
  const maxLoaded = options.maxLoaded ?? 16;
  const selfOrigin = new URL(options.selfUrl).origin;
  /** The headers for `url`: the shop's own ones for its own address only. */
  const headersFor = (url: URL): Record<string, string> =>
    url.origin === selfOrigin ? (options.selfHeaders ?? {}) : {};
  const federation =
    options.federation ??
    createServerFederation(options.provided ?? {}, FETCH_TIMEOUT_MS, headersFor);

  /** Keeps the most recently used remotes: released versions come and go, the map stays small. */
  function remember(manifestUrl: string, cached: Cached): void {
    const previous = cache.get(manifestUrl);
    cache.delete(manifestUrl);
    cache.set(manifestUrl, cached);
    if (previous && previous.container !== cached.container) previous.container?.release();
    for (const [oldest, evicted] of cache) {
      if (cache.size <= maxLoaded) break;
      cache.delete(oldest);
      evicted.container?.release();
    }
  }

  async function load(manifestUrl: string): Promise<Loaded> {
    const url = new URL(manifestUrl, options.selfUrl);
    const text = await fetchText(url, headersFor(url));
    if (text === null) throw new Error(`${url.href} not found`);
    const manifest = JSON.parse(text) as Manifest;
    if (options.provided) {
      const problems = compatibilityProblems(
        readDeclaration(manifest),
        options.provided,
        satisfies,
      );
      if (problems.length > 0) {
        log(`[ssr] ${manifestUrl} refused, not compatible with this shop: ${problems.join('; ')}`);
        const refused = `${manifestUrl} is not compatible with this shell: ${problems.join('; ')}`;
        return { text, bundle: { ...NO_SERVER_CODE, browserCode: { refused } }, container: null };
      }
    }
    if (!manifest.name) throw new Error(`${url.href} names no remote`);
    const browserCode = browserCodeOf(manifest, text, manifestUrl);
    // The entry's fetch has the same time limit as the manifest's (the federation host's loader).
    let container: LoadedContainer | null;
    try {
      container = await federation.load(new URL(SERVER_BUNDLE_FILE, url).href, manifest.name);
    } catch (error) {
      if (!(error instanceof NoServerContainer)) {
        // Rendered in the browser, which still loads it by its entry; the server tries again
        // after `refreshMs` (an empty text differs from any manifest).
        log(`[ssr] ${manifestUrl} has no usable server code: ${String(error)}`);
        return { text: '', bundle: { ...NO_SERVER_CODE, browserCode }, container: null };
      }
      container = null;
    }
    // Style sheets are few and small: the page carries them inline, saving round trips before the
    // first paint. Their names carry a content hash, so they are read once per build.
    const readSheets = (expose: string) =>
      Promise.all(
        stylesheetsOf(manifest, manifestUrl, expose).map(async (href) => ({
          href,
          css: await fetchText(new URL(href, options.selfUrl)).catch(() => null),
        })),
      );
    const [stylesheets, islandStylesheets] = await Promise.all([
      readSheets('spa'),
      readSheets('islands'),
    ]);
    const strings = stringsOf(manifest, manifestUrl);
    const code = { scripts: scriptsOf(manifest, manifestUrl) };
    const islandCode = exposeOf(manifest, 'islands')
      ? {
          scripts: scriptsOf(manifest, manifestUrl, 'islands'),
          strings: stringsOf(manifest, manifestUrl, 'islands'),
        }
      : undefined;
    return {
      text,
      bundle: {
        ...entryOf(container?.exports ?? {}),
        stylesheets,
        islandStylesheets,
        strings,
        code,
        islandCode,
        browserCode,
      },
      container,
    };
  }

  function refresh(manifestUrl: string, cached: Cached): void {
    cached.refreshing = true;
    const url = new URL(manifestUrl, options.selfUrl);
    fetchText(url, headersFor(url))
      .then(async (text) => {
        if (text !== null && text !== cached.manifestText) {
          const next = await load(manifestUrl);
          remember(manifestUrl, toCached(next));
          log(`[ssr] ${manifestUrl} changed: server code reloaded`);
        }
      })
      .catch((error: unknown) => log(`[ssr] ${manifestUrl} not refreshed: ${String(error)}`))
      .finally(() => {
        cached.checkedAt = now();
        cached.refreshing = false;
      });
  }

  function toCached(loaded: Loaded): Cached {
    const version = versionOf(loaded.text);
    return { manifestText: loaded.text, version, ...loaded, checkedAt: now(), refreshing: false };
  }

  return {
    /** What identifies the code loaded for this manifest URL ('' while none is loaded). */
    version(manifestUrl: string): string {
      return cache.get(manifestUrl)?.version ?? '';
    },
    /** The remote's server code for this manifest URL (`render` null: it renders in the browser). */
    async get(manifestUrl: string): Promise<RemoteBundle> {
      const cached = cache.get(manifestUrl);
      if (cached) {
        remember(manifestUrl, cached);
        if (now() - cached.checkedAt >= options.refreshMs && !cached.refreshing) {
          refresh(manifestUrl, cached);
        }
        return cached.bundle;
      }
      let pending = loading.get(manifestUrl);
      if (!pending) {
        pending = load(manifestUrl)
          .then((loaded) => {
            remember(manifestUrl, toCached(loaded));
            return loaded.bundle;
          })
          .catch((error: unknown) => {
            // Tried again after `refreshMs`, not on every request.
            log(`[ssr] ${manifestUrl} has no usable server code: ${String(error)}`);
            remember(manifestUrl, toCached({ text: '', bundle: NO_SERVER_CODE, container: null }));
            return NO_SERVER_CODE;
          })
          .finally(() => loading.delete(manifestUrl));
        loading.set(manifestUrl, pending);
      }
      return pending;
    },
  };
}
