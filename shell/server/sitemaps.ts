import type { Express, Response } from 'express';
import { LOCALES } from '@teashop/contracts';
import { ROUTES } from '@teashop/contracts';
import {
  type SitemapPage,
  SITEMAP_INDEX_FILE,
  STATIC_SITEMAP_FILE,
  buildLocaleSitemap,
  buildRobotsTxt,
  buildSitemapIndex,
  buildStaticSitemap,
  localeSitemapFile,
  staticPages,
} from './sitemapBuilder';
import { contentPages } from './sitemapContent';

export interface SitemapOptions {
  cmsUrl: string;
  publicUrl: string;
  /** How long generated sitemaps are reused (default 5 minutes). */
  ttlMs?: number;
  fetchImpl?: typeof fetch;
  now?: () => number;
}

export const SITEMAP_TTL_MS = 5 * 60 * 1000;

/** Every locale file's XML, generated together from one read of the content backend. */
export type SitemapFiles = Map<string, string>;

/** The sitemap files that depend on content: one per locale, static pages included. */
export function buildLocaleSitemaps(
  publicUrl: string,
  pages: { statics: SitemapPage[]; content: SitemapPage[] },
): SitemapFiles {
  const files: SitemapFiles = new Map();
  for (const locale of LOCALES) {
    files.set(
      localeSitemapFile(locale),
      buildLocaleSitemap(publicUrl, [...pages.statics, ...pages.content], locale),
    );
  }
  return files;
}

/**
 * Generates the locale sitemaps from the content backend's published content and keeps them for a
 * short time. Concurrent requests share one generation; if the backend fails, the last good
 * sitemaps are served (when there are none yet, the caller answers 503).
 */
export function createSitemapSource(options: SitemapOptions) {
  const ttl = options.ttlMs ?? SITEMAP_TTL_MS;
  const now = options.now ?? Date.now;
  let cached: { at: number; files: SitemapFiles } | null = null;
  let inflight: Promise<SitemapFiles> | null = null;

  const generate = async (): Promise<SitemapFiles> => {
    const content = await contentPages(options.cmsUrl, ROUTES, options.fetchImpl ?? fetch);
    const files = buildLocaleSitemaps(options.publicUrl, { statics: staticPages(ROUTES), content });
    cached = { at: now(), files };
    return files;
  };

  return async function get(): Promise<SitemapFiles> {
    if (cached && now() - cached.at < ttl) return cached.files;
    if (!inflight) {
      inflight = generate().finally(() => {
        inflight = null;
      });
    }
    try {
      return await inflight;
    } catch (error) {
      if (cached) return cached.files;
      throw error;
    }
  };
}

/** Sitemap routes (spec section 2) and robots.txt on the storefront's production server. */
export function registerSitemaps(app: Express, options: SitemapOptions): void {
  const source = createSitemapSource(options);
  const maxAge = Math.round((options.ttlMs ?? SITEMAP_TTL_MS) / 1000);

  const sendXml = (res: Response, xml: string) => {
    res.setHeader('Cache-Control', `public, max-age=${maxAge}`);
    res.type('application/xml; charset=utf-8').send(xml);
  };

  // The index and the static pages do not depend on the content backend.
  const sitemapIndex = buildSitemapIndex(options.publicUrl);
  const staticSitemap = buildStaticSitemap(options.publicUrl, staticPages(ROUTES));
  app.get(`/${SITEMAP_INDEX_FILE}`, (_req, res) => sendXml(res, sitemapIndex));
  app.get(`/${STATIC_SITEMAP_FILE}`, (_req, res) => sendXml(res, staticSitemap));

  for (const locale of LOCALES) {
    const file = localeSitemapFile(locale);
    app.get(`/${file}`, async (_req, res) => {
      try {
        sendXml(res, (await source()).get(file) as string);
      } catch (error) {
        console.error(`Sitemap ${file} unavailable: ${(error as Error).message}`);
        res.status(503).setHeader('Retry-After', '60');
        res.type('text/plain').send('Sitemap temporarily unavailable');
      }
    });
  }
  app.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain; charset=utf-8').send(buildRobotsTxt(options.publicUrl));
  });
}
