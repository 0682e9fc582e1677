import crypto from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import {
  CART_ID_COOKIE,
  CART_NOTICE_COOKIE,
  matchRoute,
  signedInCookieName,
} from '@teashop/contracts';
import { hasPreviewParam } from '../preview';
import type { CachedPage, RenderStore } from './renderCacheStore';

/**
 * Cookies that make a page someone's own (a session, a cart, a one-time notice): a request
 * carrying any of them is always rendered for it, and never answered from or kept in the cache.
 * The session cookie's name is configured (AUTH_COOKIE_NAME), see `personalCookieNames`.
 */
export const PERSONAL_COOKIES: readonly string[] = [CART_ID_COOKIE, CART_NOTICE_COOKIE];

/** Every personal cookie name: the session cookie, its page-readable marker, and the others. */
export function personalCookieNames(sessionCookieName: string): string[] {
  return [sessionCookieName, signedInCookieName(sessionCookieName), ...PERSONAL_COOKIES];
}

/** Whether the request's Cookie header names one of `names` (whatever its value). */
export function hasPersonalCookie(headers: IncomingHttpHeaders, names: readonly string[]): boolean {
  const header = headers.cookie;
  if (!header) return false;
  return header.split(';').some((part) => {
    const at = part.indexOf('=');
    return names.includes((at === -1 ? part : part.slice(0, at)).trim());
  });
}

/** `X-Render-Cache` of an answer: from the cache (fresh or stale), rendered for it, or neither. */
export type RenderCacheState = 'hit' | 'miss' | 'stale' | 'bypass';
export const RENDER_CACHE_HEADER = 'X-Render-Cache';

export interface RenderCacheSettings {
  enabled: boolean;
  /** A page this young (and of the current content) is answered as it is. */
  freshMs: number;
  /** Older than this, a page is not answered any more: rendered again while the visitor waits. */
  maxStaleMs: number;
  maxEntries: number;
  maxBytes: number;
  /** How often the content backend's generation is read. */
  generationPollMs: number;
  /** Time budget of a background render (no visitor waits for it). */
  backgroundTimeoutMs: number;
}

const positive = (value: string | undefined, fallback: number): number => {
  const number = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(number) && number > 0
    ? number
    : fallback;
};

/** The cache's settings from the environment (see the README). */
export function renderCacheSettings(env: NodeJS.ProcessEnv): RenderCacheSettings {
  const enabled =
    (env.RENDER_CACHE ?? 'on').trim().toLowerCase() !== 'off' &&
    (env.SSR ?? '').trim().toLowerCase() !== 'off';
  return {
    enabled,
    freshMs: positive(env.RENDER_CACHE_FRESH_SECONDS, 10) * 1000,
    maxStaleMs: positive(env.RENDER_CACHE_MAX_STALE_SECONDS, 300) * 1000,
    maxEntries: positive(env.RENDER_CACHE_MAX_ENTRIES, 1_000),
    maxBytes: positive(env.RENDER_CACHE_MAX_MB, 128) * 1024 * 1024,
    generationPollMs: positive(env.CONTENT_GENERATION_POLL_MS, 1_500),
    backgroundTimeoutMs: positive(env.RENDER_CACHE_BACKGROUND_TIMEOUT_MS, 2_000),
  };
}

/**
 * Stands for the answer's CSP nonce in a stored page: each answer puts its own in. Were it ever
 * in a page's own text, that page would not be stored.
 */
export const NONCE_PLACEHOLDER = '__teashop-page-nonce__';

/** The page with its nonce replaced by the placeholder; null when it cannot be stored safely. */
export function withoutNonce(html: string, nonce: string): string | null {
  if (nonce.length < 8 || html.includes(NONCE_PLACEHOLDER)) return null;
  return html.split(nonce).join(NONCE_PLACEHOLDER);
}

/** A stored page with this answer's nonce. */
export function withNonce(html: string, nonce: string): string {
  return html.split(NONCE_PLACEHOLDER).join(nonce);
}

/**
 * The query as a cache key: parameters sorted by name (their order kept within a name), one
 * encoding, no empty `?`, so one page is stored once whatever its links look like.
 */
export function normalisedSearch(search: string): string {
  const params = [...new URLSearchParams(search)];
  if (params.length === 0) return '';
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `?${new URLSearchParams(params).toString()}`;
}

/** A page's key: its address, its language, and what it was rendered with (build, remotes). */
export function pageKey(parts: {
  pathname: string;
  search: string;
  locale: string;
  variant: string;
}): string {
  const address = `${parts.pathname}${normalisedSearch(parts.search)}`;
  const variant = crypto.createHash('sha256').update(parts.variant).digest('base64url');
  return `${variant.slice(0, 16)}:${parts.locale}:${address}`;
}

/** What `sendServerRendered` reports of a page it sent, for the cache. */
export interface RenderedPage {
  status: number;
  /** The whole document as sent. */
  html: string;
  /** Every part (header, area, footer) was rendered on the server, none left to the browser. */
  complete: boolean;
  /** Rendered for one shopper (a member, a visitor's cart, a notice). */
  member: boolean;
  cacheControl: string;
}

/** Headers of a page answer the cache keeps beside its HTML. */
const KEPT_HEADERS = ['x-robots-tag'];

/**
 * Whether a whole page has every part rendered (a page rendered by another process): the header,
 * the footer and its area filled (see `fillSlot`). Every page has a placeholder for each area;
 * only the page's own is filled, the others stay empty.
 */
export function allPartsRendered(html: string): boolean {
  return (
    html.includes('<div id="shell-header" data-ssr="true">') &&
    html.includes('<div id="shell-footer" data-ssr="true">') &&
    /<div id="area-[a-z0-9-]+" data-ssr="true">/.test(html)
  );
}

export interface RenderCacheOptions {
  store: RenderStore;
  settings: RenderCacheSettings;
  /** The content backend's generation (null: unknown, pages age by time alone). */
  generation: () => string | null;
  /**
   * Renders a page again, away from any visitor's request (the page with the placeholder for its
   * nonce, and its kept headers), or null when it did not render completely.
   */
  render: (url: string) => Promise<Pick<CachedPage, 'html' | 'headers'> | null>;
  now?: () => number;
  log?: (message: string) => void;
}

type Found = { page: CachedPage; state: 'hit' | 'stale' };

/**
 * The cache of anonymous pages: looked up by key, answered fresh, or stale while one background
 * render per key replaces it; concurrent misses of one key wait for the first one's render.
 */
export function createRenderCache(options: RenderCacheOptions) {
  const { store, settings } = options;
  const now = options.now ?? Date.now;
  const log = options.log ?? ((message: string) => console.error(message));
  /** Keys being rendered by a request of this process: what the render stored (null: nothing). */
  const rendering = new Map<string, Promise<CachedPage | null>>();
  /** Keys being rendered again in the background. */
  const refreshing = new Map<string, Promise<void>>();

  const read = async (key: string): Promise<CachedPage | null> => {
    try {
      return await store.get(key);
    } catch (error) {
      log(`[render-cache] lookup failed: ${String(error)}`);
      return null;
    }
  };

  const save = async (key: string, page: CachedPage): Promise<void> => {
    try {
      await store.set(key, page);
    } catch (error) {
      log(`[render-cache] not stored: ${String(error)}`);
    }
  };

  /**
   * How a stored page may be used now: as it is, while it is rendered again (older than the fresh
   * window), or not at all (too old, or from older content).
   */
  const judge = (page: CachedPage): Found['state'] | null => {
    const age = now() - page.renderedAt;
    if (age < 0 || age > settings.maxStaleMs) return null;
    // Content changed since it was rendered: rendered anew now (an edit shows on the next load).
    const generation = options.generation();
    if (generation !== null && page.generation !== generation) return null;
    return age < settings.freshMs ? 'hit' : 'stale';
  };

  /** Renders the page again in the background, once per key at a time. */
  const revalidate = (key: string, url: string, afterVisitor = false): void => {
    if (refreshing.has(key) || (rendering.has(key) && !afterVisitor)) return;
    const generation = options.generation() ?? '';
    const renderedAt = now();
    const job = options
      .render(url)
      .then(async (page) => {
        if (page) await save(key, { ...page, renderedAt, generation });
      })
      .catch((error: unknown) => log(`[render-cache] ${url} not rendered again: ${String(error)}`))
      .finally(() => refreshing.delete(key));
    refreshing.set(key, job);
  };

  return {
    settings,

    /** The stored page for `key` and how to answer with it, or null (render it). */
    async lookup(key: string, url: string): Promise<Found | null> {
      // another request of this process is rendering it: its page, when it stores one
      const pending = rendering.get(key);
      const page = await read(key);
      const state = page ? judge(page) : null;
      if (page && state) {
        if (state === 'stale') revalidate(key, url);
        return { page, state };
      }
      const rendered = pending ? await pending : null;
      return rendered ? { page: rendered, state: 'hit' } : null;
    },

    /**
     * This request renders `key`: returns what to do with its page once sent, and `done` to call
     * when the answer ends without one (a redirect, a 404, an error).
     */
    begin(
      key: string,
      url: string,
    ): {
      store: (page: RenderedPage, nonce: string, res: Response) => void;
      done: () => void;
    } {
      const generation = options.generation() ?? '';
      const renderedAt = now();
      let settle: (page: CachedPage | null) => void = () => undefined;
      const result = new Promise<CachedPage | null>((resolve) => {
        settle = resolve;
      });
      const first = !rendering.has(key);
      if (first) {
        rendering.set(key, result);
        void result.finally(() => {
          if (rendering.get(key) === result) rendering.delete(key);
        });
      }
      return {
        store: (page, nonce, res) => {
          const html = storable(page) ? withoutNonce(page.html, nonce) : null;
          // a part missed the visitor's time budget: rendered again in the background, with more
          if (!page.complete && storable({ ...page, complete: true })) {
            revalidate(key, url, true);
          }
          if (html === null) return settle(null);
          const headers: Record<string, string> = {};
          for (const name of KEPT_HEADERS) {
            const value = res.getHeader(name);
            if (value !== undefined) headers[name] = String(value);
          }
          const cached: CachedPage = { html, renderedAt, generation, headers };
          settle(cached);
          void save(key, cached);
        },
        done: () => settle(null),
      };
    },

    /** Background renders under way (tests wait for them). */
    async settled(): Promise<void> {
      await Promise.all([...refreshing.values()]);
    },
  };
}

export type RenderCache = ReturnType<typeof createRenderCache>;

/** Only a complete page answered 200 to a visitor, with the anonymous pages' Cache-Control. */
function storable(page: RenderedPage): boolean {
  return page.status === 200 && page.complete && !page.member && page.cacheControl === 'no-cache';
}

/** Whether a request may be answered from the cache: see `renderCacheMiddleware`. */
export function cacheableRequest(req: Request, personal: readonly string[]): boolean {
  if (req.method !== 'GET') return false;
  const queryAt = req.originalUrl.indexOf('?');
  const search = queryAt === -1 ? '' : req.originalUrl.slice(queryAt);
  if (hasPreviewParam(search)) return false;
  if (hasPersonalCookie(req.headers, personal)) return false;
  const match = matchRoute(req.path);
  return Boolean(match) && match?.route.access !== 'login';
}

const CAPTURE = 'renderCapture';
const BUDGET = 'renderBudgetMs';

/** The time budget of this answer's render parts: longer for the shop's background renders. */
export function renderBudget(res: Response, fallback: number): number {
  const budget = res.locals[BUDGET] as number | undefined;
  return typeof budget === 'number' && budget > fallback ? budget : fallback;
}

/** The hook `sendServerRendered` reports its page to, when this answer may be stored. */
export function renderCapture(res: Response): ((page: RenderedPage) => void) | undefined {
  return res.locals[CAPTURE] as ((page: RenderedPage) => void) | undefined;
}

/** Header of the shop's own background renders (its value: the shop's internal token). */
export const REFRESH_HEADER = 'x-teashop-render-refresh';

/**
 * Pages of the route table, for visitors without any personal cookie and without a preview
 * token, are answered from the cache: `hit` (fresh), `stale` (while it is rendered again), else
 * `miss` (rendered for this request, then stored when the page is complete). Other requests are
 * `bypass`. The stored page gets this answer's nonce; Cache-Control is the anonymous pages' own.
 *
 * A request with `REFRESH_HEADER` carrying `refreshToken` is the shop's own background render:
 * it is rendered with the placeholder for a nonce, so its page can be stored as it is.
 */
export function renderCacheMiddleware(options: {
  cache: RenderCache;
  personalCookies: readonly string[];
  /** The build and remote versions the page is rendered with. */
  variant: () => string;
  isRefresh: (token: string) => boolean;
}): RequestHandler {
  const { cache } = options;
  return (req, res, next) => {
    const refresh = req.headers[REFRESH_HEADER];
    if (typeof refresh === 'string' && options.isRefresh(refresh)) {
      res.locals.cspNonce = NONCE_PLACEHOLDER;
      res.locals[BUDGET] = cache.settings.backgroundTimeoutMs;
      res.setHeader(RENDER_CACHE_HEADER, 'bypass');
      return next();
    }
    if (!cache.settings.enabled || !cacheableRequest(req, options.personalCookies)) {
      res.setHeader(RENDER_CACHE_HEADER, 'bypass');
      return next();
    }
    const queryAt = req.originalUrl.indexOf('?');
    const search = queryAt === -1 ? '' : req.originalUrl.slice(queryAt);
    const match = matchRoute(req.path);
    const key = pageKey({
      pathname: req.path,
      search,
      locale: match?.locale ?? '',
      variant: options.variant(),
    });
    const url = req.originalUrl;
    cache
      .lookup(key, url)
      .then((found) => {
        if (found) return sendCached(res, found.page, found.state);
        res.setHeader(RENDER_CACHE_HEADER, 'miss');
        const nonce = String(res.locals.cspNonce);
        const rendering = cache.begin(key, url);
        res.locals[CAPTURE] = (page: RenderedPage) => rendering.store(page, nonce, res);
        res.on('close', rendering.done);
        next();
      })
      .catch(next);
  };
}

function sendCached(res: Response, page: CachedPage, state: 'hit' | 'stale'): void {
  res.status(200);
  res.setHeader(RENDER_CACHE_HEADER, state);
  res.setHeader('Cache-Control', 'no-cache');
  for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value);
  res.type('html');
  // as the rendered answer: no ETag (the page differs per answer, by its nonce)
  res.end(withNonce(page.html, String(res.locals.cspNonce)));
}
