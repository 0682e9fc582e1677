import { onRedisReady, readyRedis, redisKeyPrefix } from '../redis';
import type { CacheStore, CachedAnswer, Lookup } from './store';

interface Stored {
  /** generation the answer was computed under */
  g: string;
  answer: CachedAnswer;
}

/**
 * Cache shared by every instance through Redis. One `MGET` per read fetches the generation counter
 * and the entry together; `invalidate()` increments the counter, which every instance reads on its
 * next request, so a change made through one instance is seen by all at once. Entries expire after
 * `ttlMs`; Redis's own memory limit (`maxmemory` with an LRU policy) bounds their size.
 *
 * While Redis is unreachable nothing is served from or kept in any cache (reads go to the database:
 * an instance cannot learn of changes made through the others), and the first reconnection moves to
 * a new generation, dropping what was cached before changes that could not be announced.
 */
export class RedisStore implements CacheStore {
  readonly kind = 'redis';
  private readonly generationKey = `${redisKeyPrefix()}cache:generation`;
  private readonly entryPrefix = `${redisKeyPrefix()}cache:entry:`;
  /** set from a (re)connection until the new generation is taken */
  private resync: Promise<void> | null = null;

  constructor(private readonly options: { ttlMs: number; maxBytes: number }) {
    onRedisReady(() => {
      const resync = this.invalidate()
        .catch(() => undefined)
        .finally(() => {
          if (this.resync === resync) this.resync = null;
        });
      this.resync = resync;
    });
  }

  async lookup(key: string): Promise<Lookup> {
    const client = readyRedis();
    if (!client || this.resync) return { generation: '' };
    const [generation, raw] = await client.mGet([this.generationKey, this.entryPrefix + key]);
    const current = generation ?? '0';
    if (!raw) return { generation: current };
    try {
      const stored = JSON.parse(raw) as Stored;
      return stored.g === current
        ? { generation: current, answer: stored.answer }
        : { generation: current };
    } catch {
      return { generation: current };
    }
  }

  async currentGeneration(): Promise<string> {
    const client = readyRedis();
    if (!client || this.resync) return '';
    return (await client.get(this.generationKey)) ?? '0';
  }

  async save(key: string, answer: CachedAnswer, generation: string): Promise<void> {
    const client = readyRedis();
    // an empty generation: Redis was down when the read began
    if (!client || generation === '') return;
    const value = JSON.stringify({ g: generation, answer } satisfies Stored);
    if (value.length > this.options.maxBytes) return;
    await client.set(this.entryPrefix + key, value, { PX: this.options.ttlMs });
  }

  async invalidate(): Promise<void> {
    const client = readyRedis();
    if (!client) return;
    await client.incr(this.generationKey);
  }
}
