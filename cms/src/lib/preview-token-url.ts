import type { Core } from '@strapi/strapi';
import { createPreviewToken } from './preview-token';
import { storefrontOrigins, storefrontUrl } from './settings';

/** Storefront path prefix of each content locale (en has none). */
const LOCALE_PREFIX: Record<string, string> = { en: '', 'zh-Hant': '/zh', 'ja-JP': '/jp' };

/** Content types with a storefront page: collections by slug, single types at a fixed path. */
const PAGES: Record<string, { slugPath: string } | { path: string }> = {
  'api::product.product': { slugPath: '/products/' },
  'api::article.article': { slugPath: '/news/' },
  'api::home.home': { path: '/' },
  'api::about.about': { path: '/about' },
  'api::faq.faq': { path: '/faq' },
};

export const PREVIEW_CONTENT_TYPES = Object.keys(PAGES);

/** The shop's origin that preview URLs open (STOREFRONT_URL). */
export function previewOrigin(env: NodeJS.ProcessEnv = process.env): string {
  return new URL(storefrontUrl(env)).origin;
}

/** Origins the admin panel may show in its preview frame. */
export function previewAllowedOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  return [...new Set([previewOrigin(env), ...storefrontOrigins(env)])];
}

/** The localized storefront path of a page ('/jp/products/sencha', '/zh', '/about'). */
export function localizedPath(path: string, locale: string): string | null {
  const prefix = LOCALE_PREFIX[locale];
  if (prefix === undefined) return null;
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

export interface PreviewUrlParams {
  documentId?: string;
  locale?: string | null;
  status?: string;
}

/**
 * The admin panel's preview handler: the storefront URL of the document being edited in its
 * locale, with `?preview=<token>` for its draft (the plain URL for the published version); null
 * for content types without a storefront page or a document that does not exist in that locale.
 */
export async function previewUrl(
  strapi: Core.Strapi,
  uid: string,
  params: PreviewUrlParams,
): Promise<string | null> {
  const page = PAGES[uid];
  const { documentId } = params;
  if (!page || !documentId) return null;
  const locale = params.locale || 'en';
  const status = params.status === 'published' ? 'published' : 'draft';
  let path: string;
  if ('slugPath' in page) {
    const documents = strapi.documents(uid as 'api::product.product');
    const entry = (await documents.findOne({
      documentId,
      locale,
      status,
      fields: ['slug'],
    })) as { slug?: unknown } | null;
    if (!entry || typeof entry.slug !== 'string' || !entry.slug) return null;
    path = `${page.slugPath}${encodeURIComponent(entry.slug)}`;
  } else {
    path = page.path;
  }
  const localized = localizedPath(path, locale);
  if (localized === null) return null;
  const url = new URL(localized, previewOrigin());
  if (status === 'draft') {
    url.searchParams.set('preview', createPreviewToken({ uid, documentId, locale }).token);
  }
  return url.href;
}
