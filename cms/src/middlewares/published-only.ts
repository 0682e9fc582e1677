import type { Core } from '@strapi/strapi';
import { apiPrefixOf, isUnder, requestPath } from '../lib/request-path';
import type { Ctx } from '../lib/types';
import { isPreviewRead } from './preview-drafts';

/**
 * Strapi's REST API honours `?status=draft` for anyone allowed to `find`. Shop visitors and members
 * must only ever see published content, so on the content API any status other than `published` is
 * replaced by `published` (editors work on drafts in the admin panel, which is not under /api).
 * The one exception is a draft preview read with a valid token (see preview-drafts.ts).
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const prefix = apiPrefixOf(strapi);
  return async (ctx: Ctx, next: () => Promise<void>) => {
    if (isPreviewRead(ctx)) return next();
    // the path as the router understands it: `/API/`, `/Api/` and `/api//` are the API too
    if (isUnder(requestPath(ctx), prefix)) {
      const query = ctx.query as Record<string, unknown>;
      if ('status' in query && query.status !== 'published') {
        ctx.query = { ...query, status: 'published' };
      }
      if ('publicationState' in query) {
        const { publicationState: _ignored, ...rest } = query;
        ctx.query = rest;
      }
    }
    await next();
  };
};
