import { type Locale, localizePath, pageOrigin } from '@teashop/contracts';
import { classifyHref } from '@teashop/ui';

/** Menu links from the content backend are locale-free paths; prefix them for the page's locale. */
export function menuHref(link: string, locale: Locale): { href: string; external: boolean } | null {
  const kind = classifyHref(link, pageOrigin());
  if (kind === 'refused') return null;
  if (kind === 'external') return { href: link, external: true };
  if (/^https?:/i.test(link)) {
    const url = new URL(link);
    return { href: localizePath(url.pathname, locale) + url.search, external: false };
  }
  if (link.startsWith('/')) return { href: localizePath(link, locale), external: false };
  return { href: link, external: false };
}
