import { expect, test as base, type Page } from '@playwright/test';

export { expect };
export type { APIRequestContext, Locator, Page, Request } from '@playwright/test';

/**
 * Waits until the server-rendered parts of the page (header, the page's area) have been hydrated,
 * and the static footer's links are followed by the shop: they lose `data-ssr` then. A shopper's
 * first click reaches a live page the same way.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page
    .waitForFunction(() => !document.querySelector('[data-ssr]'), undefined, { timeout: 15_000 })
    .catch(() => undefined);
}

/** A Content-Security-Policy violation seen by the page. */
export interface CspViolation {
  directive: string;
  blocked: string;
  page: string;
  sample: string;
}

/**
 * Records every Content-Security-Policy violation of the page's documents (the shop's policy is
 * enforced, so a violation is something that did not run or load).
 */
export async function recordCspViolations(page: Page): Promise<CspViolation[]> {
  const violations: CspViolation[] = [];
  await page.exposeBinding('__recordCspViolation', (_source, violation: CspViolation) => {
    violations.push(violation);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const record = (window as unknown as Record<string, (v: unknown) => void>)
        .__recordCspViolation;
      record?.({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        page: event.documentURI,
        sample: event.sample,
      });
    });
  });
  return violations;
}

/**
 * Playwright's test, whose page waits for hydration after `goto` and `reload`, and fails the test
 * on any Content-Security-Policy violation.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    const violations = await recordCspViolations(page);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    // Without scripts nothing hydrates: the page the server sent is all there is.
    const settle = javaScriptEnabled ? waitForHydration : async () => undefined;
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await settle(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await settle(page);
      return response;
    };
    await provide(page);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
});
