import { HTML_LANG, LOCALES, type Locale, localizePath } from '@teashop/contracts';
import { commonTranslations as common } from '@teashop/runtime/server';
import type { PageMeta } from '@teashop/runtime/server';
import type { PageHeadMeta } from '@teashop/runtime';
import { serializeForScript } from '@teashop/runtime';
import { withNoindex } from './preview';

const OG_LOCALES: Record<Locale, string> = { en: 'en_US', zh: 'zh_TW', jp: 'ja_JP' };

/** What the server says about a page before any script runs: for crawlers and link previews. */
export interface PageHead {
  locale: Locale;
  title: string;
  description: string;
  /** Absolute URL of this page (no query). */
  url: string;
  /** Absolute URL of the same page in each locale. */
  alternates: Array<{ locale: Locale; url: string }>;
  image?: string;
  type: 'website' | 'product' | 'article';
  jsonLd?: Record<string, unknown>;
}

function shopText(locale: Locale, key: 'shopName' | 'shopDescription'): string {
  return String((common[locale] as Record<string, unknown>)[key] ?? '');
}

const absolute = (base: string, pathOrUrl: string): string => new URL(pathOrUrl, base).toString();

/**
 * The head of a page: the shop's name and description for every page, and what the page's route
 * says about itself (`meta` from the data its `load` gave: title, description, picture, its one
 * JSON-LD block). `path` is the page's path without the locale prefix.
 */
export function pageHead(input: {
  locale: Locale;
  path: string;
  publicUrl: string;
  cmsUrl: string;
  /** The head the page's route gives (areas with a route map). */
  area?: PageHeadMeta | null;
  /** The page's own title and description, from its area's translations (pages without data). */
  page?: PageMeta | null;
}): PageHead {
  const { locale, path, publicUrl, cmsUrl, area, page } = input;
  const shopName = shopText(locale, 'shopName');
  const url = absolute(publicUrl, localizePath(path, locale));
  const alternates = LOCALES.map((l) => ({
    locale: l,
    url: absolute(publicUrl, localizePath(path, l)),
  }));
  const title = area?.title || page?.title;
  return {
    locale,
    title: title ? `${title} | ${shopName}` : shopName,
    description: area?.description || page?.description || shopText(locale, 'shopDescription'),
    url,
    alternates,
    image: area?.image ? absolute(cmsUrl, area.image) : undefined,
    type: area?.type ?? 'website',
    jsonLd: area?.jsonLd,
  };
}

const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

export function headTags(head: PageHead): string {
  const meta = (attr: 'name' | 'property', key: string, content: string | undefined) =>
    content ? `<meta ${attr}="${key}" content="${escapeHtml(content)}" />` : '';
  const tags = [
    `<link rel="canonical" href="${escapeHtml(head.url)}" />`,
    ...head.alternates.map(
      (a) =>
        `<link rel="alternate" hreflang="${HTML_LANG[a.locale]}" href="${escapeHtml(a.url)}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(head.alternates.find((a) => a.locale === 'en')?.url ?? head.url)}" />`,
    meta('property', 'og:type', head.type),
    meta('property', 'og:site_name', shopText(head.locale, 'shopName')),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.url),
    meta('property', 'og:locale', OG_LOCALES[head.locale]),
    meta('property', 'og:image', head.image),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
    head.jsonLd
      ? `<script type="application/ld+json">${serializeForScript(head.jsonLd)}</script>`
      : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}

/** The shell's HTML with this page's language, title, description and head tags. */
export function applyHead(html: string, head: PageHead): string {
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${HTML_LANG[head.locale]}"`)
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(head.description)}" />`,
    )
    .replace('</head>', `    ${headTags(head)}\n  </head>`);
}

/**
 * The head of a not-found page: its language, the not-found title in that language, and not to be
 * indexed. Canonical and language links are left out: there is no such page to point at.
 */
export function applyNotFoundHead(html: string, locale: Locale): string {
  const notFound = (common[locale] as { notFound: { title: string } }).notFound.title;
  return withNoindex(
    html
      .replace(/<html lang="[^"]*"/, `<html lang="${HTML_LANG[locale]}"`)
      .replace(
        /<title>[\s\S]*?<\/title>/,
        `<title>${escapeHtml(`${notFound} | ${shopText(locale, 'shopName')}`)}</title>`,
      ),
  );
}
