import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { enforceLimit } from '../lib/limits';
import { LoginBackoff, accountKey } from '../lib/login-backoff';
import { apiPrefixOf, requestPath } from '../lib/request-path';
import { authRateLimitEnabled } from '../lib/settings';
import { isRecord, type Ctx } from '../lib/types';

export const LOGIN_BACKOFF_MESSAGE = 'Too many failed sign-in attempts, please try again later.';
const WRONG_CREDENTIALS = 'Invalid identifier or password';

const field = (ctx: Ctx, name: string): string => {
  const body: unknown = ctx.request.body;
  const value = isRecord(body) ? body[name] : undefined;
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
};

const isWrongCredentials = (error: unknown): boolean =>
  error instanceof errors.ValidationError && error.message === WRONG_CREDENTIALS;

/**
 * Limits of the account endpoints on top of users-permissions' own per-IP limit (which counts
 * register and forgot-password per e-mail and IP, so new addresses would pass it): new accounts and
 * reset requests per client IP, reset e-mails per address, and the sign-in back-off per account.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const prefix = apiPrefixOf(strapi);
  const backoff = new LoginBackoff();

  async function signIn(ctx: Ctx, next: () => Promise<void>) {
    const identifier = field(ctx, 'identifier');
    if (!identifier || !authRateLimitEnabled()) return next();
    const account = accountKey(identifier);
    const wait = await backoff.waitSeconds(account);
    if (wait > 0) {
      ctx.set('Retry-After', String(wait));
      throw new errors.RateLimitError(LOGIN_BACKOFF_MESSAGE, { retryAfterSeconds: wait });
    }
    try {
      await next();
    } catch (error) {
      if (isWrongCredentials(error)) await backoff.failed(account);
      throw error;
    }
    if (ctx.status === 200) await backoff.succeeded(account);
  }

  return async (ctx: Ctx, next: () => Promise<void>) => {
    if (ctx.method !== 'POST') return next();
    const path = requestPath(ctx);
    const ip = ctx.request.ip;
    switch (path) {
      case `${prefix}/auth/local`:
        return signIn(ctx, next);
      case `${prefix}/auth/local/register`:
        await enforceLimit(ctx, 'register', ip);
        return next();
      case `${prefix}/auth/forgot-password`: {
        await enforceLimit(ctx, 'forgotPassword', ip);
        const email = field(ctx, 'email');
        if (email) await enforceLimit(ctx, 'forgotPasswordAccount', accountKey(email));
        return next();
      }
      case `${prefix}/auth/reset-password`:
        await enforceLimit(ctx, 'resetPassword', ip);
        return next();
      default:
        return next();
    }
  };
};
