import { readyRedis, redisConfigured, redisKeyPrefix } from './redis';

/** The outcome of one counted request. */
export interface LimitAnswer {
  allowed: boolean;
  /** hits in the current window, this one included */
  count: number;
  /** when the current window ends (ms since the epoch) */
  resetAt: number;
  retryAfterSeconds: number;
}

const answer = (count: number, max: number, resetAt: number, now: number): LimitAnswer => ({
  allowed: count <= max,
  count,
  resetAt,
  retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now) / 1000)),
});

/**
 * Fixed windows counted in this process, keyed by e.g. client IP. Holds at most `maxKeys` keys:
 * expired windows are dropped first, then the oldest.
 */
export class FixedWindowLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly maxKeys = 10_000,
  ) {}

  /** Counts `weight` hits for the key. */
  count(key: string, now = Date.now(), weight = 1): LimitAnswer {
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      if (entry) this.hits.delete(key);
      const fresh = { count: weight, resetAt: now + this.windowMs };
      this.hits.set(key, fresh);
      this.prune(now);
      return answer(fresh.count, this.max, fresh.resetAt, now);
    }
    entry.count += weight;
    return answer(entry.count, this.max, entry.resetAt, now);
  }

  /** Counts one hit for the key; returns false when the key is over its limit in this window. */
  hit(key: string, now = Date.now()): boolean {
    return this.count(key, now).allowed;
  }

  retryAfterSeconds(key: string, now = Date.now()): number {
    const entry = this.hits.get(key);
    return entry ? Math.max(1, Math.ceil((entry.resetAt - now) / 1000)) : 0;
  }

  /** Takes back hits (e.g. of requests that are not to count after all). */
  release(key: string, weight = 1): void {
    const entry = this.hits.get(key);
    if (entry) entry.count = Math.max(0, entry.count - weight);
  }

  private prune(now: number): void {
    if (this.hits.size <= this.maxKeys) return;
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
    for (const key of this.hits.keys()) {
      if (this.hits.size <= this.maxKeys) break;
      this.hits.delete(key);
    }
  }
}

let fallbackLogged = false;

/**
 * A fixed-window limit shared by every instance through Redis when `REDIS_URL` is set (one
 * counter per window and key, created with its expiry and incremented in one transaction), and
 * counted in this process otherwise. When Redis is configured but unreachable, requests are counted
 * in this process (each instance then allows the limit on its own) and that is logged once; the
 * shared count resumes when Redis answers again.
 */
export class SharedLimiter {
  private readonly local: FixedWindowLimiter;

  constructor(
    /** names the counters in Redis, e.g. `contact` */
    private readonly name: string,
    readonly max: number,
    readonly windowMs: number,
  ) {
    this.local = new FixedWindowLimiter(max, windowMs);
  }

  private redisKey(key: string): string {
    return `${redisKeyPrefix()}ratelimit:${this.name}:${key}`;
  }

  /** Counts `weight` hits for the key (e.g. the client IP). */
  async hit(key: string, weight = 1): Promise<LimitAnswer> {
    const client = readyRedis();
    if (client) {
      const id = this.redisKey(key);
      try {
        const [, count, ttl] = await client
          .multi()
          .set(id, '0', { NX: true, PX: this.windowMs })
          .incrBy(id, weight)
          .pTTL(id)
          .exec();
        const now = Date.now();
        const left = Number(ttl) > 0 ? Number(ttl) : this.windowMs;
        return answer(Number(count), this.max, now + left, now);
      } catch (error) {
        this.fallingBack((error as Error).message);
      }
    } else if (redisConfigured()) {
      this.fallingBack('not connected');
    }
    return this.local.count(key, Date.now(), weight);
  }

  /** Takes back hits counted by `hit`. */
  async release(key: string, weight = 1): Promise<void> {
    const client = readyRedis();
    if (client) {
      try {
        await client.decrBy(this.redisKey(key), weight);
        return;
      } catch {
        // counted locally meanwhile, or expired: nothing to take back there
      }
    }
    this.local.release(key, weight);
  }

  private fallingBack(reason: string): void {
    if (fallbackLogged) return;
    fallbackLogged = true;
    console.warn(
      `[rate-limit] Redis unavailable (${reason}): limits are counted per instance until it answers`,
    );
  }
}
