import crypto from 'node:crypto';
import { readyRedis, redisKeyPrefix } from './redis';

/**
 * Sign-in back-off per account: after `freeFailures` wrong passwords in a row, each further attempt
 * must wait `baseMs`, doubling with every failure up to `maxMs`. A successful sign-in forgets the
 * failures, and so does an hour without one. Counted in Redis with `REDIS_URL` (every instance
 * shares it), in this process otherwise (bounded).
 */
export interface BackoffPolicy {
  freeFailures: number;
  baseMs: number;
  maxMs: number;
  /** failures are forgotten this long after the last one */
  forgetMs: number;
}

interface Failures {
  count: number;
  lastAt: number;
}

const positive = (value: string | undefined, fallback: number): number => {
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
};

export function backoffPolicy(env: NodeJS.ProcessEnv = process.env): BackoffPolicy {
  return {
    freeFailures: positive(env.LOGIN_BACKOFF_FREE_FAILURES, 5),
    baseMs: positive(env.LOGIN_BACKOFF_BASE_MS, 30_000),
    maxMs: positive(env.LOGIN_BACKOFF_MAX_MS, 15 * 60_000),
    forgetMs: 60 * 60_000,
  };
}

/** How long after the last failure the next attempt must wait (0: at once). */
export function waitAfter(failures: number, policy: BackoffPolicy): number {
  if (failures < policy.freeFailures) return 0;
  const doublings = Math.min(failures - policy.freeFailures, 30);
  return Math.min(policy.baseMs * 2 ** doublings, policy.maxMs);
}

/** Seconds still to wait before the account may try again (0: it may try now). */
export function secondsToWait(failures: Failures | null, policy: BackoffPolicy, now: number) {
  if (!failures) return 0;
  const readyAt = failures.lastAt + waitAfter(failures.count, policy);
  return readyAt > now ? Math.ceil((readyAt - now) / 1000) : 0;
}

/** Accounts are named by a digest of the normalised identifier (no addresses kept in memory). */
export const accountKey = (identifier: string): string =>
  crypto.createHash('sha256').update(identifier.trim().toLowerCase()).digest('base64url');

const MAX_LOCAL_ACCOUNTS = 10_000;

export const LOGIN_BACKOFF_MESSAGE = 'Too many failed sign-in attempts, please try again later.';

/**
 * Failures counted in this process, shared by every LoginBackoff: wrong passwords at sign-in and
 * wrong current passwords when changing the e-mail address or the password count together.
 */
const processFailures = new Map<string, Failures>();

export class LoginBackoff {
  private readonly local = processFailures;

  constructor(readonly policy: BackoffPolicy = backoffPolicy()) {}

  private redisKey(account: string): string {
    return `${redisKeyPrefix()}login-backoff:${account}`;
  }

  /** Seconds the account must still wait before its next attempt (0: it may try now). */
  async waitSeconds(account: string, now = Date.now()): Promise<number> {
    return secondsToWait(await this.read(account, now), this.policy, now);
  }

  async failed(account: string, now = Date.now()): Promise<void> {
    const client = readyRedis();
    if (client) {
      try {
        const id = this.redisKey(account);
        await client
          .multi()
          .hIncrBy(id, 'count', 1)
          .hSet(id, 'lastAt', String(now))
          .pExpire(id, this.policy.forgetMs)
          .exec();
        return;
      } catch {
        // counted in this process while Redis is away
      }
    }
    const known = this.fresh(account, now);
    this.local.delete(account);
    this.local.set(account, { count: (known?.count ?? 0) + 1, lastAt: now });
    while (this.local.size > MAX_LOCAL_ACCOUNTS) {
      this.local.delete(this.local.keys().next().value as string);
    }
  }

  async succeeded(account: string): Promise<void> {
    this.local.delete(account);
    const client = readyRedis();
    if (!client) return;
    try {
      await client.del(this.redisKey(account));
    } catch {
      // expires on its own
    }
  }

  private async read(account: string, now: number): Promise<Failures | null> {
    const client = readyRedis();
    if (client) {
      try {
        const stored = await client.hGetAll(this.redisKey(account));
        if (!stored.count) return this.fresh(account, now);
        return { count: Number(stored.count), lastAt: Number(stored.lastAt) };
      } catch {
        // fall back to what this process counted
      }
    }
    return this.fresh(account, now);
  }

  private fresh(account: string, now: number): Failures | null {
    const known = this.local.get(account);
    if (!known) return null;
    if (now - known.lastAt > this.policy.forgetMs) {
      this.local.delete(account);
      return null;
    }
    return known;
  }
}

let shared: LoginBackoff | undefined;

/** The back-off with the configured policy, for checks outside the sign-in request. */
export function sharedLoginBackoff(): LoginBackoff {
  shared ??= new LoginBackoff();
  return shared;
}
