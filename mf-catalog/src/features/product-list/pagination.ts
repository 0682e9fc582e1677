/** "Load more" pagination of product lists: pages of 12 appended to what is shown. */

export const PAGE_SIZE = 12;
/** The content backend answers at most 100 entries per request. */
export const MAX_REQUEST = 96;

export interface PageRequest {
  start: number;
  limit: number;
}

/** Reads the `shown` query parameter: a whole number of pages, at least one, within limits. */
export function parseShown(raw: string | null): number {
  const value = raw ? Number.parseInt(raw, 10) : Number.NaN;
  if (!Number.isFinite(value) || value <= PAGE_SIZE) return PAGE_SIZE;
  return Math.min(Math.ceil(value / PAGE_SIZE) * PAGE_SIZE, MAX_REQUEST);
}

/** First request of a list: as many products as were shown before (reload, back). */
export function firstRequest(shown: number): PageRequest {
  return { start: 0, limit: Math.max(PAGE_SIZE, Math.min(shown, MAX_REQUEST)) };
}

/** Next page after `loaded` products. */
export function nextRequest(loaded: number): PageRequest {
  return { start: loaded, limit: PAGE_SIZE };
}

export function hasMore(loaded: number, total: number): boolean {
  return loaded < total;
}

/** Appends a page, ignoring products already shown (the catalogue may change between pages). */
export function appendPage<T extends { documentId: string }>(
  current: readonly T[],
  page: readonly T[],
): T[] {
  const seen = new Set(current.map((item) => item.documentId));
  return [...current, ...page.filter((item) => !seen.has(item.documentId))];
}
