import { SharedLimiter } from './rate-limit';

/**
 * The counter store of the users-permissions login/register/forgot-password rate limit
 * (koa2-ratelimit, a dependency of that plugin): the plugin's limit and 429 answer are kept, only
 * the counting moves to `SharedLimiter`, so with `REDIS_URL` every instance shares it.
 */
interface KoaRateLimitOptions {
  interval: number;
  max: number;
}

interface KoaRateLimitStore {
  incr(key: string, options: KoaRateLimitOptions, weight: number): Promise<unknown>;
  decrement(key: string, options: KoaRateLimitOptions, weight: number): Promise<void>;
  saveAbuse(): void;
}

type StoreBase = new () => object;

/** koa2-ratelimit checks `store instanceof Store` against its own base class. */
function storeBase(): StoreBase {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- untyped CommonJS package, resolved as the plugin resolves it
  const module = require('koa2-ratelimit') as { Stores: { Store: StoreBase } };
  return module.Stores.Store;
}

export function sharedAuthRateLimitStore(): KoaRateLimitStore {
  const limiters = new Map<string, SharedLimiter>();
  const limiter = (options: KoaRateLimitOptions): SharedLimiter => {
    const id = `${options.max}/${options.interval}`;
    let found = limiters.get(id);
    if (!found) {
      found = new SharedLimiter(`auth:${id}`, options.max, options.interval);
      limiters.set(id, found);
    }
    return found;
  };
  class SharedAuthStore extends storeBase() implements KoaRateLimitStore {
    async incr(key: string, options: KoaRateLimitOptions, weight: number) {
      const counted = await limiter(options).hit(key, weight);
      return { counter: counted.count, dateEnd: counted.resetAt };
    }
    async decrement(key: string, options: KoaRateLimitOptions, weight: number) {
      await limiter(options).release(key, weight);
    }
    saveAbuse() {}
  }
  return new SharedAuthStore();
}
