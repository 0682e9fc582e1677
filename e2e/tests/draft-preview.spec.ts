import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './fixtures';
import { cmsApi } from './accounts';
import { asEditor } from './editor';

/*
 * Draft preview: an editor of the cms opens the storefront page of a document from the admin
 * panel's preview (its URL carries a short-lived signed token) and sees the draft, with a banner,
 * not indexed; everyone else, and any page with an expired or forged token, sees the published
 * page (or 404 for content that was never published).
 */

const PRODUCT = 'api::product.product';
const ARTICLE = 'api::article.article';
const BANNER_TEXT = 'You are viewing unpublished content.';
const NOT_FOUND = '404 - Page Not Found';

/** The storefront path and query of a document's preview, as the admin panel's preview opens it. */
async function previewPathOf(uid: string, documentId: string, locale = 'en'): Promise<string> {
  const res = await asEditor<{ data: { url?: string } }>(
    `/content-manager/preview/url/${uid}?documentId=${documentId}&locale=${locale}&status=draft`,
  );
  expect(res.status).toBe(200);
  const url = new URL(res.data.data.url ?? '');
  expect(url.searchParams.get('preview')).toBeTruthy();
  return `${url.pathname}${url.search}`;
}

/** The cms's preview secret: from the environment, else the local secrets file of the test cms. */
function previewSecret(): string {
  if (process.env.PREVIEW_SECRET) return process.env.PREVIEW_SECRET;
  const file =
    process.env.LOCAL_SECRETS_FILE ??
    path.resolve(__dirname, '..', '..', 'cms', '.tmp', 'local-secrets.json');
  const secrets = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
  if (!secrets.PREVIEW_SECRET) throw new Error(`no PREVIEW_SECRET in ${file}`);
  return secrets.PREVIEW_SECRET;
}

/** A token signed like the cms's (payload `[uid, documentId, locale, exp]`, HMAC-SHA256). */
function signedToken(uid: string, documentId: string, locale: string, exp: number): string {
  const payload = Buffer.from(JSON.stringify([uid, documentId, locale, exp])).toString('base64url');
  const signature = crypto
    .createHmac('sha256', previewSecret())
    .update(payload)
    .digest('base64url');
  return `${payload}.${signature}`;
}

const withToken = (pagePath: string, token: string) =>
  `${pagePath}?preview=${encodeURIComponent(token)}`;

const banner = (page: Page) => page.getByRole('status').filter({ hasText: BANNER_TEXT });
const noindexMeta = (page: Page) => page.locator('head meta[name="robots"][content="noindex"]');

/** The page answered privately: never stored, not indexed. */
function expectPrivate(headers: Record<string, string>) {
  expect(headers['cache-control']).toBe('private, no-store');
  expect(headers['x-robots-tag']).toBe('noindex');
}

test.describe('draft preview', () => {
  test('an editor previews a product draft; without a valid token the published product shows', async ({
    page,
  }) => {
    const { data: list } = await cmsApi<{
      data: Array<{ documentId: string; name: string; slug: string }>;
    }>(
      '/products?locale=en&fields[0]=name&fields[1]=slug&sort[0]=slug:desc&pagination[pageSize]=1',
    );
    const tea = list.data[0];
    expect(tea).toBeTruthy();
    const productPath = `/products/${tea!.slug}`;
    // A marker without characters HTML would escape, to look for in the server's HTML.
    const marker = `spring draft ${Date.now().toString(36)}`;
    const draftName = `${tea!.name} (${marker})`;

    const edit = await asEditor(
      `/content-manager/collection-types/${PRODUCT}/${tea!.documentId}?locale=en`,
      { method: 'PUT', body: { name: draftName } },
    );
    expect(edit.status).toBe(200);
    try {
      const previewPath = await previewPathOf(PRODUCT, tea!.documentId);
      expect(previewPath.startsWith(`${productPath}?preview=`)).toBe(true);

      // The preview: the draft, the banner, not indexed, never stored.
      const preview = await page.goto(previewPath);
      expect(preview?.status()).toBe(200);
      expectPrivate(preview!.headers());
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(draftName);
      await expect(banner(page)).toBeVisible();
      await expect(banner(page)).toContainText('Preview');
      await expect(noindexMeta(page)).toHaveCount(1);
      const html = await preview!.text();
      expect(html).toContain(marker);
      expect(html).toContain('<meta name="robots" content="noindex"');

      // Exit preview: the same page, published.
      await banner(page).getByRole('link', { name: 'Exit preview' }).click();
      await expect(page).toHaveURL(new RegExp(`${productPath}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(tea!.name);
      await expect(banner(page)).toHaveCount(0);

      // The same page without the token, as any visitor.
      const published = await page.goto(productPath);
      expect(published?.status()).toBe(200);
      expect(published!.headers()['cache-control']).not.toContain('private');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(tea!.name);
      await expect(banner(page)).toHaveCount(0);
      await expect(noindexMeta(page)).toHaveCount(0);
      expect(await published!.text()).not.toContain(marker);

      // An expired token and forged ones: the published page, still private.
      const token = new URL(previewPath, 'http://shop').searchParams.get('preview') ?? '';
      const [payload = '', signature = ''] = token.split('.');
      const expired = signedToken(
        PRODUCT,
        tea!.documentId,
        'en',
        Math.floor(Date.now() / 1000) - 60,
      );
      const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
      const otherPayload = Buffer.from(
        JSON.stringify([PRODUCT, tea!.documentId, 'en', Math.floor(Date.now() / 1000) + 3600]),
      ).toString('base64url');
      for (const bad of [expired, `${payload}.${flipped}`, `${otherPayload}.${signature}`]) {
        const answer = await page.goto(withToken(productPath, bad));
        expect(answer?.status()).toBe(200);
        expectPrivate(answer!.headers());
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(tea!.name);
        await expect(banner(page)).toHaveCount(0);
        expect(await answer!.text()).not.toContain(marker);
      }
    } finally {
      // The draft goes back to the published version.
      await asEditor(
        `/content-manager/collection-types/${PRODUCT}/${tea!.documentId}/actions/discard?locale=en`,
        { body: {} },
      );
    }
  });

  test('a never-published article shows in its preview and is 404 without it', async ({ page }) => {
    const stamp = Date.now().toString(36);
    const title = `Harvest notes ${stamp}`;
    const slug = `harvest-notes-${stamp}`;
    const created = await asEditor<{ data: { documentId: string } }>(
      `/content-manager/collection-types/${ARTICLE}?locale=en`,
      {
        body: {
          title,
          slug,
          excerpt: 'What the first flush of the season tastes like.',
          publishDate: '2026-04-01',
          body: [
            {
              type: 'paragraph',
              children: [{ type: 'text', text: 'The first flush arrived this week.' }],
            },
          ],
        },
      },
    );
    expect(created.status).toBe(201);
    const { documentId } = created.data.data;
    try {
      const previewPath = await previewPathOf(ARTICLE, documentId);
      expect(previewPath.startsWith(`/news/${slug}?preview=`)).toBe(true);

      const preview = await page.goto(previewPath);
      expect(preview?.status()).toBe(200);
      expectPrivate(preview!.headers());
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByText('The first flush arrived this week.')).toBeVisible();
      await expect(banner(page)).toBeVisible();
      await expect(noindexMeta(page)).toHaveCount(1);

      const missing = await page.goto(`/news/${slug}`);
      expect(missing?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: NOT_FOUND })).toBeVisible();
      await expect(banner(page)).toHaveCount(0);

      const expired = signedToken(ARTICLE, documentId, 'en', Math.floor(Date.now() / 1000) - 60);
      const stale = await page.goto(withToken(`/news/${slug}`, expired));
      expect(stale?.status()).toBe(404);
      expectPrivate(stale!.headers());
      await expect(page.getByRole('heading', { name: NOT_FOUND })).toBeVisible();
    } finally {
      await asEditor(`/content-manager/collection-types/${ARTICLE}/${documentId}?locale=en`, {
        method: 'DELETE',
      });
    }
  });
});
