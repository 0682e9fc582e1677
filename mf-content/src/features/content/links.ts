import { type Locale, classifyHref, localizePath, pageOrigin } from '@teashop/shared';

/**
 * A call-to-action link set by an editor: locale-free site paths ('/products') get the page's
 * locale prefix, web links leave the shop explicitly, unsafe links are dropped.
 */
export function ctaHref(link: string, locale: Locale): { href: string; external: boolean } | null {
  const kind = classifyHref(link, pageOrigin());
  if (kind === 'refused') return null;
  if (kind === 'external') return { href: link.trim(), external: true };
  const trimmed = link.trim();
  if (trimmed.startsWith('/')) return { href: localizePath(trimmed, locale), external: false };
  if (/^https?:/i.test(trimmed)) {
    const url = new URL(trimmed);
    return { href: localizePath(url.pathname, locale) + url.search + url.hash, external: false };
  }
  return { href: trimmed, external: false };
}
