import type { Core } from '@strapi/strapi';
import { StaffActionError } from '../lib/staff-error';
import type { Ctx } from '../lib/types';

/** The admin role of the people who run orders and stock. */
export const SHOP_MANAGER = { code: 'shop-manager', name: 'Shop manager' };
export const SUPER_ADMIN = 'strapi-super-admin';
export const EDITOR = 'strapi-editor';

interface AdminUser {
  id: number;
  email?: string;
  firstname?: string | null;
  lastname?: string | null;
  roles?: Array<{ code?: string }>;
}

/** The signed-in admin of a staff request: who they are, for the records they leave. */
export interface StaffMember {
  id: number;
  /** name and address, as the admin panel lists its users */
  label: string;
}

export const staffMemberOf = (ctx: Ctx): StaffMember => {
  const user = ctx.state.user as AdminUser;
  const name = [user.firstname, user.lastname].filter(Boolean).join(' ');
  return { id: user.id, label: name ? `${name} <${user.email ?? ''}>` : String(user.email ?? '') };
};

/** The admin behind the request being served, or null (a member, a visitor, the shop itself). */
export function staffRequestOf(strapi: Core.Strapi): StaffMember | null {
  const ctx = strapi.requestContext.get() as Ctx | undefined;
  const auth = ctx?.state?.auth as { strategy?: { name?: string } } | undefined;
  return ctx && auth?.strategy?.name === 'admin' ? staffMemberOf(ctx) : null;
}

/**
 * A policy for the admin API that lets through the admins holding one of `roleCodes`. Registered
 * as `global::<name>`.
 */
export function registerStaffPolicy(strapi: Core.Strapi, name: string, roleCodes: string[]) {
  const allowed = new Set(roleCodes);
  strapi
    .get('policies')
    .set(`global::${name}`, async (policyContext: { state: { user?: AdminUser } }) => {
      const user = policyContext.state.user;
      if (!user) return false;
      const found = (await strapi.db
        .query('admin::user')
        .findOne({ where: { id: user.id }, populate: ['roles'] })) as AdminUser | null;
      return (found?.roles ?? []).some((role) => allowed.has(String(role.code ?? '')));
    });
  return `global::${name}`;
}

const errorName = (status: number) =>
  status === 409 ? 'ConflictError' : status === 404 ? 'NotFoundError' : 'ApplicationError';

/**
 * A staff route's handler: a refused action answers in Strapi's error shape, with its code in
 * `details.code`; anything else is the server's error.
 */
export const staffHandler =
  (work: (ctx: Ctx) => Promise<void>) =>
  async (context: unknown): Promise<void> => {
    // Koa's context, read as the shop's controllers read it
    const ctx = context as Ctx;
    try {
      await work(ctx);
    } catch (error) {
      if (!(error instanceof StaffActionError)) throw error;
      ctx.status = error.status;
      ctx.body = {
        data: null,
        error: {
          status: error.status,
          name: errorName(error.status),
          message: error.message,
          details: { code: error.code, ...error.details },
        },
      };
    }
  };
