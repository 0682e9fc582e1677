import { ApiError } from '@teashop/runtime';
import { formatFileSize, reviewImageProblem } from './reviewImage';

const apiError = (status: number, details?: unknown) =>
  new ApiError({ status, name: 'Error', message: 'refused', details });

describe('review picture answers of the cms', () => {
  it('words sizes as the cms does', () => {
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatFileSize(2.5 * 1024 * 1024)).toBe('2.5 MB');
    expect(formatFileSize(500 * 1024)).toBe('500 KB');
  });

  it('reads the limits from the details, with the defaults when they are missing', () => {
    expect(
      reviewImageProblem(
        apiError(400, {
          code: 'REVIEW_IMAGE_TOO_MANY_PIXELS',
          maxPixels: 24_000_000,
          maxSide: 6000,
        }),
      ),
    ).toEqual({ kind: 'tooManyPixels', side: 6000, megapixels: 24 });
    expect(reviewImageProblem(apiError(400, { code: 'REVIEW_IMAGE_TOO_MANY_PIXELS' }))).toEqual({
      kind: 'tooManyPixels',
      side: 8000,
      megapixels: 40,
    });
    expect(
      reviewImageProblem(apiError(413, { code: 'REVIEW_IMAGE_TOO_LARGE', maxBytes: 20971520 })),
    ).toEqual({ kind: 'tooLarge', size: '20 MB' });
    expect(reviewImageProblem(apiError(413, {}))).toEqual({ kind: 'tooLarge', size: '10 MB' });
  });

  it('leaves other answers to the form', () => {
    expect(reviewImageProblem(apiError(400, { code: 'REVIEW_IMAGE_TYPE' }))).toBeNull();
    expect(reviewImageProblem(apiError(429))).toBeNull();
    expect(reviewImageProblem(new Error('offline'))).toBeNull();
  });
});
