import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { PopulateRefused, normalisePopulate, populateRuleFor } from '../lib/populate-allow-list';
import { apiPrefixOf, requestPath, segmentsUnder } from '../lib/request-path';
import type { Ctx } from '../lib/types';

interface ApiTokenService {
  hash(token: string): string;
  getByAccessKey(hash: string): Promise<{ kind?: string | null; expiresAt?: string | null } | null>;
}

/** The bearer token of a request, when it is one and not a JWT (API tokens have no dots). */
function opaqueBearer(ctx: Ctx): string | null {
  const match = /^bearer\s+(\S+)$/i.exec(ctx.get('authorization').trim());
  const token = match?.[1];
  return token && !token.includes('.') ? token : null;
}

/**
 * `populate` on the content API for public callers (visitors and members: every request without
 * a valid API token; admin sessions do not reach the content API): checked against the route's
 * allow-list (`lib/populate-allow-list.ts`) and rewritten in one canonical form. A name outside the
 * list answers 400; on routes without a list `populate` is dropped.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const prefix = apiPrefixOf(strapi);

  /** Whether the request carries a valid content API token (integrations keep Strapi's rules). */
  const withApiToken = async (ctx: Ctx): Promise<boolean> => {
    const token = opaqueBearer(ctx);
    if (!token) return false;
    const service = (strapi.service('admin::api-token-content-api') ??
      strapi.service('admin::api-token')) as unknown as ApiTokenService | undefined;
    if (!service?.hash || !service.getByAccessKey) return false;
    try {
      const found = await service.getByAccessKey(service.hash(token));
      if (!found || (found.kind != null && found.kind !== 'content-api')) return false;
      return !found.expiresAt || new Date(found.expiresAt).getTime() > Date.now();
    } catch {
      return false;
    }
  };

  return async (ctx: Ctx, next: () => Promise<void>) => {
    const query = ctx.query as Record<string, unknown>;
    if (!('populate' in query)) return next();
    const segments = segmentsUnder(requestPath(ctx), prefix);
    if (!segments || (await withApiToken(ctx))) return next();
    const { populate, ...rest } = query;
    const rule = populateRuleFor(segments);
    if (!rule) {
      ctx.query = rest;
      return next();
    }
    let tree;
    try {
      tree = normalisePopulate(populate, rule);
    } catch (error) {
      if (!(error instanceof PopulateRefused)) throw error;
      throw new errors.ValidationError(error.message, {
        source: 'query',
        param: 'populate',
        path: error.path,
        key: error.path.split('.').pop(),
      });
    }
    ctx.query = tree && Object.keys(tree).length ? { ...rest, populate: tree } : rest;
    return next();
  };
};
