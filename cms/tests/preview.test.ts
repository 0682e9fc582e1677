import fs from 'node:fs';
import path from 'node:path';
import { createPreviewToken } from '../src/lib/preview-token';
import { api, type ApiAnswer, type Json } from './support/api';
import { asEditor, editor } from './support/editor';
import { readState } from './support/server';

/**
 * Draft preview: the admin panel's preview URL of a document carries a short-lived signed token;
 * with it (header X-Preview-Token) the content API answers that one document's draft in its
 * locale, never cached; anything else, and every request without a valid token, sees published
 * content only.
 */
const PRODUCT = 'api::product.product';
const ARTICLE = 'api::article.article';
const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const STOREFRONT = 'http://localhost:3000';

const withToken = (url: string, token: string) =>
  api(url, { headers: { 'X-Preview-Token': token } });
const productBySlug = (slug: string, locale = 'en') =>
  `/api/products?locale=${locale}&filters[slug][$eq]=${slug}&pagination[pageSize]=1`;
const articleBySlug = (slug: string) =>
  `/api/articles?locale=en&filters[slug][$eq]=${slug}&pagination[pageSize]=1`;

/** The test server's preview secret (generated into its local secrets file). */
function previewSecret(): string {
  const file = path.join(readState().workDir, 'secrets.json');
  const secrets = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
  const secret = secrets.PREVIEW_SECRET;
  if (!secret) throw new Error('no PREVIEW_SECRET in the test server secrets');
  return secret;
}

async function previewUrlOf(uid: string, query: string): Promise<ApiAnswer> {
  return asEditor(`/content-manager/preview/url/${uid}?${query}`);
}

const tokenOf = (url: string): string => new URL(url).searchParams.get('preview') ?? '';

function expectPrivate(res: ApiAnswer) {
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  expect(res.headers.get('x-cache')).toBeNull();
}

async function createProduct(name: string, slug: string, sku: string): Promise<string> {
  const created = await editor.create(PRODUCT, {
    name,
    slug,
    price: 12,
    currency: 'USD',
    sku,
    stock: 5,
  });
  expect(created.status).toBe(201);
  return created.body.data.documentId as string;
}

describe('draft preview', () => {
  const product = {
    slug: `preview-tea-${stamp}`,
    published: `Preview Tea ${stamp}`,
    draft: `Preview Tea renamed ${stamp}`,
    documentId: '',
  };
  const other = {
    slug: `other-preview-tea-${stamp}`,
    published: `Other Tea ${stamp}`,
    draft: `Other Tea renamed ${stamp}`,
    documentId: '',
  };
  const article = { slug: `unreleased-news-${stamp}`, title: `Unreleased news ${stamp}`, id: '' };
  const heroDraft = `Draft hero ${stamp}`;
  let publishedHero = '';
  let productToken = '';
  let articleToken = '';
  let homeToken = '';

  beforeAll(async () => {
    for (const item of [product, other]) {
      item.documentId = await createProduct(item.published, item.slug, `PV-${item.slug}`);
      expect((await editor.publish(PRODUCT, item.documentId)).status).toBe(200);
      const edit = await editor.update(PRODUCT, item.documentId, { name: item.draft });
      expect(edit.status).toBe(200);
    }

    const created = await editor.create(ARTICLE, {
      title: article.title,
      slug: article.slug,
      excerpt: 'Not yet announced.',
      publishDate: '2026-01-15',
    });
    expect(created.status).toBe(201);
    article.id = created.body.data.documentId;

    const home = await api('/api/home?locale=en');
    expect(home.status).toBe(200);
    publishedHero = home.body.data.heroTitle;
    const homeEdit = await asEditor('/content-manager/single-types/api::home.home?locale=en', {
      method: 'PUT',
      body: { heroTitle: heroDraft },
    });
    expect(homeEdit.status).toBe(200);

    const productUrl = await previewUrlOf(
      PRODUCT,
      `documentId=${product.documentId}&locale=en&status=draft`,
    );
    expect(productUrl.status).toBe(200);
    productToken = tokenOf(productUrl.body.data.url);
    articleToken = tokenOf(
      (await previewUrlOf(ARTICLE, `documentId=${article.id}&locale=en&status=draft`)).body.data
        .url,
    );
    homeToken = tokenOf(
      (await previewUrlOf('api::home.home', 'locale=en&status=draft')).body.data.url,
    );
  });

  afterAll(async () => {
    // the home page's draft goes back to the published version
    await asEditor('/content-manager/single-types/api::home.home/actions/discard?locale=en', {
      body: {},
    });
    // the catalogue and the news are left as seeded, for the tests that count them
    for (const item of [product, other]) {
      if (item.documentId) await editor.delete(PRODUCT, item.documentId);
    }
    if (article.id) await editor.delete(ARTICLE, article.id);
  });

  describe('the admin preview URL', () => {
    test('a draft opens its storefront page with a token', async () => {
      const res = await previewUrlOf(
        PRODUCT,
        `documentId=${product.documentId}&locale=en&status=draft`,
      );
      const url = new URL(res.body.data.url);
      expect(url.origin).toBe(STOREFRONT);
      expect(url.pathname).toBe(`/products/${product.slug}`);
      expect(url.searchParams.get('preview')).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
      const news = await previewUrlOf(ARTICLE, `documentId=${article.id}&status=draft`);
      expect(new URL(news.body.data.url).pathname).toBe(`/news/${article.slug}`);
    });

    test('single types in their locale; the published version without a token', async () => {
      const home = await previewUrlOf('api::home.home', 'locale=zh-Hant&status=draft');
      const zh = new URL(home.body.data.url);
      expect(`${zh.origin}${zh.pathname}`).toBe(`${STOREFRONT}/zh`);
      expect(zh.searchParams.get('preview')).toBeTruthy();
      const faq = await previewUrlOf('api::faq.faq', 'locale=ja-JP&status=draft');
      expect(new URL(faq.body.data.url).pathname).toBe('/jp/faq');
      const about = await previewUrlOf('api::about.about', 'locale=en&status=published');
      expect(about.body.data.url).toBe(`${STOREFRONT}/about`);
      const published = await previewUrlOf(
        PRODUCT,
        `documentId=${product.documentId}&locale=en&status=published`,
      );
      expect(published.body.data.url).toBe(`${STOREFRONT}/products/${product.slug}`);
    });

    test('no storefront page: no URL', async () => {
      const categories = await api('/api/tea-categories?locale=en&pagination[pageSize]=1');
      const res = await previewUrlOf(
        'api::tea-category.tea-category',
        `documentId=${categories.body.data[0].documentId}&locale=en&status=draft`,
      );
      expect(res.status).toBe(204);
    });

    test('only for editors of the admin panel', async () => {
      const res = await api(
        `/content-manager/preview/url/${PRODUCT}?documentId=${product.documentId}&locale=en`,
      );
      expect(res.status).toBe(401);
    });
  });

  describe('the token unlocks its draft', () => {
    test('a product changed but not published', async () => {
      const res = await withToken(productBySlug(product.slug), productToken);
      expect(res.status).toBe(200);
      expect(res.body.data).toHaveLength(1);
      expect(res.body.data[0].name).toBe(product.draft);
      expectPrivate(res);
      expect(res.headers.get('x-robots-tag')).toBe('noindex');
      const one = await withToken(`/api/products/${product.documentId}?locale=en`, productToken);
      expect(one.body.data.name).toBe(product.draft);
    });

    test('a list read shows that one document and nothing else', async () => {
      const res = await withToken('/api/products?locale=en&pagination[pageSize]=100', productToken);
      expect(res.body.data.map((row: Json) => row.documentId)).toEqual([product.documentId]);
    });

    test('a never-published article', async () => {
      expect((await api(articleBySlug(article.slug))).body.data).toEqual([]);
      const res = await withToken(articleBySlug(article.slug), articleToken);
      expect(res.body.data).toHaveLength(1);
      expect(res.body.data[0].title).toBe(article.title);
      expectPrivate(res);
    });

    test('the home page draft', async () => {
      const res = await withToken('/api/home?locale=en', homeToken);
      expect(res.body.data.heroTitle).toBe(heroDraft);
      expectPrivate(res);
      expect((await api('/api/home?locale=en')).body.data.heroTitle).toBe(publishedHero);
    });
  });

  describe('the token unlocks nothing else', () => {
    test('another document of the same type', async () => {
      const list = await withToken(productBySlug(other.slug), productToken);
      expect(JSON.stringify(list.body)).not.toContain(other.draft);
      const one = await withToken(`/api/products/${other.documentId}?locale=en`, productToken);
      expect(one.body.data.name).toBe(other.published);
      expectPrivate(one);
    });

    test('another locale', async () => {
      const res = await withToken(productBySlug(product.slug, 'zh-Hant'), productToken);
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).not.toContain(product.draft);
      expectPrivate(res);
      const home = await withToken('/api/home?locale=ja-JP', homeToken);
      expect(home.body.data.heroTitle).not.toBe(heroDraft);
    });

    test('another type', async () => {
      const res = await withToken(productBySlug(product.slug), articleToken);
      expect(res.body.data[0].name).toBe(product.published);
      expectPrivate(res);
      const articles = await withToken(articleBySlug(article.slug), productToken);
      expect(articles.body.data).toEqual([]);
      const about = await withToken('/api/about?locale=en', homeToken);
      expect(about.status).toBe(200);
      expect(JSON.stringify(about.body)).not.toContain(heroDraft);
    });

    test('writes are not reads', async () => {
      const res = await api(`/api/products/${product.documentId}?locale=en`, {
        method: 'PUT',
        headers: { 'X-Preview-Token': productToken },
        body: { data: { name: 'Hijacked' } },
      });
      expect([401, 403, 405]).toContain(res.status);
    });
  });

  describe('expired, forged and missing tokens', () => {
    const claims = () => ({ uid: PRODUCT, documentId: product.documentId, locale: 'en' });

    test('expired: published content; a never-published article is not found', async () => {
      const expired = createPreviewToken(claims(), { secret: previewSecret(), ttlSeconds: -5 });
      const res = await withToken(productBySlug(product.slug), expired.token);
      expect(res.body.data[0].name).toBe(product.published);
      expectPrivate(res);
      const expiredArticle = createPreviewToken(
        { uid: ARTICLE, documentId: article.id, locale: 'en' },
        { secret: previewSecret(), ttlSeconds: -5 },
      ).token;
      expect((await withToken(articleBySlug(article.slug), expiredArticle)).body.data).toEqual([]);
    });

    test('forged: another secret, a changed signature, a changed payload', async () => {
      const [payload = '', signature = ''] = productToken.split('.');
      const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
      const articlePayload = articleToken.split('.')[0];
      for (const forged of [
        createPreviewToken(claims(), { secret: 'not-the-secret' }).token,
        `${payload}.${flipped}`,
        `${articlePayload}.${signature}`,
        'garbage',
      ]) {
        const res = await withToken(productBySlug(product.slug), forged);
        expect(res.body.data[0].name).toBe(product.published);
        expectPrivate(res);
        const news = await withToken(articleBySlug(article.slug), forged);
        expect(news.body.data).toEqual([]);
      }
    });

    test('without a token, whatever the query says, only published content', async () => {
      for (const url of [
        `${productBySlug(product.slug)}&status=draft`,
        `/api/products/${product.documentId}?locale=en&status=draft`,
      ]) {
        const res = await api(url);
        const data = Array.isArray(res.body.data) ? res.body.data[0] : res.body.data;
        expect(data.name).toBe(product.published);
      }
      expect((await api(`${articleBySlug(article.slug)}&status=draft`)).body.data).toEqual([]);
    });
  });

  describe('GET /api/preview/check', () => {
    test('a valid token: its document, locale and expiry', async () => {
      const res = await withToken('/api/preview/check', productToken);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.body.data).toMatchObject({
        valid: true,
        uid: PRODUCT,
        documentId: product.documentId,
        locale: 'en',
      });
      const expiresIn = Date.parse(res.body.data.expiresAt) - Date.now();
      expect(expiresIn).toBeGreaterThan(500_000);
      expect(expiresIn).toBeLessThanOrEqual(600_000);
    });

    test('missing, invalid, expired', async () => {
      expect((await api('/api/preview/check')).body.data).toEqual({
        valid: false,
        reason: 'missing',
      });
      expect((await withToken('/api/preview/check', `${productToken}x`)).body.data).toEqual({
        valid: false,
        reason: 'invalid',
      });
      const expired = createPreviewToken(
        { uid: PRODUCT, documentId: product.documentId, locale: 'en' },
        { secret: previewSecret(), ttlSeconds: -1 },
      ).token;
      expect((await withToken('/api/preview/check', expired)).body.data).toEqual({
        valid: false,
        reason: 'expired',
      });
    });
  });

  describe('the public cache', () => {
    test('a preview answer is never stored nor served to a request without the token', async () => {
      const url = `${productBySlug(product.slug)}&fields[0]=name&fields[1]=slug`;
      const preview = await withToken(url, productToken);
      expect(preview.body.data[0].name).toBe(product.draft);
      const first = await api(url);
      expect(first.headers.get('x-cache')).not.toBe('hit');
      expect(first.body.data[0].name).toBe(product.published);
      const second = await api(url);
      expect(second.headers.get('x-cache')).toBe('hit');
      expect(second.body.data[0].name).toBe(product.published);
    });

    test('a cached public answer is never served to a preview request', async () => {
      const url = `${productBySlug(product.slug)}&fields[0]=name`;
      await api(url);
      expect((await api(url)).headers.get('x-cache')).toBe('hit');
      const preview = await withToken(url, productToken);
      expect(preview.body.data[0].name).toBe(product.draft);
      expectPrivate(preview);
      expect(preview.headers.get('etag')).toBeNull();
    });
  });
});
