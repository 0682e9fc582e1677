import fs from 'node:fs/promises';
import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { docs } from '../../../lib/docs';
import { enforceLimit } from '../../../lib/limits';
import { cleanReviewImage } from '../../../lib/review-image';
import { toContentLocale } from '../../../lib/settings';
import { bodyData, toNumber, type Ctx, type MediaFile } from '../../../lib/types';

export { REVIEW_IMAGE_TYPE_MESSAGE } from '../../../lib/review-image';
export const REVIEW_RATING_MESSAGE = 'Please rate a value';

const text = (value: unknown, max: number): string =>
  typeof value === 'string' ? value.trim().slice(0, max) : '';

export default factories.createCoreController('api::review.review', ({ strapi }) => ({
  /**
   * POST /api/reviews (JWT). JSON `{ data }` or multipart with a `data` JSON field and an optional
   * `files.image` (png or jpeg). The author is the JWT user; `user` in the body is ignored.
   */
  async create(koaCtx) {
    const ctx = koaCtx as Ctx;
    const user = ctx.state.user;
    if (!user) throw new errors.UnauthorizedError('Log in to write a review');
    const data = bodyData(ctx);

    const rating = toNumber(data.rating);
    if (!Number.isInteger(rating) || rating < 1 || rating > 5) {
      throw new errors.ValidationError(REVIEW_RATING_MESSAGE);
    }
    const headline = text(data.headline, 120);
    const body = text(data.body, 4000);
    const publicName = text(data.publicName, 60);
    if (!headline || !body || !publicName) {
      throw new errors.ValidationError('headline, body and publicName are required');
    }

    const productRef = typeof data.product === 'string' ? data.product : undefined;
    const productSlug = typeof data.productSlug === 'string' ? data.productSlug : undefined;
    if (!productRef && !productSlug) throw new errors.ValidationError('product is required');
    const product = await docs(strapi, 'api::product.product').findFirst({
      locale: 'en',
      status: 'published',
      filters: productRef ? { documentId: productRef } : { slug: productSlug },
      fields: ['documentId'],
    });
    if (!product) throw new errors.NotFoundError('Product not found');
    // Counted once the review is valid: a member correcting the form is not held back.
    await enforceLimit(ctx, 'review', `member:${user.id}`);

    const files = ctx.request.files ?? {};
    const rawFile = files['files.image'] ?? files.image;
    const file = Array.isArray(rawFile) ? rawFile[0] : rawFile;
    let imageId: number | undefined;
    if (file) {
      try {
        const clean = await cleanReviewImage(file);
        const uploaded = (await strapi
          .plugin('upload')
          .service('upload')
          .upload({
            data: { fileInfo: { alternativeText: headline, caption: publicName } },
            files: clean,
          })) as MediaFile[];
        imageId = uploaded[0]?.id;
      } finally {
        // Strapi's body middleware only removes the temporary files of a `files` field.
        await fs.rm(file.filepath, { force: true });
      }
    }

    const created = await docs(strapi, 'api::review.review').create({
      data: {
        product: { documentId: product.documentId, locale: 'en', status: 'published' },
        user: user.id,
        rating,
        headline,
        body,
        publicName,
        shopLocale: toContentLocale(data.locale) ?? 'en',
        ...(imageId ? { image: imageId } : {}),
      },
      populate: { image: true },
    });
    const sanitized = await strapi.contentAPI.sanitize.output(
      created,
      strapi.getModel('api::review.review'),
      { auth: ctx.state.auth },
    );
    ctx.status = 201;
    ctx.body = { data: sanitized, meta: {} };
  },
}));
