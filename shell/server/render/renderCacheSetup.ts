import type { RequestHandler } from 'express';
import { createClient } from 'redis';
import { pollContentGeneration } from './contentGeneration';
import {
  allPartsRendered,
  createRenderCache,
  NONCE_PLACEHOLDER,
  personalCookieNames,
  REFRESH_HEADER,
  renderCacheMiddleware,
  renderCacheSettings,
  type RenderCache,
} from './renderCache';
import { MemoryRenderStore, SharedRenderStore, type RenderStore } from './renderCacheStore';

type Redis = ReturnType<typeof createClient>;

/**
 * The shop server's Redis connection for the render cache (REDIS_URL), connecting in the
 * background. Commands fail at once while it is unreachable (no offline queue): pages are then
 * rendered, or answered from this process's own copies; the outage is logged once.
 */
function connectRedis(url: string, log: (message: string) => void): () => Redis | null {
  let down = false;
  const client: Redis = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2_000,
      reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 5_000),
    },
  });
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log(`[render-cache] redis unreachable (${error.message}): pages cached in this process only`);
  });
  client.on('ready', () => {
    if (down) log('[render-cache] redis connected again');
    down = false;
  });
  client.connect().catch(() => {
    // reported by the error listener; reconnection goes on in the background
  });
  return () => client;
}

function storeFor(
  env: NodeJS.ProcessEnv,
  limits: { maxEntries: number; maxBytes: number; maxStaleMs: number },
  log: (message: string) => void,
): RenderStore {
  const local = new MemoryRenderStore(limits);
  const url = env.REDIS_URL?.trim();
  if (!url) return local;
  return new SharedRenderStore(local, connectRedis(url, log), {
    prefix: `${env.REDIS_KEY_PREFIX || 'teashop:'}render:`,
    ttlMs: limits.maxStaleMs,
    timeoutMs: Number(env.RENDER_CACHE_REDIS_TIMEOUT_MS ?? 50),
    log,
  });
}

/**
 * The render cache of the shop server, from the environment: its store (Redis when REDIS_URL is
 * set, else this process), the content generation read from the cms, and the middleware put in
 * front of the page handler. Background renders are requests to the shop itself (`selfUrl`),
 * marked with its internal token.
 */
export function setupRenderCache(options: {
  env: NodeJS.ProcessEnv;
  cmsUrl: string;
  selfUrl: string;
  token: string;
  isToken: (given: string) => boolean;
  sessionCookieName: string;
  variant: () => string;
  log?: (message: string) => void;
}): {
  cache: RenderCache;
  middleware: RequestHandler;
  /** The content generation the cache follows (null: unknown, or the cache is off). */
  generation: () => string | null;
} {
  const log = options.log ?? ((message: string) => console.error(message));
  const settings = renderCacheSettings(options.env);
  const generation = settings.enabled
    ? pollContentGeneration({ cmsUrl: options.cmsUrl, intervalMs: settings.generationPollMs, log })
    : null;
  const cache = createRenderCache({
    store: settings.enabled
      ? storeFor(options.env, settings, log)
      : new MemoryRenderStore({ maxEntries: 0, maxBytes: 0 }),
    settings,
    generation: () => generation?.current() ?? null,
    render: async (url) => {
      const response = await fetch(new URL(url, options.selfUrl), {
        headers: { [REFRESH_HEADER]: options.token, 'accept-encoding': 'identity' },
        redirect: 'manual',
        signal: AbortSignal.timeout(10_000),
      });
      const html = await response.text();
      const isPage =
        response.status === 200 &&
        response.headers.get('cache-control') === 'no-cache' &&
        /^text\/html\b/.test(response.headers.get('content-type') ?? '') &&
        // rendered by this process's background render (another would have put a real nonce in)
        html.includes(NONCE_PLACEHOLDER) &&
        allPartsRendered(html);
      if (!isPage) return null;
      const headers: Record<string, string> = {};
      const robots = response.headers.get('x-robots-tag');
      if (robots) headers['x-robots-tag'] = robots;
      return { html, headers };
    },
    log,
  });
  const middleware = renderCacheMiddleware({
    cache,
    personalCookies: personalCookieNames(options.sessionCookieName),
    variant: options.variant,
    isRefresh: options.isToken,
  });
  return { cache, middleware, generation: () => generation?.current() ?? null };
}
