import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { FilterValueRefused, checkFilterValues, type FilterSchema } from '../lib/filter-values';
import { apiPrefixOf, requestPath, segmentsUnder } from '../lib/request-path';
import type { Ctx } from '../lib/types';

/**
 * `filters` of content API requests checked against the types of their fields
 * (`lib/filter-values.ts`): a value the field cannot be compared with answers 400 naming it, instead
 * of an error from the database.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const prefix = apiPrefixOf(strapi);
  const schemaOf = (uid: string): FilterSchema | undefined =>
    (strapi.getModel(uid as Parameters<typeof strapi.getModel>[0]) as FilterSchema | undefined) ??
    undefined;
  /** route segment (plural or singular name) -> content type */
  let routes: Map<string, string> | undefined;
  const routeTypes = (): Map<string, string> => {
    if (routes) return routes;
    routes = new Map();
    for (const [uid, type] of Object.entries(strapi.contentTypes)) {
      const info = (type as { info?: { singularName?: string; pluralName?: string } }).info;
      if (!uid.startsWith('api::') || !info) continue;
      if (info.pluralName) routes.set(info.pluralName.toLowerCase(), uid);
      if (info.singularName) routes.set(info.singularName.toLowerCase(), uid);
    }
    routes.set('users', 'plugin::users-permissions.user');
    return routes;
  };

  return async (ctx: Ctx, next: () => Promise<void>) => {
    const query = ctx.query as Record<string, unknown>;
    if (!('filters' in query)) return next();
    const first = segmentsUnder(requestPath(ctx), prefix)?.[0];
    const uid = first === undefined ? undefined : routeTypes().get(first);
    const schema = uid ? schemaOf(uid) : undefined;
    if (!schema) return next();
    try {
      checkFilterValues(query.filters, schema, schemaOf);
    } catch (error) {
      if (!(error instanceof FilterValueRefused)) throw error;
      throw new errors.ValidationError(error.message, {
        source: 'query',
        param: 'filters',
        path: error.path,
      });
    }
    return next();
  };
};
