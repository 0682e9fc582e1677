import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { bodyData, isRecord, type Ctx } from '../../lib/types';
import { ADDRESS_FIELDS, EMAIL } from '../../lib/address';
import { refuseStaleToken, type TokenPayload } from '../../bootstrap/sessions';

/** Fields a member may change on their own account with PUT /api/users/me. */
const PROFILE_FIELDS = ['firstName', 'lastName', 'birthday', 'phone'] as const;

type JwtService = { verify(token: string): Promise<TokenPayload> } & Record<string, unknown>;

interface UsersPermissionsPlugin {
  controllers: Record<string, Record<string, unknown>>;
  services: Record<string, unknown>;
  routes: Record<string, { routes: Array<Record<string, unknown>> }>;
}

const clean = (value: unknown, max = 200): string | null =>
  typeof value === 'string' ? value.trim().slice(0, max) : null;

/** Builds the update from the whitelisted fields only; role, confirmed, blocked etc. are dropped. */
export function pickProfileUpdate(input: Record<string, unknown>): Record<string, unknown> {
  const update: Record<string, unknown> = {};
  for (const key of PROFILE_FIELDS) {
    if (!(key in input)) continue;
    const value = input[key];
    if (key === 'birthday') {
      if (value === null || value === '') update.birthday = null;
      else if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value))
        update.birthday = value;
      else throw new errors.ValidationError('birthday must be a date (YYYY-MM-DD)');
    } else {
      update[key] = clean(value, key === 'phone' ? 40 : 100);
    }
  }
  if ('shippingAddress' in input) {
    const raw = input.shippingAddress;
    if (raw === null) update.shippingAddress = null;
    else if (isRecord(raw)) {
      const address: Record<string, unknown> = {};
      for (const key of ADDRESS_FIELDS) if (key in raw) address[key] = clean(raw[key]);
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

  plugin.controllers.user = {
    ...plugin.controllers.user,
    /** PUT /api/users/me: the JWT user updates their own profile (whitelisted fields). */
    async updateMe(ctx: Ctx) {
      const authUser = ctx.state.user;
      if (!authUser) return ctx.unauthorized();
      const strapi = (globalThis as unknown as { strapi: Core.Strapi }).strapi;
      const body = isRecord(ctx.request.body) ? ctx.request.body : {};
      // Both `{ ...fields }` and `{ data: { ...fields } }` are accepted.
      const input = isRecord(body.data) ? bodyData(ctx) : body;
      const update = pickProfileUpdate(input);
      const users = strapi.db.query('plugin::users-permissions.user');
      // Logging in looks the identifier up among both e-mails (in any case) and usernames, so, as
      // at registration, neither may name another account: not its username, nor its e-mail.
      const otherAccount = (...match: Array<Record<string, unknown>>) =>
        users.findOne({ where: { id: { $ne: authUser.id }, $or: match } });
      if (
        typeof update.username === 'string' &&
        (await otherAccount({ username: update.username }, { email: { $eqi: update.username } }))
      ) {
        throw new errors.ApplicationError('Username already taken');
      }
      if (
        typeof update.email === 'string' &&
        (await otherAccount({ email: update.email }, { username: { $eqi: update.email } }))
      ) {
        throw new errors.ApplicationError('Email already taken');
      }
      await strapi.plugin('users-permissions').service('user').edit(authUser.id, update);
      const fresh = await strapi
        .plugin('users-permissions')
        .service('user')
        .fetch(authUser.id, {
          populate: { shippingAddress: true, role: true },
        });
      const schema = strapi.getModel('plugin::users-permissions.user');
      ctx.body = await strapi.contentAPI.sanitize.output(fresh, schema, { auth: ctx.state.auth });
    },
  };

  // Before PUT /users/:id, so /users/me is not read as an id.
  plugin.routes['content-api']!.routes.unshift({
    method: 'PUT',
    path: '/users/me',
    handler: 'user.updateMe',
    config: { prefix: '' },
  });

  return plugin;
};
