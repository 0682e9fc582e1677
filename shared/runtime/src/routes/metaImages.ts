import { mediaUrl } from '@teashop/contracts';
import type { Media } from '@teashop/contracts';

/** A picture for link previews: a mid-sized rendition (1200 px wide is the usual target). */
export const previewImage = (media: Media | null | undefined): string | undefined =>
  media?.formats?.large?.url ?? media?.formats?.medium?.url ?? media?.url ?? undefined;

/**
 * A picture's absolute URL, for JSON-LD (which wants one): pictures may be served from the shop's
 * own origin, so a path is resolved against the page's URL.
 */
export function absoluteMediaUrl(path: string | undefined, pageUrl: string): string | undefined {
  const src = mediaUrl(path);
  if (!src) return undefined;
  try {
    return new URL(src, pageUrl).toString();
  } catch {
    return src;
  }
}
