import fs from 'node:fs/promises';
import path from 'node:path';
import { errors } from '@strapi/utils';
import sharp, { type Metadata } from 'sharp';
import type { UploadedFile } from './types';

/**
 * The picture of a review, as a member sends it: a PNG or JPEG judged by its bytes, within the
 * configured size and pixel limits, and re-encoded on the server so that nothing but the pixels
 * reaches the media library (no EXIF with GPS position, no XMP, no ICC profile or comments).
 */

export const REVIEW_IMAGE_TYPE_MESSAGE =
  'Only upload picture file in png or jpg format, please re-upload.';

/** `details.code` of the errors below, for clients that show their own words. */
export const REVIEW_IMAGE_CODES = {
  type: 'REVIEW_IMAGE_TYPE',
  tooLarge: 'REVIEW_IMAGE_TOO_LARGE',
  tooManyPixels: 'REVIEW_IMAGE_TOO_MANY_PIXELS',
} as const;

export const DEFAULT_UPLOAD_MAX_FILE_SIZE = 10 * 1024 * 1024;
export const DEFAULT_REVIEW_IMAGE_MAX_PIXELS = 40_000_000;
export const DEFAULT_REVIEW_IMAGE_MAX_SIDE = 8000;
const JPEG_QUALITY = 85;

export interface ReviewImageLimits {
  /** bytes of the file as sent and as stored (`UPLOAD_MAX_FILE_SIZE`, as for every upload) */
  maxBytes: number;
  /** width × height (`REVIEW_IMAGE_MAX_PIXELS`) */
  maxPixels: number;
  /** the longer side (`REVIEW_IMAGE_MAX_SIDE`) */
  maxSide: number;
}

/** Read like Strapi's `env.int`, so the value matches the multipart parser's limit. */
const positiveInt = (value: string | undefined, fallback: number): number => {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
};

export function reviewImageLimits(env: NodeJS.ProcessEnv = process.env): ReviewImageLimits {
  return {
    maxBytes: positiveInt(env.UPLOAD_MAX_FILE_SIZE, DEFAULT_UPLOAD_MAX_FILE_SIZE),
    maxPixels: positiveInt(env.REVIEW_IMAGE_MAX_PIXELS, DEFAULT_REVIEW_IMAGE_MAX_PIXELS),
    maxSide: positiveInt(env.REVIEW_IMAGE_MAX_SIDE, DEFAULT_REVIEW_IMAGE_MAX_SIDE),
  };
}

const oneDecimal = (value: number): string => String(Math.round(value * 10) / 10);

/** 10485760 -> "10 MB", 512000 -> "500 KB" (binary units, as the limit is usually written). */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${oneDecimal(bytes / (1024 * 1024))} MB`;
  if (bytes >= 1024) return `${oneDecimal(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

export function tooLargeMessage(maxBytes: number): string {
  return `The picture is larger than ${formatBytes(maxBytes)}, please choose a smaller one.`;
}

export function tooManyPixelsMessage({ maxPixels, maxSide }: ReviewImageLimits): string {
  const megapixels = oneDecimal(maxPixels / 1_000_000);
  return (
    `The picture is too large: at most ${maxSide} pixels on a side and ${megapixels} ` +
    `megapixels, please choose a smaller one.`
  );
}

export const typeError = () =>
  new errors.ValidationError(REVIEW_IMAGE_TYPE_MESSAGE, { code: REVIEW_IMAGE_CODES.type });

export const tooLargeError = (maxBytes: number) =>
  new errors.PayloadTooLargeError(tooLargeMessage(maxBytes), {
    code: REVIEW_IMAGE_CODES.tooLarge,
    maxBytes,
  });

export const tooManyPixelsError = (limits: ReviewImageLimits) =>
  new errors.ValidationError(tooManyPixelsMessage(limits), {
    code: REVIEW_IMAGE_CODES.tooManyPixels,
    maxPixels: limits.maxPixels,
    maxSide: limits.maxSide,
  });

type Format = 'png' | 'jpeg';

const SIGNATURES: Array<[Format, number[]]> = [
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['jpeg', [0xff, 0xd8, 0xff]],
];

/**
 * The format the first bytes announce. Checked before sharp sees the file so that only its PNG and
 * JPEG decoders ever parse what a visitor sent (not the SVG, GIF, TIFF or PDF ones).
 */
async function signature(filepath: string): Promise<Format | undefined> {
  const handle = await fs.open(filepath, 'r');
  try {
    const head = Buffer.alloc(8);
    await handle.read(head, 0, head.length, 0);
    return SIGNATURES.find(([, bytes]) => bytes.every((b, i) => head[i] === b))?.[0];
  } finally {
    await handle.close();
  }
}

export const withinPixelLimits = (width: number, height: number, limits: ReviewImageLimits) =>
  width <= limits.maxSide && height <= limits.maxSide && width * height <= limits.maxPixels;

const EXTENSIONS: Record<Format, { test: RegExp; ext: string }> = {
  png: { test: /\.png$/i, ext: '.png' },
  jpeg: { test: /\.jpe?g$/i, ext: '.jpg' },
};

/** The sent name with the extension of the actual format (`cup.png` holding a JPEG -> `cup.jpg`). */
export function nameFor(original: string | null | undefined, format: Format): string {
  const name = path.basename(original ?? '');
  if (EXTENSIONS[format].test.test(name)) return name;
  const base = path.basename(name, path.extname(name)) || 'review';
  return `${base}${EXTENSIONS[format].ext}`;
}

/**
 * Checks the uploaded picture and replaces the temporary file's content with a clean re-encoding
 * (turned upright, same format, no metadata). Updates the file's size, type and name in place and
 * returns it, ready for the upload service. Throws the 400/413 errors above.
 */
export async function cleanReviewImage(
  file: UploadedFile,
  limits: ReviewImageLimits = reviewImageLimits(),
): Promise<UploadedFile> {
  const format = await signature(file.filepath);
  if (!format) throw typeError();

  // Only the header is read here, so sharp's own pixel limit is not needed yet: the dimensions are
  // checked against ours before anything is decoded.
  let metadata: Metadata;
  try {
    metadata = await sharp(file.filepath, { limitInputPixels: false }).metadata();
  } catch {
    throw typeError();
  }
  if (metadata.format !== format || !metadata.width || !metadata.height) throw typeError();
  if (!withinPixelLimits(metadata.width, metadata.height, limits)) {
    throw tooManyPixelsError(limits);
  }

  let output: Buffer;
  try {
    const pipeline = sharp(file.filepath, { limitInputPixels: limits.maxPixels }).rotate();
    output = await (
      format === 'jpeg' ? pipeline.jpeg({ quality: JPEG_QUALITY }) : pipeline.png()
    ).toBuffer();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw tooManyPixelsError(limits);
    }
    throw typeError();
  }
  if (output.length > limits.maxBytes) throw tooLargeError(limits.maxBytes);

  await fs.writeFile(file.filepath, output);
  const mimetype = `image/${format}`;
  return Object.assign(file, {
    size: output.length,
    mimetype,
    type: mimetype,
    originalFilename: nameFor(file.originalFilename ?? file.name, format),
  });
}
