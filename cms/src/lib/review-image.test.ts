import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {
  cleanReviewImage,
  formatBytes,
  nameFor,
  reviewImageLimits,
  tooLargeMessage,
  tooManyPixelsMessage,
  withinPixelLimits,
} from './review-image';
import type { UploadedFile } from './types';

describe('review picture limits', () => {
  test('defaults and environment values', () => {
    expect(reviewImageLimits({})).toEqual({
      maxBytes: 10 * 1024 * 1024,
      maxPixels: 40_000_000,
      maxSide: 8000,
    });
    expect(
      reviewImageLimits({
        UPLOAD_MAX_FILE_SIZE: '5242880',
        REVIEW_IMAGE_MAX_PIXELS: '12000000',
        REVIEW_IMAGE_MAX_SIDE: '4000',
      }),
    ).toEqual({ maxBytes: 5 * 1024 * 1024, maxPixels: 12_000_000, maxSide: 4000 });
    expect(
      reviewImageLimits({ REVIEW_IMAGE_MAX_PIXELS: 'lots', REVIEW_IMAGE_MAX_SIDE: '0' }),
    ).toEqual(reviewImageLimits({}));
  });

  test('messages follow the configured limits', () => {
    expect(tooLargeMessage(10 * 1024 * 1024)).toBe(
      'The picture is larger than 10 MB, please choose a smaller one.',
    );
    expect(formatBytes(2.5 * 1024 * 1024)).toBe('2.5 MB');
    expect(formatBytes(500 * 1024)).toBe('500 KB');
    expect(tooManyPixelsMessage({ maxBytes: 1, maxPixels: 12_500_000, maxSide: 4000 })).toBe(
      'The picture is too large: at most 4000 pixels on a side and 12.5 megapixels, please choose a smaller one.',
    );
  });

  test('both sides and the pixel count are limited', () => {
    const limits = reviewImageLimits({});
    expect(withinPixelLimits(8000, 5000, limits)).toBe(true);
    expect(withinPixelLimits(8001, 10, limits)).toBe(false);
    expect(withinPixelLimits(10, 8001, limits)).toBe(false);
    expect(withinPixelLimits(7000, 7000, limits)).toBe(false);
  });

  test('the stored name carries the extension of the actual format', () => {
    expect(nameFor('cup.png', 'png')).toBe('cup.png');
    expect(nameFor('cup.JPEG', 'jpeg')).toBe('cup.JPEG');
    expect(nameFor('cup.png', 'jpeg')).toBe('cup.jpg');
    expect(nameFor('cup.jpg', 'png')).toBe('cup.png');
    expect(nameFor('../../etc/cup', 'png')).toBe('cup.png');
    expect(nameFor(undefined, 'jpeg')).toBe('review.jpg');
  });
});

describe('cleaning a review picture', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'review-image-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const upload = (name: string, bytes: Buffer, mimetype: string): UploadedFile => {
    const filepath = path.join(dir, `${name}-${Math.random().toString(36).slice(2)}`);
    fs.writeFileSync(filepath, bytes);
    return { filepath, originalFilename: name, mimetype, size: bytes.length };
  };

  test('the temporary file is replaced by an upright copy without metadata', async () => {
    const bytes = await sharp({
      create: { width: 30, height: 10, channels: 3, background: '#333' },
    })
      .jpeg()
      .withExif({ IFD0: { Make: 'Leafcam' }, IFD3: { GPSLatitudeRef: 'N' } })
      .withMetadata({ orientation: 8 })
      .toBuffer();
    const file = upload('photo.png', bytes, 'image/png');
    const cleaned = await cleanReviewImage(file);
    const stored = fs.readFileSync(file.filepath);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 10, height: 30 });
    expect(meta.exif).toBeUndefined();
    expect(cleaned).toMatchObject({
      size: stored.length,
      mimetype: 'image/jpeg',
      originalFilename: 'photo.jpg',
    });
  });

  test('errors: other formats, too many pixels, a clean copy over the size limit', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    await expect(cleanReviewImage(upload('a.png', gif, 'image/png'))).rejects.toMatchObject({
      name: 'ValidationError',
      details: { code: 'REVIEW_IMAGE_TYPE' },
    });
    const png = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#0a0' },
    })
      .png()
      .toBuffer();
    const small = { maxBytes: 10 * 1024 * 1024, maxPixels: 50_000, maxSide: 8000 };
    await expect(cleanReviewImage(upload('b.png', png, 'image/png'), small)).rejects.toMatchObject({
      name: 'ValidationError',
      details: { code: 'REVIEW_IMAGE_TOO_MANY_PIXELS', maxPixels: 50_000, maxSide: 8000 },
    });
    const tiny = { maxBytes: 100, maxPixels: 40_000_000, maxSide: 8000 };
    await expect(cleanReviewImage(upload('c.png', png, 'image/png'), tiny)).rejects.toMatchObject({
      name: 'PayloadTooLargeError',
      details: { code: 'REVIEW_IMAGE_TOO_LARGE', maxBytes: 100 },
    });
  });
});
