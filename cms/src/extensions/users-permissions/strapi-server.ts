import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { bodyData, isRecord, type Ctx } from '../../lib/types';
import { ADDRESS_FIELDS, EMAIL, addressProblem, fieldProblem } from '../../lib/address';
import { refuseStaleToken, type TokenPayload } from '../../bootstrap/sessions';
import { enforceLimit } from '../../lib/limits';
import { isContentLocale } from '../../lib/settings';
import { accountKey } from '../../lib/login-backoff';
import { EMAIL_TAKEN, emailChanges } from './email-change';
import { emailConfirmations, mailLocaleOf, type MailMember } from './account-mails';

/** Fields a member may change on their own account with PUT /api/users/me. */
const PROFILE_FIELDS = ['firstName', 'lastName', 'birthday', 'phone'] as const;

/** The running instance, for controllers (which receive only the request). */
const runningStrapi = (): Core.Strapi => (globalThis as unknown as { strapi: Core.Strapi }).strapi;

type JwtService = { verify(token: string): Promise<TokenPayload> } & Record<string, unknown>;

type Handler = (ctx: Ctx, next?: () => Promise<void>) => Promise<unknown>;
type AuthControllers = Record<string, Handler>;

interface UsersPermissionsPlugin {
  controllers: Record<string, Record<string, unknown>> & {
    auth?: (deps: { strapi: Core.Strapi }) => AuthControllers;
  };
  services: Record<string, unknown>;
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

export default (plugin: UsersPermissionsPlugin) => {
  // Member tokens issued before the member's last password change are refused (sessions.ts).
  const createJwtService = plugin.services.jwt as (deps: { strapi: Core.Strapi }) => JwtService;
  plugin.services.jwt = ({ strapi }: { strapi: Core.Strapi }): JwtService => {
    const base = createJwtService({ strapi });
    return {
      ...base,
      async verify(token: string) {
        return refuseStaleToken(strapi, await base.verify(token));
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
        { id: number; email?: unknown; username?: unknown } | undefined;
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
      // Logging in looks the identifier up among both e-mails (in any case) and usernames, so, as
      // at registration, neither may name another account: not its username, nor its e-mail.
      const users = strapi.db.query('plugin::users-permissions.user');
      const otherAccount = (...match: Array<Record<string, unknown>>) =>
        users.findOne({ where: { id: { $ne: member.id }, $or: match } });
      if (
        typeof update.username === 'string' &&
        (await otherAccount({ username: update.username }, { email: { $eqi: update.username } }))
      ) {
        throw new errors.ApplicationError('Username already taken');
      }
      if (newEmail) {
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

  // Before PUT /users/:id, so /users/me is not read as an id.
  plugin.routes['content-api']!.routes.unshift({
    method: 'PUT',
    path: '/users/me',
    handler: 'user.updateMe',
    config: { prefix: '' },
  });

  return plugin;
};
