import fs from 'node:fs/promises';
import type { Core } from '@strapi/strapi';
import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { docs } from '../../../lib/docs';
import { enforceLimit } from '../../../lib/limits';
import { cleanReviewImage } from '../../../lib/review-image';
import { toContentLocale } from '../../../lib/settings';
import { bodyData, toNumber, type Ctx, type MediaFile } from '../../../lib/types';
import { hasReceived } from '../services/review';

export { REVIEW_IMAGE_TYPE_MESSAGE } from '../../../lib/review-image';
export const REVIEW_RATING_MESSAGE = 'Please rate a value';
export const REVIEW_NOT_RECEIVED_MESSAGE = 'Only shoppers who received this tea can review it';

const REVIEW_UID = 'api::review.review';

const text = (value: unknown, max: number): string =>
  typeof value === 'string' ? value.trim().slice(0, max) : '';

/** The documentIds of the reviews staff hid (few: they are read each time). */
async function hiddenReviews(strapi: Core.Strapi): Promise<string[]> {
  const rows = (await strapi.db
    .query(REVIEW_UID)
    .findMany({ where: { hidden: true }, select: ['documentId'] })) as Array<{
    documentId: string;
  }>;
  return [...new Set(rows.map((row) => row.documentId))];
}

export default factories.createCoreController(REVIEW_UID, ({ strapi }) => ({
  /** GET /api/reviews: the core `find`, without the reviews staff hid. */
  async find(ctx) {
    const hidden = await hiddenReviews(strapi);
    if (hidden.length > 0) {
      const query = ctx.query as Record<string, unknown>;
      const shown = { documentId: { $notIn: hidden } };
      const filters = query.filters;
      ctx.query = {
        ...query,
        filters: filters && typeof filters === 'object' ? { $and: [filters, shown] } : shown,
      };
    }
    return super.find(ctx);
  },

  /** GET /api/reviews/:id: 404 for a hidden review, as for an unknown one. */
  async findOne(koaCtx) {
    const ctx = koaCtx as Ctx;
    const id: unknown = ctx.params?.id;
    if (typeof id === 'string' && (await hiddenReviews(strapi)).includes(id)) {
      throw new errors.NotFoundError('Not Found');
    }
    return super.findOne(koaCtx);
  },

  /**
   * GET /api/reviews/eligibility?product=<documentId> (JWT): whether the member may review the
   * product, `{ data: { canReview, reason } }` with reason `notReceived` when no shipped or
   * completed order of theirs holds it.
   */
  async eligibility(koaCtx) {
    const ctx = koaCtx as Ctx;
    const user = ctx.state.user;
    if (!user) throw new errors.UnauthorizedError('Log in to write a review');
    const productRef = ctx.query?.product;
    if (typeof productRef !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(productRef)) {
      throw new errors.ValidationError('product is required');
    }
    const canReview = await hasReceived(strapi, user.id, productRef);
    ctx.body = { data: { canReview, reason: canReview ? null : 'notReceived' }, meta: {} };
  },

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
    if (!(await hasReceived(strapi, user.id, product.documentId))) {
      // a PolicyError keeps its message in the 403 answer (a plain ForbiddenError loses it)
      throw new errors.PolicyError(REVIEW_NOT_RECEIVED_MESSAGE);
    }
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

    const created = await docs(strapi, REVIEW_UID).create({
      data: {
        product: { documentId: product.documentId, locale: 'en', status: 'published' },
        user: user.id,
        rating,
        headline,
        body,
        publicName,
        shopLocale: toContentLocale(data.locale) ?? 'en',
        verifiedPurchase: true,
        ...(imageId ? { image: imageId } : {}),
      },
      populate: { image: true },
    });
    const sanitized = await strapi.contentAPI.sanitize.output(
      created,
      strapi.getModel(REVIEW_UID),
      { auth: ctx.state.auth },
    );
    ctx.status = 201;
    ctx.body = { data: sanitized, meta: {} };
  },
}));
