import { ApiError } from '../api/client';

/** Pauses before the automatic retries of a load that failed for another reason than the token. */
export const RETRY_DELAYS_MS: readonly number[] = [1_000, 4_000, 15_000];

/** Only the content backend refusing the token (401, 403) ends a session. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}
