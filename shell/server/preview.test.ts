/**
 * @jest-environment node
 */
import { matchRoute } from '@teashop/contracts';
import { apiRequest } from '@teashop/runtime';
import { setRuntimeConfig } from '@teashop/contracts';
import { runWithPreviewToken } from '@teashop/runtime/server';
import type { PreviewCheck } from '@teashop/runtime';
import { lookupContent } from './contentLookup';
import { contentSecurityPolicy, securityHeaders } from './securityHeaders';
import {
  checkPreview,
  lookupForPage,
  pagePreview,
  previewAnswer,
  previewsPage,
  withNoindex,
  type PagePreview,
} from './preview';

const TOKEN = 'eyJwcm9kdWN0IjoxfQ.c2lnbmF0dXJl';
const VALID: PreviewCheck = {
  valid: true,
  uid: 'api::product.product',
  documentId: 'doc1',
  locale: 'ja-JP',
  expiresAt: '2030-01-01T00:00:00.000Z',
};

/** A content backend answering the preview check with `check`, recording what it was asked. */
function fakeCms(check: PreviewCheck | 'down') {
  const calls: Array<{ url: string; headers: Record<string, string> }> = [];
  const impl = (async (url: string, init?: RequestInit) => {
    calls.push({ url, headers: (init?.headers ?? {}) as Record<string, string> });
    if (check === 'down') throw new Error('connection refused');
    return new Response(JSON.stringify({ data: check }), { status: 200 });
  }) as unknown as typeof fetch;
  return { impl, calls };
}

const route = (path: string) => {
  const match = matchRoute(path);
  if (!match) throw new Error(`no route for ${path}`);
  return match;
};

describe('draft preview on the shop server', () => {
  test('a URL without ?preview is no preview: nothing is asked', async () => {
    const cms = fakeCms(VALID);
    expect(
      await pagePreview('http://cms', '?a=1', route('/jp/products/sencha'), cms.impl),
    ).toBeNull();
    expect(cms.calls).toHaveLength(0);
  });

  test('the cms checks the token; valid for this page when type and locale match', async () => {
    const cms = fakeCms(VALID);
    const preview = await pagePreview(
      'http://cms/',
      `?preview=${TOKEN}`,
      route('/jp/products/sencha'),
      cms.impl,
    );
    expect(cms.calls[0]).toEqual({
      url: 'http://cms/api/preview/check',
      headers: expect.objectContaining({ 'X-Preview-Token': TOKEN }),
    });
    expect(preview).toEqual({ token: TOKEN, check: VALID, forThisPage: true });
  });

  test.each([
    ['/products/sencha', false, 'another locale'],
    ['/jp/news/spring', false, 'another type'],
    ['/jp/category/green', false, 'a category page'],
    ['/jp', false, 'the home page'],
    ['/jp/products/other-tea', true, 'any product page: the cms decides by document'],
  ])('%s: %s (%s)', (path, expected) => {
    expect(previewsPage(VALID, route(path))).toBe(expected);
  });

  test('single types by their page', () => {
    const check = (uid: string, locale: string): PreviewCheck => ({ ...VALID, uid, locale });
    expect(previewsPage(check('api::home.home', 'en'), route('/'))).toBe(true);
    expect(previewsPage(check('api::home.home', 'zh-Hant'), route('/zh'))).toBe(true);
    expect(previewsPage(check('api::about.about', 'en'), route('/about'))).toBe(true);
    expect(previewsPage(check('api::faq.faq', 'ja-JP'), route('/jp/faq'))).toBe(true);
    expect(previewsPage(check('api::faq.faq', 'ja-JP'), route('/jp/about'))).toBe(false);
    expect(previewsPage(check('api::privacy.privacy', 'en'), route('/copyright'))).toBe(false);
  });

  test('expired, invalid, malformed or unreachable: not valid, never a preview', async () => {
    const expired = fakeCms({ valid: false, reason: 'expired' });
    const page = route('/jp/products/sencha');
    expect(await pagePreview('http://cms', `?preview=${TOKEN}`, page, expired.impl)).toEqual({
      token: TOKEN,
      check: { valid: false, reason: 'expired' },
      forThisPage: false,
    });
    const malformed = fakeCms(VALID);
    const bad = await pagePreview('http://cms', '?preview=%3Cscript%3E', page, malformed.impl);
    expect(bad?.forThisPage).toBe(false);
    expect(malformed.calls).toHaveLength(0);
    expect(await checkPreview('http://cms', TOKEN, fakeCms('down').impl)).toEqual({
      valid: false,
      reason: 'unavailable',
    });
  });

  describe('the content lookup', () => {
    const lookup = { collection: 'products', field: 'slug', param: 'id' };
    const preview: PagePreview = { token: TOKEN, check: VALID, forThisPage: true };

    test('a previewed document is found with the token, even never published, and not kept', async () => {
      const calls: Array<Record<string, string>> = [];
      const cms = (async (_url: string, init?: RequestInit) => {
        const headers = (init?.headers ?? {}) as Record<string, string>;
        calls.push(headers);
        const data = headers['X-Preview-Token'] ? [{ title: 'Draft Tea' }] : [];
        return new Response(JSON.stringify({ data }), { status: 200 });
      }) as unknown as typeof fetch;
      const draft = await lookupContent('http://cms', lookup, 'new-tea', 'jp', cms, TOKEN);
      expect(draft).toEqual({ exists: true });
      // the published lookup is not answered from the draft
      expect(await lookupContent('http://cms', lookup, 'new-tea', 'jp', cms)).toEqual({
        exists: false,
      });
      // nor the draft from the published lookup's cache
      expect((await lookupContent('http://cms', lookup, 'new-tea', 'jp', cms, TOKEN))?.exists).toBe(
        true,
      );
      expect(calls.map((h) => h['X-Preview-Token'])).toEqual([TOKEN, undefined, TOKEN]);
    });

    test('the page previews when the draft is found, else it is looked up as published', async () => {
      const found = { exists: true as const, summary: { title: 'Draft', description: '' } };
      const published = { exists: true as const, summary: { title: 'Live', description: '' } };
      const byToken = jest.fn(async (...args: unknown[]) => (args[5] ? found : published));
      expect(await lookupForPage('http://cms', lookup, 'x', 'jp', preview, byToken)).toEqual({
        found,
        previewing: true,
      });
      const noDraft = jest.fn(async (...args: unknown[]) =>
        args[5] ? { exists: false as const } : published,
      );
      expect(await lookupForPage('http://cms', lookup, 'x', 'jp', preview, noDraft)).toEqual({
        found: published,
        previewing: false,
      });
      const plain = jest.fn(async () => published);
      const notForPage = { ...preview, forThisPage: false };
      expect(await lookupForPage('http://cms', lookup, 'x', 'jp', notForPage, plain)).toEqual({
        found: published,
        previewing: false,
      });
      expect(plain).toHaveBeenCalledTimes(1);
      expect(plain.mock.calls[0]).toHaveLength(4);
    });
  });

  describe('the answer', () => {
    test('an ordinary page', () => {
      expect(previewAnswer(null, false)).toEqual({
        cacheControl: 'no-cache',
        noindex: false,
        frameable: false,
        renderToken: null,
      });
    });

    test('a preview: private, not indexed, framed by the admin panel, rendered with the token', () => {
      expect(previewAnswer({ token: TOKEN, check: VALID, forThisPage: true }, true)).toEqual({
        cacheControl: 'private, no-store',
        noindex: true,
        frameable: true,
        state: { active: true, expiresAt: VALID.expiresAt },
        renderToken: TOKEN,
      });
    });

    test('an invalid token: the published page, still private and not indexed', () => {
      const answer = previewAnswer(
        { token: TOKEN, check: { valid: false, reason: 'invalid' }, forThisPage: false },
        false,
      );
      expect(answer).toEqual({
        cacheControl: 'private, no-store',
        noindex: true,
        frameable: false,
        state: { active: false },
        renderToken: null,
      });
    });

    test('noindex in the head', () => {
      expect(withNoindex('<html><head><title>x</title></head>')).toBe(
        '<html><head><title>x</title><meta name="robots" content="noindex" /></head>',
      );
    });

    test('only a preview may be framed, by the admin panel only', () => {
      const settings = {
        cmsUrl: 'https://cms.example',
        remotes: {},
        publicUrl: 'https://shop.example',
      };
      expect(securityHeaders(settings)['X-Frame-Options']).toBe('DENY');
      expect(contentSecurityPolicy(settings)).toContain("frame-ancestors 'none'");
      const framed = { ...settings, frameAncestors: ['https://cms.example'] };
      expect(securityHeaders(framed)['X-Frame-Options']).toBeUndefined();
      expect(contentSecurityPolicy(framed)).toContain('frame-ancestors https://cms.example;');
    });
  });

  test("server rendering sends the request's token with every content request, and only its own", async () => {
    setRuntimeConfig({ cmsUrl: 'http://cms.public', cmsApiUrl: 'http://cms.internal' });
    const seen: Record<string, string | undefined> = {};
    global.fetch = (async (url: string, init?: RequestInit) => {
      await new Promise((resolve) => setTimeout(resolve, 2));
      seen[new URL(url).searchParams.get('page') ?? ''] = (init?.headers as Record<string, string>)[
        'X-Preview-Token'
      ];
      return new Response('{"data":[]}', { status: 200 });
    }) as unknown as typeof fetch;
    await Promise.all([
      runWithPreviewToken(TOKEN, () => apiRequest('/products', { query: { page: 'preview' } })),
      runWithPreviewToken(null, () => apiRequest('/products', { query: { page: 'visitor' } })),
    ]);
    expect(seen).toEqual({ preview: TOKEN, visitor: undefined });
  });
});
