import { errors } from '@strapi/utils';
import { SharedLimiter } from './rate-limit';
import { authRateLimitEnabled } from './settings';
import type { Ctx } from './types';

/**
 * The request limits of the shop's own endpoints, each a fixed window counted through
 * `SharedLimiter` (in Redis with `REDIS_URL`, so every instance shares it). Maxima and windows come
 * from the environment (`<NAME>_RATE_LIMIT_MAX`, `<NAME>_RATE_LIMIT_WINDOW_MS`).
 */
export interface LimitSpec {
  /** the environment prefix and the counters' name, e.g. `CART_WRITE` */
  name: string;
  max: number;
  windowMs: number;
  message: string;
  /** `TEST_DISABLE_RATELIMIT=1` turns it off (like the login limit) */
  switchable: boolean;
}

const SPECS = {
  /** contact messages per client IP (always counted: the tests set their own maximum) */
  contact: {
    name: 'CONTACT',
    max: 5,
    windowMs: 60_000,
    message: 'Too many messages, please try again later.',
    switchable: false,
  },
  /** newsletter sign-ups per client IP */
  newsletter: {
    name: 'NEWSLETTER',
    max: 10,
    windowMs: 10 * 60_000,
    message: 'Too many sign-ups, please try again later.',
    switchable: true,
  },
  /** reviews per member */
  review: {
    name: 'REVIEW',
    max: 5,
    windowMs: 60 * 60_000,
    message: 'Too many reviews, please try again later.',
    switchable: true,
  },
  /** new accounts per client IP */
  register: {
    name: 'REGISTER',
    max: 10,
    windowMs: 60 * 60_000,
    message: 'Too many new accounts from your network, please try again later.',
    switchable: true,
  },
  /** password reset e-mails asked for per client IP */
  forgotPassword: {
    name: 'FORGOT_PASSWORD',
    max: 20,
    windowMs: 60 * 60_000,
    message: 'Too many password reset requests, please try again later.',
    switchable: true,
  },
  /** password reset e-mails asked for per e-mail address */
  forgotPasswordAccount: {
    name: 'FORGOT_PASSWORD_ACCOUNT',
    max: 3,
    windowMs: 60 * 60_000,
    message: 'Too many password reset requests, please try again later.',
    switchable: true,
  },
  /** e-mail address changes asked for per member (each sends two mails) */
  emailChange: {
    name: 'EMAIL_CHANGE',
    max: 5,
    windowMs: 60 * 60_000,
    message: 'Too many e-mail address changes, please try again later.',
    switchable: true,
  },
  /** confirmation links sent again per account (the one sent at sign-up is not counted) */
  emailConfirmation: {
    name: 'EMAIL_CONFIRMATION',
    max: 3,
    windowMs: 60 * 60_000,
    message: 'Too many confirmation e-mails, please try again later.',
    switchable: false,
  },
  /** confirmation links sent again per client IP */
  emailConfirmationIp: {
    name: 'EMAIL_CONFIRMATION_IP',
    max: 20,
    windowMs: 60 * 60_000,
    message: 'Too many confirmation e-mails, please try again later.',
    switchable: true,
  },
  /** new passwords set with a reset code per client IP */
  resetPassword: {
    name: 'RESET_PASSWORD',
    max: 20,
    windowMs: 60 * 60_000,
    message: 'Too many password reset attempts, please try again later.',
    switchable: true,
  },
  /** anonymous carts created per client IP */
  cartCreate: {
    name: 'CART_CREATE',
    max: 60,
    windowMs: 60 * 60_000,
    message: 'Too many cart changes, please try again in a moment.',
    switchable: true,
  },
  /** cart creations, updates, deletions and merges per client IP */
  cartWrite: {
    name: 'CART_WRITE',
    max: 300,
    windowMs: 60_000,
    message: 'Too many cart changes, please try again in a moment.',
    switchable: true,
  },
} satisfies Record<string, LimitSpec>;

export type LimitName = keyof typeof SPECS;

const positive = (value: string | undefined, fallback: number): number => {
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
};

/** The spec with the environment's maximum and window applied. */
export function limitSpec(limit: LimitName, env: NodeJS.ProcessEnv = process.env): LimitSpec {
  const spec: LimitSpec = SPECS[limit];
  return {
    ...spec,
    max: positive(env[`${spec.name}_RATE_LIMIT_MAX`], spec.max),
    windowMs: positive(env[`${spec.name}_RATE_LIMIT_WINDOW_MS`], spec.windowMs),
  };
}

const limiters = new Map<LimitName, { spec: LimitSpec; limiter: SharedLimiter }>();

function limiterOf(limit: LimitName) {
  let found = limiters.get(limit);
  if (!found) {
    const spec = limitSpec(limit);
    found = { spec, limiter: new SharedLimiter(spec.name.toLowerCase(), spec.max, spec.windowMs) };
    limiters.set(limit, found);
  }
  return found;
}

/**
 * Counts one request of `key` (a client IP, a member id) against the limit; over it, answers 429
 * (`RateLimitError` with the limit's message) with `Retry-After`.
 */
export async function enforceLimit(ctx: Ctx, limit: LimitName, key: string): Promise<void> {
  const { spec, limiter } = limiterOf(limit);
  if (spec.switchable && !authRateLimitEnabled()) return;
  const counted = await limiter.hit(key);
  if (counted.allowed) return;
  ctx.set('Retry-After', String(counted.retryAfterSeconds));
  throw new errors.RateLimitError(spec.message, { retryAfterSeconds: counted.retryAfterSeconds });
}
