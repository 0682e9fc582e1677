import { useEffect } from 'react';
import { HTML_LANG, LOCALES, type Locale, localizePath, serializeForScript } from '@teashop/shared';

/** JSON for an inline `<script type="application/ld+json">` that content can never close. */
export { serializeForScript as serializeJsonLd } from '@teashop/shared';

export interface HeadLink {
  rel: string;
  href: string;
  hreflang?: string;
}

/** Canonical URL of a page in its locale, and its alternates in every locale (plus x-default). */
export function seoLinks(origin: string, path: string, locale: Locale): HeadLink[] {
  const url = (l: Locale) => `${origin}${localizePath(path, l)}`;
  return [
    { rel: 'canonical', href: url(locale) },
    ...LOCALES.map((l) => ({ rel: 'alternate', hreflang: HTML_LANG[l], href: url(l) })),
    { rel: 'alternate', hreflang: 'x-default', href: url('en') },
  ];
}

const MARK = 'data-catalog-seo';

/**
 * Puts the canonical link, hreflang alternates and (optionally) JSON-LD of the current page into
 * the document head, and takes them out again when the page goes away.
 */
export function useSeo(path: string | null, locale: Locale, jsonLd?: unknown): void {
  const ld = jsonLd === undefined ? null : serializeForScript(jsonLd);
  useEffect(() => {
    if (path === null) return;
    const added: HTMLElement[] = [];
    for (const el of document.head.querySelectorAll(
      'link[rel="canonical"], link[rel="alternate"][hreflang]',
    )) {
      el.remove();
    }
    for (const link of seoLinks(window.location.origin, path, locale)) {
      const el = document.createElement('link');
      el.rel = link.rel;
      el.href = link.href;
      if (link.hreflang) el.hreflang = link.hreflang;
      el.setAttribute(MARK, '');
      document.head.appendChild(el);
      added.push(el);
    }
    if (ld) {
      const script = document.createElement('script');
      script.type = 'application/ld+json';
      script.setAttribute(MARK, '');
      script.textContent = ld;
      document.head.appendChild(script);
      added.push(script);
    }
    return () => added.forEach((el) => el.remove());
  }, [path, locale, ld]);
}

/** Plain text for a meta description: whitespace collapsed, cut at a word near `max`. */
export function metaDescription(text: string | null | undefined, max = 160): string {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
