import fs from 'node:fs/promises';
import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { docs } from '../../../lib/docs';
import { enforceLimit } from '../../../lib/limits';
import { toContentLocale } from '../../../lib/settings';
import {
  bodyData,
  toNumber,
  type Ctx,
  type MediaFile,
  type UploadedFile,
} from '../../../lib/types';

export const REVIEW_IMAGE_TYPE_MESSAGE =
  'Only upload picture file in png or jpg format, please re-upload.';
export const REVIEW_RATING_MESSAGE = 'Please rate a value';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

/** The file's first bytes must be a PNG or JPEG signature, whatever its name or declared type. */
async function isPngOrJpeg(file: UploadedFile): Promise<boolean> {
  const declared = (file.mimetype ?? file.type ?? '').toLowerCase();
  if (!['image/png', 'image/jpeg', 'image/jpg'].includes(declared)) return false;
  const handle = await fs.open(file.filepath, 'r');
  try {
    const head = Buffer.alloc(8);
    await handle.read(head, 0, 8, 0);
    const starts = (sig: number[]) => sig.every((b, i) => head[i] === b);
    return starts(PNG) || starts(JPEG);
  } finally {
    await handle.close();
  }
}

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
      if (!(await isPngOrJpeg(file))) throw new errors.ValidationError(REVIEW_IMAGE_TYPE_MESSAGE);
      const uploaded = (await strapi
        .plugin('upload')
        .service('upload')
        .upload({
          data: { fileInfo: { alternativeText: headline, caption: publicName } },
          files: file,
        })) as MediaFile[];
      imageId = uploaded[0]?.id;
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
