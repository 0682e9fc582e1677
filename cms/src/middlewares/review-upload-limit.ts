import type { Core } from '@strapi/strapi';
import { apiPrefixOf, requestPath } from '../lib/request-path';
import { reviewImageLimits, tooLargeError } from '../lib/review-image';
import type { Ctx } from '../lib/types';

/** Room for the review's other multipart fields (its JSON, boundaries and part headers). */
export const FORM_ALLOWANCE_BYTES = 256 * 1024;

/**
 * A review's picture over the upload limit (`UPLOAD_MAX_FILE_SIZE`) is answered 413 with a
 * sentence the member understands, instead of the body parser's "FileTooBig". Runs before the body
 * parser: a request whose declared length is clearly too large is refused before anything is
 * written to disk; one that only turns out too large while parsing is caught on the way back.
 * Every other request (the admin panel's media library included) passes untouched.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const route = `${apiPrefixOf(strapi)}/reviews`;
  const { maxBytes } = reviewImageLimits();
  return async (ctx: Ctx, next: () => Promise<void>) => {
    if (ctx.method !== 'POST' || requestPath(ctx) !== route) return next();
    const multipart = Boolean(ctx.is('multipart'));
    const declared = Number(ctx.get('content-length'));
    if (multipart && declared > maxBytes + FORM_ALLOWANCE_BYTES) throw tooLargeError(maxBytes);
    await next();
    if (multipart && ctx.status === 413 && parserRefusal(ctx.body)) throw tooLargeError(maxBytes);
  };
};

/** The answer Strapi's body middleware gives when formidable's `maxFileSize` is exceeded. */
function parserRefusal(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const error = (body as { error?: { message?: unknown } }).error;
  return error?.message === 'FileTooBig';
}
