import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, Locator, Page, Request } from '@playwright/test';

/**
 * Waits until the server-rendered parts of the page (header, footer, the page's area) have been
 * hydrated: they lose `data-ssr` then. A shopper's first click reaches a live page the same way.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page
    .waitForFunction(() => !document.querySelector('[data-ssr]'), undefined, { timeout: 15_000 })
    .catch(() => undefined);
}

/** Playwright's test, whose page waits for hydration after `goto` and `reload`. */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await waitForHydration(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await waitForHydration(page);
      return response;
    };
    await provide(page);
  },
});
