import path from 'node:path';
import vm from 'node:vm';
import { createRequire } from 'node:module';
import type { AreaRenderer } from '@teashop/shared/src/ssr/renderArea';
import type { AreaMeta } from '@teashop/shared/src/ssr/pageMeta';
import { SERVER_BUNDLE_FILE } from '@teashop/shared/src/ssr/serverBundlePath';
import {
  compatibilityProblems,
  readDeclaration,
  type ProvidedVersions,
} from '@teashop/shared/src/remote/compatibility';

/** A remote as the server renders it: its render entry and the style sheets of its pages. */
export interface RemoteBundle {
  render: AreaRenderer | null;
  /** Title and description of its pages that do not depend on content (null: the shop's own). */
  meta: AreaMeta | null;
  /** Style sheets of the remote's `./spa` expose: URL as the browser requests it, and its text. */
  stylesheets: Stylesheet[];
}

export interface Stylesheet {
  href: string;
  /** null when it could not be read: the page links it instead. */
  css: string | null;
}

interface Manifest {
  metaData?: { publicPath?: string };
  exposes?: { name?: string; assets?: { css?: { sync?: string[]; async?: string[] } } }[];
}

interface Cached {
  manifestText: string;
  bundle: RemoteBundle;
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
}

const FETCH_TIMEOUT_MS = 5_000;
const NO_SERVER_CODE: RemoteBundle = { render: null, meta: null, stylesheets: [] };
const nodeRequire = createRequire(path.join(process.cwd(), 'server.js'));

async function fetchText(url: URL): Promise<string | null> {
  const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${url.href} answered ${response.status}`);
  return response.text();
}

/** Runs a CommonJS server bundle and returns its `render` and `meta` exports. */
function evaluateBundle(code: string, filename: string): Pick<RemoteBundle, 'render' | 'meta'> {
  const wrapper = vm.runInThisContext(`(function (module, exports, require) {${code}\n})`, {
    filename,
  }) as (module: { exports: unknown }, exports: unknown, require: NodeJS.Require) => void;
  const module: { exports: { render?: unknown; meta?: unknown } } = { exports: {} };
  wrapper(module, module.exports, nodeRequire);
  const { render, meta } = module.exports;
  return {
    render: typeof render === 'function' ? (render as AreaRenderer) : null,
    meta: typeof meta === 'function' ? (meta as AreaMeta) : null,
  };
}

/** Style sheet URLs of the `./spa` expose, resolved the way the browser resolves them. */
function stylesheetsOf(manifest: Manifest, browserManifestUrl: string): string[] {
  const spa = manifest.exposes?.find((e) => e.name === 'spa' || e.name === './spa');
  const files = [...(spa?.assets?.css?.sync ?? []), ...(spa?.assets?.css?.async ?? [])];
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

/**
 * The server code of each remote, fetched from next to its manifest (the URL in the remotes
 * config, the same one the browser uses) and evaluated once. A changed manifest is noticed within
 * `refreshMs`: the request that notices it still uses the loaded code, later ones the new code.
 * A remote without a server bundle, or one that fails to load, is rendered in the browser.
 */
export function createRemoteBundles(options: RemoteBundlesOptions) {
  const cache = new Map<string, Cached>();
  const loading = new Map<string, Promise<RemoteBundle>>();
  const now = options.now ?? Date.now;
  const log = options.log ?? ((message: string) => console.error(message));
  const maxLoaded = options.maxLoaded ?? 16;

  /** Keeps the most recently used remotes: released versions come and go, the map stays small. */
  function remember(manifestUrl: string, cached: Cached): void {
    cache.delete(manifestUrl);
    cache.set(manifestUrl, cached);
    for (const oldest of cache.keys()) {
      if (cache.size <= maxLoaded) break;
      cache.delete(oldest);
    }
  }

  async function load(manifestUrl: string): Promise<{ text: string; bundle: RemoteBundle }> {
    const url = new URL(manifestUrl, options.selfUrl);
    const text = await fetchText(url);
    if (text === null) throw new Error(`${url.href} not found`);
    const manifest = JSON.parse(text) as Manifest;
    if (options.provided) {
      const problems = compatibilityProblems(readDeclaration(manifest), options.provided);
      if (problems.length > 0) {
        log(`[ssr] ${manifestUrl} refused, not compatible with this shop: ${problems.join('; ')}`);
        return { text, bundle: NO_SERVER_CODE };
      }
    }
    const bundleUrl = new URL(SERVER_BUNDLE_FILE, url);
    const code = await fetchText(bundleUrl);
    const entry =
      code === null ? { render: null, meta: null } : evaluateBundle(code, bundleUrl.href);
    // Style sheets are few and small: the page carries them inline, saving round trips before the
    // first paint. Their names carry a content hash, so they are read once per build.
    const stylesheets = await Promise.all(
      stylesheetsOf(manifest, manifestUrl).map(async (href) => ({
        href,
        css: await fetchText(new URL(href, options.selfUrl)).catch(() => null),
      })),
    );
    return { text, bundle: { ...entry, stylesheets } };
  }

  function refresh(manifestUrl: string, cached: Cached): void {
    cached.refreshing = true;
    const url = new URL(manifestUrl, options.selfUrl);
    fetchText(url)
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

  function toCached(loaded: { text: string; bundle: RemoteBundle }): Cached {
    return {
      manifestText: loaded.text,
      bundle: loaded.bundle,
      checkedAt: now(),
      refreshing: false,
    };
  }

  return {
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
            remember(manifestUrl, toCached({ text: '', bundle: NO_SERVER_CODE }));
            return NO_SERVER_CODE;
          })
          .finally(() => loading.delete(manifestUrl));
        loading.set(manifestUrl, pending);
      }
      return pending;
    },
  };
}
