import { CONTENT_LOCALES, LOCALES, type Locale } from '@teashop/contracts';
import type { RouteDef } from '@teashop/contracts';
import { type SitemapPage, toLastmod } from './sitemapBuilder';

const PAGE_SIZE = 100;
const MAX_PAGES = 50;

interface Entry {
  slug?: unknown;
  updatedAt?: unknown;
}

interface ListAnswer {
  data?: Entry[];
  meta?: { pagination?: { page?: number; pageCount?: number } };
}

/** Published values of one field of a collection in one content locale (all pages of results). */
async function publishedEntries(
  cmsUrl: string,
  collection: string,
  field: string,
  locale: Locale,
  fetchImpl: typeof fetch,
): Promise<Array<{ value: string; lastmod?: string }>> {
  const out: Array<{ value: string; lastmod?: string }> = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const params = new URLSearchParams({
      locale: CONTENT_LOCALES[locale],
      status: 'published',
      'fields[0]': field,
      'fields[1]': 'updatedAt',
      'sort[0]': `${field}:asc`,
      'pagination[page]': String(page),
      'pagination[pageSize]': String(PAGE_SIZE),
    });
    const res = await fetchImpl(`${cmsUrl.replace(/\/+$/, '')}/api/${collection}?${params}`, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(8000),
    });
    if (!res.ok) throw new Error(`${collection} (${locale}): HTTP ${res.status}`);
    const body = (await res.json()) as ListAnswer;
    for (const entry of body.data ?? []) {
      const value = (entry as Record<string, unknown>)[field];
      if (typeof value === 'string' && value)
        out.push({ value, lastmod: toLastmod(entry.updatedAt) });
    }
    const pageCount = body.meta?.pagination?.pageCount ?? 1;
    if (page >= pageCount) break;
  }
  return out;
}

/**
 * The content pages of the shop (products, categories, collections, articles: every route of the
 * table with a content lookup), each with the locales in which it is published.
 */
export async function contentPages(
  cmsUrl: string,
  routes: readonly RouteDef[],
  fetchImpl: typeof fetch = fetch,
): Promise<SitemapPage[]> {
  const pages: SitemapPage[] = [];
  for (const route of routes) {
    const lookup = route.lookup;
    if (!lookup) continue;
    const bySlug = new Map<string, SitemapPage>();
    for (const locale of LOCALES) {
      const entries = await publishedEntries(
        cmsUrl,
        lookup.collection,
        lookup.field,
        locale,
        fetchImpl,
      );
      for (const { value, lastmod } of entries) {
        const path = route.path.replace(`:${lookup.param}`, encodeURIComponent(value));
        const page = bySlug.get(value) ?? { path, locales: [] };
        if (!page.locales.includes(locale)) page.locales.push(locale);
        if (lastmod && (!page.lastmod || lastmod > page.lastmod)) page.lastmod = lastmod;
        bySlug.set(value, page);
      }
    }
    pages.push(...bySlug.values());
  }
  return pages;
}
