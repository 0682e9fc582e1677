import { ApiError } from '@teashop/runtime';

/**
 * The content backend's upload limit (`UPLOAD_MAX_FILE_SIZE`, 10 MB unless configured otherwise):
 * a larger picture is refused before sending. The backend's own answer names its actual limit.
 */
export const REVIEW_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** 10485760 -> "10 MB" (binary units, as the backend words its limit). */
export function formatFileSize(bytes: number): string {
  const round = (value: number) => String(Math.round(value * 10) / 10);
  if (bytes >= 1024 * 1024) return `${round(bytes / (1024 * 1024))} MB`;
  return `${round(bytes / 1024)} KB`;
}

export type ReviewImageProblem =
  { kind: 'tooLarge'; size: string } | { kind: 'tooManyPixels'; side: number; megapixels: number };

const numberIn = (details: Record<string, unknown>, key: string): number | undefined => {
  const value = details[key];
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
};

/** What the backend found wrong with a review's picture (`error.details.code`), if that was it. */
export function reviewImageProblem(error: unknown): ReviewImageProblem | null {
  if (!(error instanceof ApiError)) return null;
  const raw = error.body.details;
  const details: Record<string, unknown> =
    typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  if (details.code === 'REVIEW_IMAGE_TOO_MANY_PIXELS') {
    const pixels = numberIn(details, 'maxPixels') ?? 40_000_000;
    return {
      kind: 'tooManyPixels',
      side: numberIn(details, 'maxSide') ?? 8000,
      megapixels: Math.round(pixels / 100_000) / 10,
    };
  }
  // a 413 of the review route is always about the picture, whichever layer answered it
  if (details.code === 'REVIEW_IMAGE_TOO_LARGE' || error.status === 413) {
    return {
      kind: 'tooLarge',
      size: formatFileSize(numberIn(details, 'maxBytes') ?? REVIEW_IMAGE_MAX_BYTES),
    };
  }
  return null;
}
