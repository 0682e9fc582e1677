import type { Core } from '@strapi/strapi';
import { PREVIEW_HEADER, type PreviewClaims, verifyPreviewToken } from '../lib/preview-token';
import { apiPrefixOf, isUnder, normalisedPath, requestPath } from '../lib/request-path';
import type { Ctx } from '../lib/types';

/** Requests this middleware turned into a draft read (published-only lets exactly these through). */
const previewReads = new WeakSet<object>();

export function isPreviewRead(ctx: object): boolean {
  return previewReads.has(ctx);
}

interface TypeInfo {
  kind: 'collectionType' | 'singleType';
  singularName: string;
  pluralName: string;
}

/** The locale a content API request reads: its `locale` parameter, else the default one. */
function requestedLocale(query: Record<string, unknown>): string {
  return typeof query.locale === 'string' && query.locale ? query.locale : 'en';
}

/**
 * Whether the request reads the token's document: `GET` of the content type's route (the list of a
 * collection, or the document itself by its documentId; a single type's one route) in the token's
 * locale. `request.path` is the canonical path (`requestPath`), compared with the routes in the
 * same form.
 */
export function readsPreviewedDocument(
  request: { method: string; path: string; query: Record<string, unknown> },
  claims: PreviewClaims,
  info: TypeInfo,
  prefix = '/api',
): 'list' | 'one' | 'single' | null {
  if (request.method !== 'GET') return null;
  if (requestedLocale(request.query) !== claims.locale) return null;
  if (info.kind === 'singleType') {
    return request.path === normalisedPath(`${prefix}/${info.singularName}`) ? 'single' : null;
  }
  if (request.path === normalisedPath(`${prefix}/${info.pluralName}`)) return 'list';
  const one = normalisedPath(
    `${prefix}/${info.pluralName}/${encodeURIComponent(claims.documentId)}`,
  );
  if (request.path === one) {
    return 'one';
  }
  return null;
}

/** The request's filters, narrowed to one document. */
export function onlyDocument(filters: unknown, documentId: string): Record<string, unknown> {
  const only = { documentId: { $eq: documentId } };
  if (!filters || typeof filters !== 'object' || Array.isArray(filters)) return only;
  const given = filters as Record<string, unknown>;
  if (!('documentId' in given) && !('$and' in given)) return { ...given, ...only };
  return { $and: [given, only] };
}

/**
 * Draft preview on the content API. A request carrying `X-Preview-Token` with a valid token that
 * reads the token's document (see above) is answered with its draft (`status=draft`), a list
 * narrowed to that one document. Every request carrying the header, valid or not, is answered
 * `private, no-store` and `noindex`, and never from or into the public cache; anything else about
 * a request whose token does not apply is left as it is (published content).
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const prefix = apiPrefixOf(strapi);
  return async (ctx: Ctx, next: () => Promise<void>) => {
    const header = ctx.get(PREVIEW_HEADER);
    const path = requestPath(ctx);
    if (!header || !isUnder(path, prefix)) return next();
    const verdict = verifyPreviewToken(header);
    if (verdict.valid) {
      const { claims } = verdict;
      const type = strapi.contentTypes[claims.uid as keyof typeof strapi.contentTypes] as
        { kind: TypeInfo['kind']; info: { singularName: string; pluralName: string } } | undefined;
      const query = ctx.query as Record<string, unknown>;
      const read = type
        ? readsPreviewedDocument({ method: ctx.method, path, query }, claims, {
            kind: type.kind,
            ...type.info,
          })
        : null;
      if (read) {
        const { publicationState: _ignored, ...rest } = query;
        const draft: Record<string, unknown> = { ...rest, status: 'draft', locale: claims.locale };
        if (read === 'list') draft.filters = onlyDocument(rest.filters, claims.documentId);
        ctx.query = draft;
        previewReads.add(ctx);
      }
    }
    try {
      await next();
    } finally {
      ctx.set('Cache-Control', 'private, no-store');
      ctx.set('X-Robots-Tag', 'noindex');
      ctx.remove('ETag');
      ctx.vary(PREVIEW_HEADER);
    }
  };
};
