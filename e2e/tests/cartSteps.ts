import { type Page, expect } from './fixtures';

/** Publishes `cart:add-item` on the page's event bus and waits for the cart to be saved. */
export async function addTea(page: Page, productId: string, quantity = 1): Promise<void> {
  await expect(page.locator('#shell-cart-button')).toBeVisible();
  const saved = page.waitForResponse(
    (r) =>
      /\/api\/carts(\/[^/]+)?$/.test(new URL(r.url()).pathname) &&
      ['POST', 'PUT'].includes(r.request().method()),
  );
  await page.evaluate(
    ({ productId, quantity }) => {
      const bus = (globalThis as unknown as { __teashopEventBus__?: { target: EventTarget } })
        .__teashopEventBus__;
      bus?.target.dispatchEvent(
        new CustomEvent('cart:add-item', { detail: { productId, quantity } }),
      );
    },
    { productId, quantity },
  );
  expect((await saved).ok()).toBe(true);
}
