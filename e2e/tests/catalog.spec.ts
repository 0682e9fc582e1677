import { expect, test, type Page } from './fixtures';
import { CMS_URL, DEMO, LOCALES, apiLogin, signInBrowser } from './support';

/** Catalogue texts the journeys look for, per storefront locale. */
const TEXT = {
  en: {
    contentLocale: 'en',
    currency: 'USD',
    evening: 'Evening-safe',
    noMatch: 'No teas match these filters. Try removing a filter.',
    showing: (shown: number, total: number) => `Showing ${shown} of ${total}`,
    loadMore: 'Load more',
    addToCart: 'Add to cart',
    writeReview: 'Write a review',
    gifRejected: 'Only upload picture file in png or jpg format, please re-upload.',
    notFound: '404 - Page Not Found',
  },
  zh: {
    contentLocale: 'zh-Hant',
    currency: 'TWD',
    evening: '夜間友善',
    noMatch: '沒有符合這些條件的茶品，請試著移除部分篩選條件。',
    showing: (shown: number, total: number) => `顯示 ${shown} / 共 ${total} 項`,
    loadMore: '載入更多',
    addToCart: '加入購物車',
    writeReview: '撰寫評價',
    gifRejected: '僅能上傳 png 或 jpg 格式的圖片，請重新上傳。',
    notFound: '404 - 找不到頁面',
  },
  jp: {
    contentLocale: 'ja-JP',
    currency: 'JPY',
    evening: '夜も安心',
    noMatch: '条件に合うお茶が見つかりませんでした。絞り込み条件を減らしてお試しください。',
    showing: (shown: number, total: number) => `${total} 件中 ${shown} 件を表示`,
    loadMore: 'もっと見る',
    addToCart: 'カートに入れる',
    writeReview: 'レビューを書く',
    gifRejected:
      'png または jpg 形式の画像のみアップロードできます。もう一度アップロードしてください。',
    notFound: '404 - ページが見つかりません',
  },
} as const;

const PAGE_SIZE = 12;

async function cmsGet<T>(path: string): Promise<T> {
  const res = await fetch(`${CMS_URL}/api${path}`);
  if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
  return (await res.json()) as T;
}

async function productTotal(contentLocale: string): Promise<number> {
  const body = await cmsGet<{ meta: { pagination: { total: number } } }>(
    `/products?locale=${contentLocale}&fields[0]=slug&pagination[pageSize]=1`,
  );
  return body.meta.pagination.total;
}

const catalog = (page: Page) => page.locator('[data-boundary="mf-catalog"]');
const cards = (page: Page) => catalog(page).getByTestId('product-card');

interface DataLayerEntry {
  event?: string;
  ecommerce?: {
    currency: string;
    value: number;
    items: Array<{
      item_id: string;
      item_name: string;
      item_variant: string;
      price: number;
      quantity: number;
    }>;
  };
}

test.describe('catalogue: list, filters, product page', () => {
  for (const { locale, prefix } of LOCALES) {
    const text = TEXT[locale];

    test(`filters combine to a no-match state kept in the URL (${locale})`, async ({ page }) => {
      // The highest caffeine level and "evening-safe" (rank <= 1) exclude each other.
      const levels = await cmsGet<{ data: Array<{ name: string; slug: string; rank: number }> }>(
        `/caffeine-levels?locale=${text.contentLocale}&sort[0]=rank:desc`,
      );
      const strongest = levels.data[0];
      expect(strongest && strongest.rank).toBeGreaterThan(1);

      await page.goto(`${prefix}/products`);
      await expect(cards(page).first()).toBeVisible();
      await catalog(page).getByRole('checkbox', { name: text.evening }).check();
      await expect(page).toHaveURL(/[?&]evening=1/);
      await expect(cards(page).first()).toBeVisible();
      await catalog(page)
        .locator('[data-filter="caffeine"]')
        .getByRole('checkbox', { name: strongest?.name ?? '', exact: true })
        .check();
      await expect(page).toHaveURL(new RegExp(`[?&]caffeine=${strongest?.slug}`));
      await expect(catalog(page).getByTestId('no-match')).toHaveText(text.noMatch);
      await expect(catalog(page).getByTestId('product-count')).toHaveText(text.showing(0, 0));
      await expect(cards(page)).toHaveCount(0);

      // Survives a reload, and back goes to the previous filter state.
      await page.reload();
      await expect(catalog(page).getByTestId('no-match')).toHaveText(text.noMatch);
      await page.goBack();
      await expect(page).not.toHaveURL(/caffeine=/);
      await expect(cards(page).first()).toBeVisible();
      await expect(catalog(page).getByTestId('no-match')).toHaveCount(0);
      await page.goForward();
      await expect(catalog(page).getByTestId('no-match')).toHaveText(text.noMatch);
    });

    test(`load more appends pages of ${PAGE_SIZE} until every tea is shown (${locale})`, async ({
      page,
    }) => {
      const total = await productTotal(text.contentLocale);
      expect(total).toBeGreaterThan(PAGE_SIZE);
      await page.goto(`${prefix}/products`);
      const count = catalog(page).getByTestId('product-count');
      const more = catalog(page).getByTestId('load-more');
      let expected = Math.min(PAGE_SIZE, total);
      await expect(cards(page)).toHaveCount(expected);
      await expect(count).toHaveText(text.showing(expected, total));
      while (expected < total) {
        const firstName = await cards(page).first().locator('h3').innerText();
        await expect(more).toHaveText(text.loadMore);
        await more.click();
        expected = Math.min(expected + PAGE_SIZE, total);
        await expect(cards(page)).toHaveCount(expected);
        await expect(count).toHaveText(text.showing(expected, total));
        // appended: the list did not start over
        await expect(cards(page).first().locator('h3')).toHaveText(firstName);
      }
      await expect(more).toHaveCount(0);
      const slugs = await cards(page)
        .locator('a')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(new Set(slugs).size).toBe(total);
      // the count shown is kept in the URL, so a reload keeps the whole list
      await page.reload();
      await expect(cards(page)).toHaveCount(total);
    });

    test(`add to cart from a product page updates the badge and pushes add_to_cart (${locale})`, async ({
      page,
    }) => {
      await page.goto(`${prefix}/products`);
      // Follows the card's link as a shopper would (keyboard: independent of overlapping menus).
      const link = cards(page).first().locator('a').first();
      await link.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${prefix}/products/[a-z0-9-]+$`));
      const name = (await catalog(page).locator('h1').innerText()).trim();
      await expect(catalog(page).getByTestId('free-shipping')).not.toHaveText(/^\s*$/);
      const badge = page.getByTestId('cart-badge');
      const before = (await badge.count()) > 0 ? Number(await badge.innerText()) : 0;

      const add = catalog(page).getByTestId('add-to-cart');
      await expect(add).toHaveText(text.addToCart);
      await add.click();
      await expect(badge).toHaveText(String(before + 1));
      await expect(add).toHaveText(text.addToCart);

      const event = await page.waitForFunction(() => {
        const layer =
          (window as unknown as { dataLayer?: Array<{ event?: string }> }).dataLayer ?? [];
        return layer.find((entry) => entry.event === 'add_to_cart') ?? null;
      });
      const pushed = (await event.jsonValue()) as DataLayerEntry;
      const item = pushed.ecommerce?.items[0];
      expect(pushed.ecommerce?.currency).toBe(text.currency);
      expect(item).toEqual(
        expect.objectContaining({
          item_id: expect.any(String),
          item_name: name,
          item_variant: expect.any(String),
          price: expect.any(Number),
          quantity: 1,
        }),
      );
      expect(pushed.ecommerce?.value).toBeCloseTo((item?.price ?? 0) * 1, 2);
    });

    test(`the review form rejects a gif picture (${locale})`, async ({ page }) => {
      await signInBrowser(page, await apiLogin(DEMO.email, DEMO.password));
      // reviews come from members who received the tea: the demo member's shipped order holds it
      await page.goto(`${prefix}/products/hojicha`);
      await catalog(page).getByRole('button', { name: text.writeReview }).click();
      const form = catalog(page).getByTestId('review-form');
      await form.getByTestId('review-image').setInputFiles({
        name: 'cup.gif',
        mimeType: 'image/gif',
        buffer: Buffer.from('R0lGODlhAQABAAAAACw=', 'base64'),
      });
      await expect(form.getByRole('alert')).toHaveText(text.gifRejected);
      await expect(form.getByTestId('review-image')).toHaveAttribute('aria-invalid', 'true');
    });

    test(`an unknown product slug answers 404 with the not-found page (${locale})`, async ({
      page,
    }) => {
      const response = await page.goto(`${prefix}/products/no-such-tea-anywhere`);
      expect(response?.status()).toBe(404);
      // the shop's own not-found page: the catalogue's area is not loaded for missing content
      const notFound = page.locator('#main-content [data-error="404"] h1');
      await expect(notFound).toHaveText(text.notFound);
      await expect(catalog(page)).toHaveCount(0);
      const category = await page.goto(`${prefix}/category/no-such-category`);
      expect(category?.status()).toBe(404);
      await expect(notFound).toHaveText(text.notFound);
    });
  }
});
