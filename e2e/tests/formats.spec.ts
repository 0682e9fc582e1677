import { type Page, expect, test, waitForHydration } from './fixtures';
import { DEMO, LOCALES, apiLogin, signInBrowser } from './support';
import { cmsApi } from './accounts';
import { addTea } from './cartSteps';

/*
 * Prices, dates, names and addresses as the shopper reads them in each language, server-rendered
 * and after hydration: one money format (US$28.00, NT$1,740, ¥8,700 — the half-width yen sign) on
 * the cart lines and the subtotal; dates, the delivery name and address in the page's language
 * order on the member's order page. Screenshots of each page at 1280 and 390 px are attached.
 */

type LocaleCode = (typeof LOCALES)[number]['locale'];

const CONTENT_LOCALE = { en: 'en', zh: 'zh-Hant', jp: 'ja-JP' } as const;
const UNIT_PRICE = { en: 'Price', zh: '價格', jp: '価格' } as const;
const PRICE = {
  en: /^US\$\d{1,3}(,\d{3})*\.\d{2}$/,
  zh: /^NT\$\d{1,3}(,\d{3})*$/,
  jp: /^¥\d{1,3}(,\d{3})*$/,
} as const;
/** The demo member's order of Nov 12, 2026, shipped to Taipei. */
const ORDER = {
  number: 'TS-2026-000245',
  date: { en: 'Nov 12, 2026', zh: '2026年11月12日', jp: '2026年11月12日' },
  name: { en: 'Mei Lin', zh: 'Lin Mei', jp: 'Lin Mei' },
  /** the line with the postal code: after the street in English, first in Chinese and Japanese */
  postal: {
    en: [2, /^Taipei, Datong District 103$/],
    zh: [1, /^103 Datong District Taipei$/],
    jp: [1, /^103 Datong District Taipei$/], // the postal mark 〒 is for addresses in Japan
  },
  phone: '+886 912 345 678',
} as const;

async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
    await test.info().attach(`${name}-${width}`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

async function teaId(locale: LocaleCode, slug: string): Promise<string> {
  const { data } = await cmsApi<{ data: Array<{ documentId: string }> }>(
    `/products?locale=${CONTENT_LOCALE[locale]}&filters[slug][$eq]=${slug}&fields[0]=slug`,
  );
  const id = data.data[0]?.documentId;
  if (!id) throw new Error(`no ${slug} in ${locale}`);
  return id;
}

for (const { locale, prefix } of LOCALES) {
  test(`the cart writes each line's price like the subtotal (${locale})`, async ({ page }) => {
    await page.goto(`${prefix}/products`);
    await waitForHydration(page);
    await addTea(page, await teaId(locale, 'hojicha'), 2);
    await page.locator('#shell-cart-button').click();
    const panel = page.getByTestId('cart-panel');
    const line = panel.locator('[data-product-id]').first();
    await expect(line).toBeVisible();
    const unit = line.locator(`[aria-label^="${UNIT_PRICE[locale]}:"]`);
    await expect(unit).toHaveText(PRICE[locale]);
    const text = await panel.innerText();
    expect(text).not.toMatch(/\b(USD|TWD|JPY)\b/);
    expect(text).not.toContain('￥');
    // the subtotal, twice the unit price, in the same format
    const shown = await unit.innerText();
    const amount = Number(shown.replace(/[^0-9.]/g, '')) * 2;
    const digits = locale === 'en' ? 2 : 0;
    const twice = amount.toLocaleString('en-US', {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    await expect(panel).toContainText(`${shown.replace(/[0-9.,]+$/, '')}${twice}`);
    await screenshots(page, `cart-${locale}`);
  });

  test(`the order page writes the date, name and address in the page's language (${locale})`, async ({
    page,
  }) => {
    await signInBrowser(page, await apiLogin(DEMO.email, DEMO.password));
    await page.goto(`${prefix}/member/orders`);
    const row = page.getByTestId('orders').locator('tbody tr', { hasText: ORDER.number });
    await expect(row.getByTestId('order-date')).toHaveText(ORDER.date[locale]);
    // On a phone the list fits the screen: no sideways scrolling, each date on one line.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    const dateLines = await row.getByTestId('order-date').evaluate((cell) => {
      const text = document.createRange();
      text.selectNodeContents(cell);
      return new Set([...text.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(dateLines).toBe(1);
    await page.setViewportSize({ width: 1280, height: 720 });
    await row.getByRole('link').press('Enter');
    const order = page.getByTestId('order');
    await expect(order).toContainText(ORDER.number);
    await expect(order).toContainText(ORDER.date[locale]);
    const address = (await page.getByTestId('delivery-address').innerText()).split('\n');
    expect(address[0]).toBe(ORDER.name[locale]);
    const [index, postal] = ORDER.postal[locale];
    expect(address[index]).toMatch(postal);
    expect(address.at(-1)).toBe(ORDER.phone);
    await expect(page.getByTestId('grand-total')).toHaveText(PRICE.en);
    await screenshots(page, `order-${locale}`);
  });
}
