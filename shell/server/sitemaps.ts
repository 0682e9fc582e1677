import type { Express } from 'express';

export interface SitemapOptions {
  cmsUrl: string;
  publicUrl: string;
}

/** Sitemap routes (spec section 2); the content area fills them from the content backend. */
export function registerSitemaps(_app: Express, _options: SitemapOptions): void {}
