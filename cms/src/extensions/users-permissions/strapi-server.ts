import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { bodyData, isRecord, type Ctx } from '../../lib/types';
import { ADDRESS_FIELDS, EMAIL, addressProblem, fieldProblem } from '../../lib/address';
import { refuseStaleToken, uniqueMillis, type TokenPayload } from '../../bootstrap/sessions';
import { enforceLimit } from '../../lib/limits';
import { authRateLimitEnabled, isContentLocale } from '../../lib/settings';
import { LOGIN_BACKOFF_MESSAGE, accountKey, sharedLoginBackoff } from '../../lib/login-backoff';
import { EMAIL_TAKEN, emailChanges } from './email-change';
import {
  CURRENT_PASSWORD_REQUIRED,
  CURRENT_PASSWORD_WRONG,
  FRESH_SIGN_IN_REQUIRED,
  WRONG_CREDENTIALS,
  findSignInAccount,
  passwordMatches,
  reportCaseDuplicateUsernames,
  signedInRecently,
  usernameProblem,
} from './identity';
import { emailConfirmations, mailLocaleOf, type MailMember } from './account-mails';

/** Fields a member may change on their own account with PUT /api/users/me. */
const PROFILE_FIELDS = ['firstName', 'lastName', 'birthday', 'phone'] as const;

/** The running instance, for controllers (which receive only the request). */
const runningStrapi = (): Core.Strapi => (globalThis as unknown as { strapi: Core.Strapi }).strapi;

type JwtService = {
  verify(token: string): Promise<TokenPayload>;
  issue(payload: unknown, options?: Record<string, unknown>): unknown;
  getToken(ctx: Ctx): Promise<TokenPayload | null> | null;
} & Record<string, unknown>;

type Handler = (ctx: Ctx, next?: () => Promise<void>) => Promise<unknown>;
type AuthControllers = Record<string, Handler>;

interface UsersPermissionsPlugin {
  controllers: Record<string, Record<string, unknown>> & {
    auth?: (deps: { strapi: Core.Strapi }) => AuthControllers;
  };
  services: Record<string, unknown>;
  bootstrap?: (deps: { strapi: Core.Strapi }) => unknown;
  routes: Record<string, { routes: Array<Record<string, unknown>> }>;
}

const clean = (value: unknown, max = 200): string | null =>
  typeof value === 'string' ? value.trim().slice(0, max) : null;

/** The earliest birthday a member may give. */
export const EARLIEST_BIRTHDAY = '1900-01-01';
export const BIRTHDAY_INVALID = 'birthday must be a date (YYYY-MM-DD)';
export const BIRTHDAY_FUTURE = 'Birthday cannot be in the future';
export const BIRTHDAY_TOO_EARLY = 'Birthday cannot be before 1900-01-01';

/** A refused field, answered 400 with the field named (`details.fields`, `details.errors`). */
export function fieldError(field: string, message: string): errors.ValidationError {
  return new errors.ValidationError(message, {
    fields: [field],
    errors: [{ path: [field], message, name: 'ValidationError' }],
  });
}

/**
 * A birthday as `YYYY-MM-DD`: a real calendar date, not before 1900-01-01 and not after today
 * (today anywhere on earth: the member's day may already have begun east of UTC).
 */
export function checkedBirthday(value: unknown, now = Date.now()): string {
  const date = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
  const parsed = date ? new Date(`${date}T00:00:00Z`) : null;
  if (
    !date ||
    !parsed ||
    Number.isNaN(parsed.getTime()) ||
    parsed.toISOString().slice(0, 10) !== date
  ) {
    throw fieldError('birthday', BIRTHDAY_INVALID);
  }
  if (date < EARLIEST_BIRTHDAY) throw fieldError('birthday', BIRTHDAY_TOO_EARLY);
  const latest = new Date(now + 14 * 60 * 60_000).toISOString().slice(0, 10);
  if (date > latest) throw fieldError('birthday', BIRTHDAY_FUTURE);
  return date;
}

/** Builds the update from the whitelisted fields only; role, confirmed, blocked etc. are dropped. */
export function pickProfileUpdate(input: Record<string, unknown>): Record<string, unknown> {
  const update: Record<string, unknown> = {};
  for (const key of PROFILE_FIELDS) {
    if (!(key in input)) continue;
    const value = input[key];
    if (key === 'birthday') {
      if (value === null || value === '') update.birthday = null;
      else update.birthday = checkedBirthday(value);
    } else {
      update[key] = clean(value, key === 'phone' ? 40 : 100);
    }
  }
  if ('shippingAddress' in input) {
    const raw = input.shippingAddress;
    if (raw === null) update.shippingAddress = null;
    else if (isRecord(raw)) {
      const address: Record<string, unknown> = {};
      const problems: ReturnType<typeof fieldProblem>[] = [];
      for (const key of ADDRESS_FIELDS) {
        if (!(key in raw)) continue;
        const value = typeof raw[key] === 'string' ? raw[key].trim() : '';
        // Refused with the field named, never stored cut short.
        const problem = addressProblem(key, value, false);
        if (problem) problems.push(fieldProblem(`shippingAddress.${key}`, problem, key));
        address[key] = typeof raw[key] === 'string' ? value : null;
      }
      if (problems.length > 0) {
        throw new errors.ValidationError(problems[0]!.message, {
          fields: problems.map((p) => p.path.join('.')),
          errors: problems,
        });
      }
      update.shippingAddress = address;
    } else throw new errors.ValidationError('shippingAddress must be an object');
  }
  if ('username' in input) {
    const username = clean(input.username, 100);
    if (!username || username.length < 3) {
      throw new errors.ValidationError('username must have at least 3 characters');
    }
    update.username = username;
  }
  if ('email' in input) {
    const email = clean(input.email, 254)?.toLowerCase();
    if (!email || !EMAIL.test(email)) {
      throw new errors.ValidationError('Please enter a valid email address');
    }
    update.email = email;
  }
  return update;
}

/** Refuses while the account waits out its sign-in back-off (wrong passwords count there). */
async function checkBackoff(ctx: Ctx, key: string): Promise<void> {
  if (!authRateLimitEnabled()) return;
  const wait = await sharedLoginBackoff().waitSeconds(key);
  if (wait > 0) {
    ctx.set('Retry-After', String(wait));
    throw new errors.RateLimitError(LOGIN_BACKOFF_MESSAGE, { retryAfterSeconds: wait });
  }
}

async function failedAttempt(key: string): Promise<void> {
  if (authRateLimitEnabled()) await sharedLoginBackoff().failed(key);
}

/**
 * What takes an account over (its e-mail address, its password) asks for the current password;
 * a member without one (signed up with another provider) must have signed in minutes ago.
 */
async function reauthenticate(
  strapi: Core.Strapi,
  ctx: Ctx,
  member: { id: number; email: string },
  currentPassword: unknown,
): Promise<void> {
  const row = (await strapi.db.query('plugin::users-permissions.user').findOne({
    where: { id: member.id },
    select: ['id', 'password'],
  })) as { password?: string | null } | null;
  if (!row?.password) {
    if (await signedInRecently(strapi, ctx)) return;
    throw fieldError('currentPassword', FRESH_SIGN_IN_REQUIRED);
  }
  if (typeof currentPassword !== 'string' || currentPassword === '') {
    throw fieldError('currentPassword', CURRENT_PASSWORD_REQUIRED);
  }
  const key = accountKey(member.email);
  await checkBackoff(ctx, key);
  if (!(await passwordMatches(strapi, currentPassword, row.password))) {
    await failedAttempt(key);
    throw fieldError('currentPassword', CURRENT_PASSWORD_WRONG);
  }
}

export default (plugin: UsersPermissionsPlugin) => {
  // Usernames that differ only in case, from before they were refused, are reported at start.
  const bootstrap = plugin.bootstrap;
  plugin.bootstrap = async (deps: { strapi: Core.Strapi }) => {
    await bootstrap?.(deps);
    await reportCaseDuplicateUsernames(deps.strapi);
  };

  // Member tokens issued before the member's last password change are refused (sessions.ts).
  const createJwtService = plugin.services.jwt as (deps: { strapi: Core.Strapi }) => JwtService;
  plugin.services.jwt = ({ strapi }: { strapi: Core.Strapi }): JwtService => {
    const base = createJwtService({ strapi });
    return {
      ...base,
      async verify(token: string) {
        return refuseStaleToken(strapi, await base.verify(token));
      },
      /** Member tokens also carry their issue time in milliseconds (`iatMs`, see sessions.ts). */
      issue(payload: unknown, options?: Record<string, unknown>) {
        const claims = isRecord(payload) ? { ...payload, iatMs: uniqueMillis() } : payload;
        return base.issue(claims, options);
      },
    };
  };

  // The shop's own account mails: confirmation at sign-up (members sign in at once), sent again
  // on request, and the password reset, each in the member's language with its links under that
  // language's prefix.
  const createAuth = plugin.controllers.auth;
  if (createAuth) {
    plugin.controllers.auth = ({ strapi }: { strapi: Core.Strapi }): AuthControllers => {
      const base = createAuth({ strapi });
      const confirmations = () => emailConfirmations(strapi);
      return {
        ...base,
        /** POST /auth/local/register: also `locale` (the page's); mails the confirmation link. */
        async register(ctx: Ctx) {
          const body = isRecord(ctx.request.body) ? { ...ctx.request.body } : {};
          const locale = mailLocaleOf(body.locale);
          delete body.locale;
          if (body.birthday !== undefined && body.birthday !== null && body.birthday !== '') {
            body.birthday = checkedBirthday(body.birthday);
          } else delete body.birthday;
          if (typeof body.username === 'string' && typeof body.email === 'string') {
            // the new account's own address counts as its own: no other account can register it
            const problem = await usernameProblem(strapi, body.username.trim(), {
              ownEmail: body.email.trim(),
            });
            if (problem) throw fieldError('username', problem);
          }
          ctx.request.body = body;
          await base.register!(ctx);
          const answer = isRecord(ctx.body) ? ctx.body : null;
          const user = answer && isRecord(answer.user) ? answer.user : null;
          if (!user || typeof user.id !== 'number') return;
          const member = user as unknown as MailMember;
          try {
            await confirmations().send(member, locale, true);
          } catch (error) {
            // The account works without it; the member centre offers to send the link again.
            strapi.log.error(`Sign-up of member ${member.id}: confirmation mail not sent`, error);
          }
          ctx.body = { ...answer, user: { ...user, confirmed: false } };
        },
        /**
         * POST /auth/local: an identifier with an @ finds only the account with that e-mail, any
         * other only the account with that username. An unknown identifier, or an account without
         * a password, is compared against a stand-in hash of the same cost, so the answer takes
         * as long as a wrong password does and tells nothing about which accounts exist.
         */
        async callback(ctx: Ctx, next?: () => Promise<void>) {
          const params = isRecord(ctx.params) ? ctx.params : {};
          const provider = typeof params.provider === 'string' ? params.provider : 'local';
          const body = isRecord(ctx.request.body) ? ctx.request.body : {};
          const { identifier, password } = body;
          const mode: string = strapi.config.get(
            'plugin::users-permissions.jwtManagement',
            'legacy-support',
          );
          if (
            provider !== 'local' ||
            mode === 'refresh' ||
            typeof identifier !== 'string' ||
            typeof password !== 'string' ||
            !identifier ||
            !password
          ) {
            return base.callback!(ctx, next);
          }
          const store = strapi.store({ type: 'plugin', name: 'users-permissions' });
          const grant = (await store.get({ key: 'grant' })) as Record<
            string,
            { enabled?: boolean }
          >;
          if (!grant?.email?.enabled)
            throw new errors.ApplicationError('This provider is disabled');
          const user = await findSignInAccount(strapi, identifier);
          if (!(await passwordMatches(strapi, password, user?.password))) {
            throw new errors.ValidationError(WRONG_CREDENTIALS);
          }
          const account = user!;
          const advanced = (await store.get({ key: 'advanced' })) as {
            email_confirmation?: boolean;
          };
          if (advanced?.email_confirmation && account.confirmed !== true) {
            throw new errors.ApplicationError('Your account email is not confirmed');
          }
          if (account.blocked === true) {
            throw new errors.ApplicationError('Your account has been blocked by an administrator');
          }
          const jwt = strapi.plugin('users-permissions').service('jwt') as JwtService;
          const schema = strapi.getModel('plugin::users-permissions.user');
          ctx.body = {
            jwt: jwt.issue({ id: account.id }),
            user: await strapi.contentAPI.sanitize.output(account, schema, {
              auth: ctx.state.auth,
            }),
          };
        },
        /**
         * POST /auth/change-password: a wrong current password counts against the sign-in
         * back-off of the account. A member who signed up with another provider (no password)
         * sets one without it, within minutes of signing in.
         */
        async changePassword(ctx: Ctx, next?: () => Promise<void>) {
          const authUser = ctx.state.user as { id?: unknown } | undefined;
          if (!authUser) return base.changePassword!(ctx, next);
          const row = (await strapi.db.query('plugin::users-permissions.user').findOne({
            where: { id: authUser.id },
          })) as { id: number; email: string; password?: string | null } | null;
          if (!row) return base.changePassword!(ctx, next);
          const body = isRecord(ctx.request.body) ? ctx.request.body : {};
          if (!row.password) {
            if (!(await signedInRecently(strapi, ctx))) {
              throw fieldError('currentPassword', FRESH_SIGN_IN_REQUIRED);
            }
            const password = body.password;
            if (typeof password !== 'string' || password === '') {
              throw fieldError('password', 'Password is required');
            }
            if (password !== body.passwordConfirmation) {
              throw fieldError(
                'passwordConfirmation',
                'Password is not same as re-entered password',
              );
            }
            if (password.length < 6) {
              throw fieldError('password', 'Password must be 6+ characters, letters and numbers.');
            }
            await strapi.plugin('users-permissions').service('user').edit(row.id, { password });
            const jwt = strapi.plugin('users-permissions').service('jwt') as JwtService;
            const schema = strapi.getModel('plugin::users-permissions.user');
            ctx.body = {
              jwt: jwt.issue({ id: row.id }),
              user: await strapi.contentAPI.sanitize.output(row, schema, { auth: ctx.state.auth }),
            };
            return;
          }
          const key = accountKey(row.email);
          await checkBackoff(ctx, key);
          if (typeof body.currentPassword !== 'string' || body.currentPassword === '') {
            throw fieldError('currentPassword', CURRENT_PASSWORD_REQUIRED);
          }
          try {
            await base.changePassword!(ctx, next);
          } catch (error) {
            if (
              error instanceof errors.ValidationError &&
              error.message === 'The provided current password is invalid'
            ) {
              await failedAttempt(key);
              throw fieldError('currentPassword', CURRENT_PASSWORD_WRONG);
            }
            throw error;
          }
        },
        /** GET /auth/email-confirmation?confirmation=…: confirms; answers `{ confirmed, email }`. */
        async emailConfirmation(ctx: Ctx) {
          const query = isRecord(ctx.query) ? ctx.query : {};
          const { email } = await confirmations().confirm(query.confirmation);
          ctx.body = { confirmed: true, email };
        },
        /**
         * POST /auth/send-email-confirmation: a signed-in member's own address, else `{ email }`;
         * `locale` names the mail's language. Limited per account and per client IP.
         */
        async sendEmailConfirmation(ctx: Ctx) {
          const body = isRecord(ctx.request.body) ? ctx.request.body : {};
          const authUser = ctx.state.user as { id?: unknown } | undefined;
          const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
          if (!authUser && !EMAIL.test(email)) {
            throw fieldError('email', 'Please enter a valid email address');
          }
          await enforceLimit(ctx, 'emailConfirmationIp', ctx.request.ip);
          const member = await confirmations().unconfirmed(
            authUser ? { id: Number(authUser.id) } : { email },
          );
          if (!member) {
            ctx.body = { email, sent: true };
            return;
          }
          await enforceLimit(ctx, 'emailConfirmation', accountKey(member.email));
          await confirmations().send(member, mailLocaleOf(body.locale, member), false);
          ctx.body = { email: member.email, sent: true };
        },
        /** POST /auth/forgot-password `{ email, locale? }`: the shop's reset mail; always ok. */
        async forgotPassword(ctx: Ctx) {
          const body = isRecord(ctx.request.body) ? ctx.request.body : {};
          const email = typeof body.email === 'string' ? body.email.trim() : '';
          if (!EMAIL.test(email.toLowerCase())) {
            throw fieldError('email', 'Please enter a valid email address');
          }
          await confirmations().sendPasswordReset(email, body.locale);
          ctx.body = { ok: true };
        },
      };
    };
  }

  const me = plugin.controllers.user?.me as ((ctx: Ctx) => Promise<void>) | undefined;
  plugin.controllers.user = {
    ...plugin.controllers.user,
    /** GET /api/users/me, with the address waiting for confirmation (`pendingEmail`). */
    async me(ctx: Ctx) {
      await me?.(ctx);
      const authUser = ctx.state.user;
      if (authUser && ctx.status === 200 && isRecord(ctx.body)) {
        const strapi = runningStrapi();
        ctx.body = { ...ctx.body, pendingEmail: await emailChanges(strapi).pendingOf(authUser.id) };
      }
    },
    /** PUT /api/users/me: the JWT user updates their own profile (whitelisted fields). */
    async updateMe(ctx: Ctx) {
      // users-permissions puts the whole account row here, e-mail and username included.
      const authUser = ctx.state.user as
        { id: number; email?: unknown; username?: unknown; confirmed?: unknown } | undefined;
      if (!authUser) return ctx.unauthorized();
      const strapi = runningStrapi();
      const changes = emailChanges(strapi);
      const body = isRecord(ctx.request.body) ? ctx.request.body : {};
      // Both `{ ...fields }` and `{ data: { ...fields } }` are accepted.
      const input = isRecord(body.data) ? bodyData(ctx) : body;
      const { email: wantedEmail, ...update } = pickProfileUpdate(input);
      const member = {
        id: Number(authUser.id),
        email: String(authUser.email),
        username: String(authUser.username),
      };
      const newEmail =
        typeof wantedEmail === 'string' && wantedEmail !== member.email.toLowerCase()
          ? wantedEmail
          : null;
      // The username follows the e-mail once the new address is confirmed, not before.
      if (newEmail && update.username === newEmail) delete update.username;
      // Signing in finds an account by its e-mail or its username, so, as at registration, a
      // username is unique in any case and names no other account's e-mail; one shaped like an
      // e-mail address must be the member's own, confirmed address.
      if (typeof update.username === 'string' && update.username !== member.username) {
        const problem = await usernameProblem(strapi, update.username, {
          ownEmail: authUser.confirmed === true ? member.email : null,
          memberId: member.id,
        });
        if (problem) throw fieldError('username', problem);
      }
      if (newEmail) {
        await reauthenticate(strapi, ctx, member, input.currentPassword);
        if (await changes.takenByOther(newEmail, member.id)) {
          throw new errors.ApplicationError(EMAIL_TAKEN);
        }
        await enforceLimit(ctx, 'emailChange', String(member.id));
      }
      if (Object.keys(update).length > 0) {
        await strapi.plugin('users-permissions').service('user').edit(member.id, update);
      }
      const locale = isContentLocale(input.locale) ? input.locale : 'en';
      if (newEmail) await changes.request(member, newEmail, locale);
      // Saving the current address again withdraws a change waiting for confirmation.
      else if (typeof wantedEmail === 'string') await changes.cancel(member.id);
      const fresh = await strapi
        .plugin('users-permissions')
        .service('user')
        .fetch(member.id, {
          populate: { shippingAddress: true, role: true },
        });
      const schema = strapi.getModel('plugin::users-permissions.user');
      const output = await strapi.contentAPI.sanitize.output(fresh, schema, {
        auth: ctx.state.auth,
      });
      ctx.body = {
        ...(output as Record<string, unknown>),
        pendingEmail: await changes.pendingOf(member.id),
      };
    },
    /**
     * POST /api/auth/email-change/cancel `{ code }`: the link of the notice to the previous
     * address; answers `{ cancelled: true, email }` (the address the account keeps).
     */
    async cancelEmailChange(ctx: Ctx) {
      const strapi = runningStrapi();
      const body = isRecord(ctx.request.body) ? ctx.request.body : {};
      ctx.body = await emailChanges(strapi).cancelByLink(body.code);
    },
    /** POST /api/auth/email-change `{ code }`: applies the change; answers `{ email }`. */
    async confirmEmailChange(ctx: Ctx) {
      const strapi = runningStrapi();
      const body = isRecord(ctx.request.body) ? ctx.request.body : {};
      ctx.body = await emailChanges(strapi).confirm(body.code);
    },
  };

  // The link mailed to a new address: open, since it may be opened on another device.
  plugin.routes['content-api']!.routes.push({
    method: 'POST',
    path: '/auth/email-change',
    handler: 'user.confirmEmailChange',
    config: { prefix: '', auth: false },
  });
  plugin.routes['content-api']!.routes.push({
    method: 'POST',
    path: '/auth/email-change/cancel',
    handler: 'user.cancelEmailChange',
    config: { prefix: '', auth: false },
  });

  // Before PUT /users/:id, so /users/me is not read as an id.
  plugin.routes['content-api']!.routes.unshift({
    method: 'PUT',
    path: '/users/me',
    handler: 'user.updateMe',
    config: { prefix: '' },
  });

  return plugin;
};
