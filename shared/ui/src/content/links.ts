import { type Locale, localizePath } from '@teashop/contracts';
import { pageOrigin } from '@teashop/contracts';
import { classifyHref, safeHref } from '../security/safeHref';

export interface ContentLink {
  href: string;
  /** The link leaves the shop (opens in a new tab, no referrer). */
  external: boolean;
}

/** A link that names its scheme (https:, mailto:, tel:); only such links may leave the shop. */
const NAMED_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * A link written by an editor (rich text, a call to action): site paths ('/products') get the
 * page's language prefix, links to the shop's own address become site paths, web, mail and phone
 * links leave the shop, and anything else is refused (null): javascript:, data:, and a
 * protocol-relative '//host', which would leave the shop without saying so.
 */
export function contentLink(link: string, locale: Locale): ContentLink | null {
  const origin = pageOrigin();
  const trimmed = link.trim();
  const href = safeHref(trimmed, { external: NAMED_SCHEME.test(trimmed), currentOrigin: origin });
  if (href === null) return null;
  if (classifyHref(href, origin) === 'external') return { href, external: true };
  if (href.startsWith('/')) return { href: localizePath(href, locale), external: false };
  if (/^https?:/i.test(href)) {
    const url = new URL(href);
    return { href: localizePath(url.pathname, locale) + url.search + url.hash, external: false };
  }
  return { href, external: false };
}
