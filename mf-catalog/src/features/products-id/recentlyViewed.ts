/** Slugs of the teas a visitor looked at, newest first, kept in local storage on this device. */

export const RECENTLY_VIEWED_KEY = 'teashop.recentlyViewed';
export const RECENTLY_VIEWED_MAX = 12;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage can be disabled by the browser's privacy settings
  }
}

export function readRecentlyViewed(store: Storage | null = storage()): string[] {
  if (!store) return [];
  try {
    const parsed: unknown = JSON.parse(store.getItem(RECENTLY_VIEWED_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    const slugs = parsed.filter((v): v is string => typeof v === 'string' && SLUG.test(v));
    return [...new Set(slugs)].slice(0, RECENTLY_VIEWED_MAX);
  } catch {
    return [];
  }
}

/** Puts a slug first (once) and keeps the newest RECENTLY_VIEWED_MAX. */
export function recordRecentlyViewed(slug: string, store: Storage | null = storage()): string[] {
  const next = [slug, ...readRecentlyViewed(store).filter((s) => s !== slug)].slice(
    0,
    RECENTLY_VIEWED_MAX,
  );
  if (store && SLUG.test(slug)) {
    try {
      store.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(next));
    } catch {
      // full or unavailable storage: the strip simply stays as it was
    }
  }
  return next;
}
