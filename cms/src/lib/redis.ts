import { createClient } from 'redis';

/**
 * The one Redis connection of this process, shared by the public read cache and the rate limits,
 * when `REDIS_URL` is set. Commands fail at once while Redis is unreachable (no offline queue), so
 * callers fall back to their in-process behaviour instead of waiting; the outage and the recovery
 * are each logged once.
 */
export type Redis = ReturnType<typeof createClient>;

let client: Redis | null | undefined;
const readyHooks: Array<() => void> = [];
let down = false;

const log = (message: string): void => {
  console.warn(`[redis] ${message}`);
};

/** Prefix of every key the shop writes (`REDIS_KEY_PREFIX`, default `teashop:`). */
export const redisKeyPrefix = (): string => process.env.REDIS_KEY_PREFIX || 'teashop:';

export const redisConfigured = (): boolean => Boolean(process.env.REDIS_URL?.trim());

/** The shared connection (connecting in the background), or null without `REDIS_URL`. */
export function redis(): Redis | null {
  if (client !== undefined) return client;
  const url = process.env.REDIS_URL?.trim();
  if (!url) {
    client = null;
    return client;
  }
  const created: Redis = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2_000,
      // keep trying, at most every 5 s, for as long as the process runs
      reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 5_000),
    },
  });
  created.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log(
      `unreachable at ${redactedUrl(url)} (${error.message}): public reads are cached and ` +
        'requests rate limited in this process only until it answers again',
    );
  });
  created.on('ready', () => {
    if (down) log('connected again: cache and rate limits shared again');
    down = false;
    for (const hook of readyHooks) hook();
  });
  created.connect().catch(() => {
    // reported by the error listener; reconnection goes on in the background
  });
  client = created;
  return client;
}

/** The connection when it can take commands now, else null. */
export function readyRedis(): Redis | null {
  const current = redis();
  return current?.isReady ? current : null;
}

/** Runs `hook` on every (re)connection, e.g. to drop what may have been missed meanwhile. */
export function onRedisReady(hook: () => void): void {
  readyHooks.push(hook);
}

/** Closes the connection (at shutdown). */
export async function closeRedis(): Promise<void> {
  const current = client;
  client = undefined;
  if (current?.isOpen) await current.quit().catch(() => undefined);
}

function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'REDIS_URL';
  }
}
