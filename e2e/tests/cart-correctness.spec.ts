import { type Page, expect, test } from '@playwright/test';
import { cmsApi, newMember } from './accounts';
import { fillAddress, fillCard, field, openCheckout } from './checkoutSteps';
import { waitForHydration } from './fixtures';

/**
 * A cart that follows the shopper between languages, and a checkout that says which field the
 * server refused, on that field.
 */

interface Product {
  documentId: string;
  slug: string;
}

interface CartView {
  locale: string;
  items: { productId: string; currency: string; quantity: number }[];
}

async function tea(slug: string): Promise<Product> {
  const { data } = await cmsApi<{ data: Product[] }>(
    `/products?filters[slug][$eq]=${slug}&fields[0]=slug`,
  );
  const found = data.data[0];
  if (!found) throw new Error(`no tea ${slug}`);
  return found;
}

const panel = (page: Page) => page.getByTestId('cart-panel');

test('a cart filled on /jp is priced in US$ after logging in on the English site, and takes English teas', async ({
  page,
}) => {
  const member = await newMember('cart-jp-en');
  const gyokuro = await tea('gyokuro');
  const filled = await cmsApi('/carts', {
    method: 'POST',
    jwt: member.jwt,
    body: { data: { items: [{ productId: gyokuro.documentId, quantity: 1 }], locale: 'jp' } },
  });
  expect(filled.status).toBeLessThan(300);

  // Another device, on the English site: log in.
  await page.goto('/login');
  await page.locator('[data-page="login"]').getByLabel('Email', { exact: true }).fill(member.email);
  await page
    .locator('[data-page="login"]')
    .getByLabel('Password', { exact: true })
    .fill(member.password);
  await page
    .locator('[data-page="login"]')
    .getByRole('button', { name: 'Log in', exact: true })
    .click();
  await expect(page.getByText("Your cart's prices are now shown in US$.")).toBeVisible();

  await page.goto('/products/hojicha');
  await waitForHydration(page);
  await expect(page.getByTestId('add-to-cart')).toBeEnabled();
  const saved = page.waitForResponse(
    (r) => /\/api\/carts/.test(new URL(r.url()).pathname) && r.request().method() !== 'GET',
  );
  await page.getByTestId('add-to-cart').click();
  expect((await saved).ok()).toBe(true);
  await page.locator('#shell-cart-button').click();
  await expect(panel(page)).toBeVisible();
  await expect(panel(page).locator('[data-product-id]')).toHaveCount(2);
  await expect(
    panel(page).getByText(
      'There are items with different currencies in your cart. Please check again.',
    ),
  ).toHaveCount(0);

  const { data } = await cmsApi<{ data: CartView[] }>('/carts', { jwt: member.jwt });
  expect(data.data[0]?.locale).toBe('en');
  expect(data.data[0]?.items.map((i) => i.currency)).toEqual(['USD', 'USD']);
});

test('checkout: an address the server refuses is marked on its field, which takes focus; nothing typed is lost', async ({
  page,
}) => {
  await openCheckout(page, 'en');
  // The agreement's Privacy Policy link is written like the shop's links, not the browser's blue.
  const privacy = page
    .locator('[data-page="checkout"]')
    .getByRole('link', { name: 'Privacy Policy' });
  const linkColor = await privacy.evaluate((a) => getComputedStyle(a).color);
  expect(linkColor).not.toBe('rgb(0, 0, 238)');
  expect(await privacy.evaluate((a) => getComputedStyle(a).textDecorationLine)).toBe('underline');
  await fillAddress(page, 'en');
  await expect(field(page, 'Address')).toHaveAttribute('maxlength', '200');
  await fillCard(page, 'en', '4242 4242 4242 4242');
  await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
  // The payment call carries a 248-character address (as an older page or a script would send).
  await page.route('**/api/checkout/payment', async (route) => {
    const body = route.request().postDataJSON() as {
      data: { deliveryAddress: Record<string, string> };
    };
    body.data.deliveryAddress.address = 'No. 128, Sec. 1, Dihua St. '.repeat(10).slice(0, 248);
    await route.continue({ postData: JSON.stringify(body) });
  });
  const refused = page.waitForResponse((r) => r.url().includes('/api/checkout/payment'));
  await page.getByTestId('pay-button').click();
  expect((await refused).status()).toBe(400);
  await expect(page.getByText('Please use at most 200 characters')).toBeVisible();
  await expect(field(page, 'Address')).toBeFocused();
  await expect(field(page, 'Address')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'City')).not.toHaveValue('');
  await expect(page.getByText('Something went wrong, please try again.')).toHaveCount(0);
});
