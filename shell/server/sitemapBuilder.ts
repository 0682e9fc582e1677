import { HTML_LANG, LOCALES, type Locale, localizePath } from '@teashop/contracts';
import type { RouteDef } from '@teashop/contracts';

/**
 * Sitemap XML (sitemaps.org protocol 0.9) with hreflang alternates between the language versions
 * of a page. Pure functions: content in, XML out.
 */

/** One page of the shop, by its locale-free path, with the languages it exists in. */
export interface SitemapPage {
  path: string;
  locales: Locale[];
  /** W3C datetime of the last change, when known. */
  lastmod?: string;
}

export const SITEMAP_INDEX_FILE = 'sitemap.xml';
export const STATIC_SITEMAP_FILE = 'index-sitemap.xml';
export const localeSitemapFile = (locale: Locale): string => `${locale}-sitemap.xml`;
/** Every file listed by the sitemap index, in order. */
export const SITEMAP_FILES: readonly string[] = [
  STATIC_SITEMAP_FILE,
  ...LOCALES.map(localeSitemapFile),
];

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

export function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function base(publicUrl: string): string {
  return publicUrl.replace(/\/+$/, '');
}

/** Absolute URL of a page in one locale: `https://shop/jp/news/x`. */
export function pageUrl(publicUrl: string, path: string, locale: Locale): string {
  return `${base(publicUrl)}${localizePath(path, locale)}`;
}

/** Static pages of the route table (those marked for the sitemaps), in every locale. */
export function staticPages(routes: readonly RouteDef[]): SitemapPage[] {
  return routes
    .filter((r) => r.sitemap && !r.path.includes(':'))
    .map((r) => ({ path: r.path, locales: [...LOCALES] }));
}

/** A W3C date-time, or undefined when the value is not a valid date. */
export function toLastmod(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

function urlEntry(publicUrl: string, page: SitemapPage, locale: Locale): string {
  const ordered = LOCALES.filter((l) => page.locales.includes(l));
  const lines = [`  <url>`, `    <loc>${escapeXml(pageUrl(publicUrl, page.path, locale))}</loc>`];
  if (page.lastmod) lines.push(`    <lastmod>${escapeXml(page.lastmod)}</lastmod>`);
  if (ordered.length > 1) {
    for (const alt of ordered) {
      lines.push(
        `    <xhtml:link rel="alternate" hreflang="${HTML_LANG[alt]}" href="${escapeXml(pageUrl(publicUrl, page.path, alt))}"/>`,
      );
    }
    if (ordered.includes('en')) {
      lines.push(
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(pageUrl(publicUrl, page.path, 'en'))}"/>`,
      );
    }
  }
  lines.push('  </url>');
  return lines.join('\n');
}

/** A `<urlset>` of the given pages, each in the given locales (when it exists in them). */
export function buildUrlset(
  publicUrl: string,
  pages: readonly SitemapPage[],
  locales: readonly Locale[],
): string {
  const entries: string[] = [];
  for (const page of pages) {
    for (const locale of locales) {
      if (page.locales.includes(locale)) entries.push(urlEntry(publicUrl, page, locale));
    }
  }
  return [
    XML_HEAD,
    `<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">`,
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** `index-sitemap.xml`: the static pages in every language. */
export function buildStaticSitemap(publicUrl: string, pages: readonly SitemapPage[]): string {
  return buildUrlset(publicUrl, pages, LOCALES);
}

/** `<locale>-sitemap.xml`: every page (static and content) that exists in that language. */
export function buildLocaleSitemap(
  publicUrl: string,
  pages: readonly SitemapPage[],
  locale: Locale,
): string {
  return buildUrlset(publicUrl, pages, [locale]);
}

/** `sitemap.xml`: the sitemap index pointing to the other files. */
export function buildSitemapIndex(
  publicUrl: string,
  files: readonly string[] = SITEMAP_FILES,
  lastmod?: string,
): string {
  return [
    XML_HEAD,
    `<sitemapindex xmlns="${SITEMAP_NS}">`,
    ...files.map((file) =>
      [
        '  <sitemap>',
        `    <loc>${escapeXml(`${base(publicUrl)}/${file}`)}</loc>`,
        ...(lastmod ? [`    <lastmod>${escapeXml(lastmod)}</lastmod>`] : []),
        '  </sitemap>',
      ].join('\n'),
    ),
    '</sitemapindex>',
    '',
  ].join('\n');
}

export function buildRobotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    `Sitemap: ${base(publicUrl)}/${SITEMAP_INDEX_FILE}`,
    '',
  ].join('\n');
}
