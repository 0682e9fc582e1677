import { expect, test, waitForHydration, type Page } from './fixtures';

/*
 * What the server sent is not done again in the browser: the footer (links only) stays the
 * server's HTML, never hydrated, and a style sheet the server inlined is not linked again when
 * the area's code loads. Nor twice by the server: a rule that several of an area's chunks carry
 * (a product card's, in the list, the product page and search) is inlined once.
 */

/** Whether React has taken over the element (it keeps its fiber on the DOM node). */
const isReactNode = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => Object.keys(el).some((k) => k.startsWith('__react')));

test('the footer stays the server HTML, and its links change page without a page load', async ({
  page,
}) => {
  await page.goto('/products/longjing');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(await isReactNode(page, '#shell-footer footer'), 'footer hydrated').toBe(false);
  expect(await isReactNode(page, '#shell-header header'), 'header hydrated').toBe(true);

  await page.evaluate(() => ((window as { samePage?: boolean }).samePage = true));
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Oolong Tea' }).click();
  await expect(page).toHaveURL(/\/category\/oolong$/);
  await expect(page.locator('#area-mf-catalog h1')).toHaveText('Oolong Tea');
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);

  // A page whose layout has no footer: it goes; back, it is drawn in the browser.
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login\?/);
  await expect(page.locator('#shell-footer footer')).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/category\/oolong$/);
  await expect(footer.getByRole('link', { name: 'Oolong Tea' })).toBeVisible();
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
});

for (const path of ['/', '/products/longjing', '/jp/products', '/news/autumn-roasting-season']) {
  test(`${path}: no style sheet the server inlined is linked again`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const sheets = await page.evaluate(() => {
      const inlined = [...document.querySelectorAll('style[data-href]')].map((s) =>
        s.getAttribute('data-href'),
      );
      const linked = [...document.querySelectorAll('link[rel="stylesheet"]')].map(
        (l) => new URL((l as HTMLLinkElement).href).pathname.split('/').pop() ?? '',
      );
      return { inlined, linked };
    });
    expect(sheets.inlined.length, 'the server inlined style sheets').toBeGreaterThan(0);
    expect(sheets.linked.filter((file) => sheets.inlined.includes(file))).toEqual([]);
  });
}

for (const path of ['/products/longjing', '/products']) {
  test(`${path}: each style rule the server inlined comes once`, async ({ page }) => {
    await page.goto(path);
    const rules = await page.evaluate(() =>
      [...document.styleSheets]
        .filter((sheet) => (sheet.ownerNode as Element | null)?.matches('style[data-href]'))
        .flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)),
    );
    const repeated = rules.filter((rule, index) => rules.indexOf(rule) !== index);
    expect(rules.length, 'inlined rules').toBeGreaterThan(100);
    expect(repeated.slice(0, 5)).toEqual([]);
  });
}
