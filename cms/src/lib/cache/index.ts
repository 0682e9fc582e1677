import { redisConfigured } from '../redis';
import { MemoryStore } from './memory-store';
import { RedisStore } from './redis-store';
import { NoStore, type CacheStore } from './store';

export type { CacheStore, CachedAnswer, Lookup } from './store';

const number = (name: string, fallback: number): number => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

/** Settings of the public read cache, from the environment (see the cms README). */
export function cacheSettings() {
  return {
    enabled: (process.env.CMS_CACHE ?? 'on').trim().toLowerCase() !== 'off',
    maxEntries: number('CMS_CACHE_MAX_ENTRIES', 5_000),
    maxBytes: number('CMS_CACHE_MAX_BYTES', 64 * 1024 * 1024),
    /** largest single answer kept */
    maxAnswerBytes: number('CMS_CACHE_MAX_ANSWER_BYTES', 2 * 1024 * 1024),
    ttlMs: number('CMS_CACHE_TTL_SECONDS', 600) * 1000,
    /** Cache-Control of public answers */
    maxAge: number('CMS_CACHE_MAX_AGE', 30),
    staleWhileRevalidate: number('CMS_CACHE_STALE_WHILE_REVALIDATE', 300),
  };
}

let store: CacheStore | undefined;

/** The store of this process: none (`CMS_CACHE=off`), Redis (`REDIS_URL`) or memory. */
export function cacheStore(): CacheStore {
  if (store) return store;
  const settings = cacheSettings();
  if (!settings.enabled) store = new NoStore();
  else if (redisConfigured())
    store = new RedisStore({ ttlMs: settings.ttlMs, maxBytes: settings.maxAnswerBytes });
  else store = new MemoryStore(settings);
  return store;
}

/** Drops every cached public answer (on every instance when the store is shared). */
export async function invalidatePublicCache(): Promise<void> {
  await cacheStore().invalidate();
}
