import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { cacheSettings, cacheStore, type CachedAnswer, type Lookup } from '../lib/cache';
import { cacheKey, isPublicRead } from '../lib/cache/public-reads';
import { apiPrefixOf, isUnder, requestPath } from '../lib/request-path';
import type { Ctx } from '../lib/types';

const strongEtag = (body: string): string =>
  `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;

/** Whether `If-None-Match` names this ETag (or is `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * Public reads of published content (see `lib/cache/public-reads.ts`) are answered from the cache
 * when it holds them, otherwise computed, then kept. They carry a strong ETag and a short public
 * Cache-Control; a matching `If-None-Match` is answered 304. Concurrent misses of one key in this
 * process wait for a single computation. Any other request passes through untouched, and reads
 * of the public API by a caller with credentials are marked `private, no-store`.
 *
 * `GET /api/content-generation` answers the cache's generation (`{ "generation": "12" }`), which
 * changes whenever published content changes: the shop server reads it every second or two to know
 * when its rendered pages are out of date. An empty generation: there is none to follow (the cache
 * is off, or Redis is unreachable).
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const prefix = apiPrefixOf(strapi);
  const generationPath = `${prefix === '/' ? '' : prefix}/content-generation`;
  const settings = cacheSettings();
  const publicControl = `public, max-age=${settings.maxAge}, stale-while-revalidate=${settings.staleWhileRevalidate}`;
  const inFlight = new Map<string, Promise<CachedAnswer | null>>();

  const lookup = async (key: string): Promise<Lookup> => {
    try {
      return await cacheStore().lookup(key);
    } catch (error) {
      strapi.log.warn(`[cache] lookup failed: ${(error as Error).message}`);
      return { generation: '' };
    }
  };

  const send = (ctx: Ctx, answer: CachedAnswer, source: 'hit' | 'miss' | 'off') => {
    ctx.set('ETag', answer.etag);
    ctx.set('Cache-Control', publicControl);
    ctx.set('X-Cache', source);
    if (matches(ctx.get('If-None-Match'), answer.etag)) {
      ctx.status = 304;
      ctx.body = null;
      return;
    }
    ctx.status = answer.status;
    ctx.type = answer.contentType;
    ctx.body = answer.body;
  };

  /** Runs the rest of the stack; returns the answer when it is a cacheable one. */
  const compute = async (ctx: Ctx, next: () => Promise<void>): Promise<CachedAnswer | null> => {
    await next();
    if (ctx.status !== 200 || ctx.body === null || ctx.body === undefined) return null;
    if (typeof ctx.body !== 'object' || Buffer.isBuffer(ctx.body) || 'pipe' in ctx.body) {
      return null;
    }
    const body = JSON.stringify(ctx.body);
    return {
      status: 200,
      contentType: 'application/json; charset=utf-8',
      etag: strongEtag(body),
      body,
    };
  };

  return async (ctx: Ctx, next: () => Promise<void>) => {
    // the path as the router understands it (`/API/products` is `/api/products`)
    const path = requestPath(ctx);
    if (path === generationPath && (ctx.method === 'GET' || ctx.method === 'HEAD')) {
      const generation = await cacheStore()
        .currentGeneration()
        .catch(() => '');
      ctx.set('Cache-Control', 'no-store');
      ctx.status = 200;
      ctx.body = { generation };
      return;
    }
    const facts = {
      method: ctx.method,
      path,
      querystring: ctx.querystring,
      headers: ctx.headers,
    };
    // a draft preview request (X-Preview-Token, valid or not) is never answered from or kept in it
    if (!isPublicRead(facts, prefix) || ctx.get('X-Preview-Token')) {
      await next();
      if (ctx.method === 'GET' && isUnder(path, prefix) && !ctx.response.get('Cache-Control')) {
        ctx.set('Cache-Control', 'private, no-store');
      }
      return;
    }
    const key = cacheKey(path, ctx.querystring);
    const found = await lookup(key);
    if (found.answer) {
      send(ctx, found.answer, 'hit');
      return;
    }
    // coalescing only where answers are kept (never with CMS_CACHE=off, nor while Redis is down)
    const shared = settings.enabled && found.generation !== '';
    const flightKey = `${found.generation}\u0000${key}`;
    const pending = shared ? inFlight.get(flightKey) : undefined;
    if (pending) {
      const answer = await pending.catch(() => null);
      if (answer) {
        send(ctx, answer, 'hit');
        return;
      }
    }
    const computing = compute(ctx, next);
    if (shared && !pending) {
      inFlight.set(flightKey, computing);
      void computing.catch(() => null).finally(() => inFlight.delete(flightKey));
    }
    const answer = await computing;
    if (!answer) return;
    if (settings.enabled) {
      // kept before the answer leaves: the next read, on any instance, finds it
      await cacheStore()
        .save(key, answer, found.generation)
        .catch((error: Error) => strapi.log.warn(`[cache] save failed: ${error.message}`));
    }
    send(ctx, answer, settings.enabled ? 'miss' : 'off');
  };
};
