import type { RemoteName } from '../routes/routeTable';
import { type Locale, localizePath } from '../locale';

/** How the browser loads a remote's code, as the shop server read it from the remote's manifest. */
export type RemoteCode =
  | {
      /** Its federation entry (`remoteEntry.js`). */
      entry: string;
      /** The scripts of its `./spa` expose, fetched ahead when a shopper shows intent. */
      scripts: string[];
      /** Identifies the build (a hash of its manifest): another one means it was redeployed. */
      version: string;
    }
  /** Built against contracts or singletons this shop does not provide: why it is refused. */
  | { refused: string };

/** Settings read by the browser at start from `/runtime-config.json`, so one build runs anywhere. */
export interface RuntimeConfig {
  /** Base URL of the content backend, e.g. http://localhost:1337 */
  cmsUrl: string;
  /** Name of the cookie holding the member's JWT. */
  authCookieName: string;
  /** Remote name -> URL of its mf-manifest.json. */
  remotes: Partial<Record<RemoteName, string>>;
  /**
   * Each remote's code, read from its manifest by the shop server, so the browser loads the entry
   * without reading the manifest. A remote missing here is registered by its manifest URL: a
   * development build of the shell reads it (remotes' development servers); a production build
   * reads no manifest, so the area shows its fallback (a manifest the shop server could not read).
   */
  remoteCode?: Partial<Record<RemoteName, RemoteCode>>;
  /** Card payment publishable key (empty: offline stand-in). */
  stripePublishableKey?: string;
  /** Base URL of the offline Stripe stand-in, used while no publishable key is configured. */
  stripeStandinUrl?: string;
  /** reCAPTCHA site key and script URL (stand-in when not configured). */
  recaptchaSiteKey?: string;
  recaptchaScriptUrl?: string;
  /** Third-party login providers enabled in the content backend. */
  authProviders?: string[];
  /**
   * Where this process calls the content backend's API, when that differs from `cmsUrl` (the
   * shop server reaching the cms on an internal address). Links and pictures keep `cmsUrl`.
   */
  cmsApiUrl?: string;
  /** Public origin of the shop, for absolute links rendered on the server (the browser uses its own). */
  publicUrl?: string;
  /** Build identifiers for the update check. */
  buildId?: string;
  /** How often the browser looks for a new shell build or a switched remote (ms). */
  updateCheckMs?: number;
}

const DEFAULT_CONFIG: RuntimeConfig = {
  cmsUrl: 'http://localhost:1337',
  authCookieName: 'teashop_jwt',
  remotes: {},
};

declare global {
  interface Window {
    __TEASHOP_CONFIG__?: Partial<RuntimeConfig>;
  }
}

let current: RuntimeConfig = { ...DEFAULT_CONFIG };

export function setRuntimeConfig(config: Partial<RuntimeConfig>): RuntimeConfig {
  current = { ...current, ...config, remotes: { ...current.remotes, ...config.remotes } };
  if (typeof window !== 'undefined') window.__TEASHOP_CONFIG__ = current;
  return current;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (typeof window !== 'undefined' && window.__TEASHOP_CONFIG__) {
    return { ...current, ...window.__TEASHOP_CONFIG__ };
  }
  return current;
}

/** Loads `/runtime-config.json` (or the given URL) once at start. */
export async function loadRuntimeConfig(url = '/runtime-config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Runtime config not available (${response.status})`);
  return setRuntimeConfig((await response.json()) as Partial<RuntimeConfig>);
}

/** Origin of the page being rendered: the browser's, or the shop's public URL on the server. */
export function pageOrigin(): string | undefined {
  if (typeof location !== 'undefined') return location.origin;
  const { publicUrl } = getRuntimeConfig();
  return publicUrl ? new URL(publicUrl).origin : undefined;
}

/** The full address of a page of the shop in a language, as it is shared ('/news/a' in jp). */
export function pageUrl(path: string, locale: Locale): string {
  return `${pageOrigin() ?? ''}${localizePath(path, locale)}`;
}

/**
 * URL of a media file served by the content backend: under the shop's own origin by default
 * (`/uploads/...`, forwarded by the shop server), or under PUBLIC_CMS_URL when one is configured.
 */
export function mediaUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  if (/^https?:\/\//.test(url)) return url;
  return `${getRuntimeConfig().cmsUrl.replace(/\/$/, '')}${url}`;
}
