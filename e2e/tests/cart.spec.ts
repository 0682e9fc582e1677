import { type Page, type Request, expect, test } from './fixtures';
import {
  LOCALES,
  openUntilQuiet,
  requestsTo,
  signInBrowser as signInAsShopServerDoes,
} from './support';
import { addTea } from './cartSteps';
import { cmsApi as api, newMember as registerMember } from './accounts';

/*
 * Cart journeys against the running shop and content backend. Members are registered through the
 * API for each test; the browser signs in by getting the auth cookie, as the login page leaves it.
 * Products are put in the cart through the `cart:add-item` bus event, the contract the product
 * page's add-to-cart button uses.
 */

interface Product {
  documentId: string;
  name: string;
  slug: string;
}

interface CartView {
  documentId: string;
  cartId: string;
  userId: string;
  items: { productId: string; quantity: number; currency: string }[];
}

const CONTENT_LOCALE = { en: 'en', zh: 'zh-Hant', jp: 'ja-JP' } as const;
/** The price sign a cart line shows, the same one as the subtotal's. */
const CURRENCY = { en: 'US$', zh: 'NT$', jp: '¥' } as const;
const EMPTY = {
  en: 'Your shopping cart is empty',
  zh: '您的購物車是空的',
  jp: 'ショッピングカートは空です',
} as const;
const PANEL_TITLE = { en: 'Shopping cart', zh: '購物車', jp: 'ショッピングカート' } as const;
const INCREASE = { en: 'Increase quantity of', zh: '增加', jp: 'の数量を増やす' } as const;

/** A fresh member and its jwt. */
const newMember = () => registerMember('cart', { lastName: 'Cart' });

async function products(locale: keyof typeof CONTENT_LOCALE = 'en'): Promise<Product[]> {
  const { data } = await api<{ data: Product[] }>(
    `/products?locale=${CONTENT_LOCALE[locale]}&fields[0]=name&fields[1]=slug&sort[0]=slug:asc&pagination[pageSize]=3`,
  );
  if (data.data.length < 2) throw new Error('the catalogue needs at least two published teas');
  return data.data;
}

async function memberCart(jwt: string): Promise<CartView | undefined> {
  return (await api<{ data: CartView[] }>('/carts', { jwt })).data.data[0];
}

async function signInBrowser(page: Page, jwt: string, baseURL: string): Promise<void> {
  await signInAsShopServerDoes(page, jwt, baseURL);
}

function panel(page: Page) {
  return page.getByTestId('cart-panel');
}

async function openPanel(page: Page) {
  await page.locator('#shell-cart-button').click();
  await expect(panel(page)).toBeVisible();
}

function line(page: Page, productId: string) {
  return page.locator(`[data-product-id="${productId}"]`);
}

function quantityBox(page: Page, productId: string) {
  return line(page, productId).getByRole('textbox');
}

const isCartWrite = (r: Request) =>
  r.method() === 'PUT' && /\/api\/carts\/[^/]+$/.test(new URL(r.url()).pathname);

test.describe('cart', () => {
  test('anonymous teas merge into the member cart on login: quantities summed, anonymous cart gone', async ({
    page,
    baseURL,
  }) => {
    const [teaA, teaB] = await products();
    const member = await newMember();
    // The member's cart already holds tea A (2).
    const seeded = await api<{ data: CartView }>('/carts', {
      method: 'POST',
      jwt: member.jwt,
      body: { data: { items: [{ productId: teaA!.documentId, quantity: 2 }], locale: 'en' } },
    });
    expect(seeded.status).toBeLessThan(300);

    await page.goto('/');
    await addTea(page, teaA!.documentId, 1);
    await addTea(page, teaB!.documentId, 1);
    const anonymousId = await page.evaluate(() => localStorage.getItem('teashop_cart_id'));
    expect(anonymousId).toMatch(/^cart-[A-Za-z0-9]{9}$/);
    const anonymous = (await api<{ data: CartView[] }>('/carts', { cartId: anonymousId! })).data
      .data[0];
    expect(anonymous?.items.map((i) => [i.productId, i.quantity])).toEqual([
      [teaA!.documentId, 1],
      [teaB!.documentId, 1],
    ]);

    await signInBrowser(page, member.jwt, baseURL!);
    const merge = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/carts/merge');
    await page.reload();
    expect((await merge).ok()).toBe(true);
    await openPanel(page);
    await expect(quantityBox(page, teaA!.documentId)).toHaveValue('3');
    await expect(quantityBox(page, teaB!.documentId)).toHaveValue('1');

    const merged = await memberCart(member.jwt);
    expect(merged?.items.map((i) => [i.productId, i.quantity])).toEqual([
      [teaA!.documentId, 3],
      [teaB!.documentId, 1],
    ]);
    expect((await api<{ data: CartView[] }>('/carts', { cartId: anonymousId! })).data.data).toEqual(
      [],
    );
    expect(await page.evaluate(() => localStorage.getItem('teashop_cart_id'))).toBeNull();
  });

  test('five fast increments send one update with the final quantity; ten clicks as well', async ({
    page,
    baseURL,
  }) => {
    // A tea with more than 16 in stock: the cart never holds more than the stock left.
    const [, teaA] = await products();
    const member = await newMember();
    await api('/carts', {
      method: 'POST',
      jwt: member.jwt,
      body: { data: { items: [{ productId: teaA!.documentId, quantity: 1 }], locale: 'en' } },
    });
    await signInBrowser(page, member.jwt, baseURL!);
    const writes: Request[] = [];
    page.on('request', (r) => {
      if (isCartWrite(r)) writes.push(r);
    });
    await page.goto('/cart');
    const box = quantityBox(page, teaA!.documentId);
    await expect(box).toHaveValue('1');
    const plus = line(page, teaA!.documentId).getByRole('button', { name: /Increase quantity/ });

    let saved = page.waitForResponse((r) => isCartWrite(r.request()));
    for (let i = 0; i < 5; i += 1) await plus.click();
    await expect(box).toHaveValue('6');
    const first = await saved;
    expect(writes).toHaveLength(1);
    expect(first.request().postDataJSON()).toMatchObject({
      data: { items: [{ productId: teaA!.documentId, quantity: 6 }] },
    });
    expect((await memberCart(member.jwt))?.items[0]?.quantity).toBe(6);

    saved = page.waitForResponse((r) => isCartWrite(r.request()));
    const started = Date.now();
    let longestGap = 0;
    for (let i = 0; i < 10; i += 1) {
      const before = Date.now();
      await plus.click();
      if (i > 0) longestGap = Math.max(longestGap, Date.now() - before);
    }
    const clicking = Date.now() - started;
    await expect(box).toHaveValue('16');
    await saved;
    // One request is right while no two clicks are further apart than the 500 ms debounce.
    expect(longestGap).toBeLessThan(500);
    expect(writes).toHaveLength(2);
    expect((await memberCart(member.jwt))?.items[0]?.quantity).toBe(16);
    test.info().annotations.push({
      type: 'measure',
      description: `10 clicks in ${clicking} ms sent ${writes.length - 1} update request(s)`,
    });
  });

  test('the quantity box keeps digits only; decrement does nothing at 1; delete removes the line', async ({
    page,
  }) => {
    const [teaA, teaB] = await products();
    await page.goto('/');
    await addTea(page, teaA!.documentId);
    await addTea(page, teaB!.documentId);
    await openPanel(page);
    const box = quantityBox(page, teaA!.documentId);
    await box.fill('');
    await box.pressSequentially('1x2!');
    await expect(box).toHaveValue('12');
    await box.press('Enter');
    // At 1 the decrement button is marked aria-disabled but stays focusable; pressing it does nothing.
    const minus = line(page, teaB!.documentId).getByRole('button', { name: /Decrease quantity/ });
    await expect(minus).toHaveAttribute('aria-disabled', 'true');
    await minus.focus();
    await page.keyboard.press('Enter');
    await expect(quantityBox(page, teaB!.documentId)).toHaveValue('1');

    const removed = page.waitForResponse((r) => isCartWrite(r.request()));
    await line(page, teaB!.documentId)
      .getByRole('button', { name: /^Remove/ })
      .click();
    await removed;
    await expect(line(page, teaB!.documentId)).toHaveCount(0);
    const cartId = await page.evaluate(() => localStorage.getItem('teashop_cart_id'));
    await expect
      .poll(async () =>
        (await api<{ data: CartView[] }>('/carts', { cartId: cartId! })).data.data[0]?.items.map(
          (i) => [i.productId, i.quantity],
        ),
      )
      .toEqual([[teaA!.documentId, 12]]);
  });

  test("the product page's add to cart is the cart team's island: its server HTML, then its code, in the page's language", async ({
    page,
    request,
  }) => {
    // The catalogue's page places it; the cart team's server code renders it, styles included.
    const html = await (await request.get('/jp/products/longjing')).text();
    const host =
      /<div class="ui-island" data-remote-island="mf-cart-checkout:add-to-cart"[^>]*>(.*?)<\/form>/s.exec(
        html,
      );
    expect(host?.[1]).toContain('カートに入れる');
    expect(host?.[1]).toMatch(/class="cc_/);
    expect(html).toMatch(/<style data-href="__federation_expose_islands\.[0-9a-f]+\.css">\.cc_/);

    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.goto('/jp/products/longjing', { waitUntil: 'commit' });
    const box = page.getByRole('textbox', { name: '数量' });
    const serverBox = await box.elementHandle();
    await expect(page.locator('[data-remote-island]')).not.toHaveAttribute('data-ssr');
    // Hydrated, not drawn again: the element the server sent is the one that is live.
    expect(await serverBox?.evaluate((element) => element.isConnected)).toBe(true);
    await page.getByRole('button', { name: '数量を増やす' }).click();
    await page.getByRole('button', { name: '数量を増やす' }).click();
    await expect(box).toHaveValue('3');
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('cart-badge')).toHaveText('3');
    await expect(page.getByText('「西湖龍井茶」をカートに追加しました')).toBeVisible();
    expect(page.url()).toMatch(/\/jp\/products\/longjing$/);
    expect(problems).toEqual([]);
  });

  test("when the cart team's engine cannot be loaded, adding says so and adds nothing", async ({
    page,
  }) => {
    await page.route('**/remotes/mf-cart-checkout/__federation_expose_cartEngine*', (route) =>
      route.abort(),
    );
    await page.goto('/products/longjing');
    await expect(page.locator('[data-remote-island]')).not.toHaveAttribute('data-ssr');
    await page.getByTestId('add-to-cart').click();
    await expect(
      page.getByText('The tea could not be added to your cart. Please try again.'),
    ).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toHaveCount(0);
    // The product page itself keeps working.
    await expect(page.getByTestId('add-to-cart')).toBeEnabled();
  });

  test("when none of the cart team's code can be loaded, its add to cart still adds, through the shop server", async ({
    page,
  }) => {
    await page.route('**/remotes/mf-cart-checkout/**', (route) => route.abort());
    await page.goto('/products/longjing');
    await expect(page.locator('#area-mf-catalog')).not.toHaveAttribute('data-ssr');
    await page.getByRole('textbox', { name: 'Quantity' }).fill('2');
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('cart-badge')).toHaveText('2');
    await expect(page.getByTestId('cart-notice')).toContainText(
      'West Lake Longjing was added to your cart',
    );
  });

  test("a page nobody buys from loads the cart team's add to cart, not its engine; the pointer on the purchase form loads that", async ({
    page,
  }) => {
    const cartCode = requestsTo(page, '/remotes/mf-cart-checkout/');
    await openUntilQuiet(page, '/products/longjing', 'mf-catalog');
    await expect(page.locator('[data-remote-island]')).not.toHaveAttribute('data-ssr');
    expect(cartCode.some((url) => url.includes('__federation_expose_islands'))).toBe(true);
    expect(cartCode.filter((url) => url.includes('cartEngine'))).toEqual([]);

    await page.getByTestId('add-to-cart').hover();
    await expect.poll(() => cartCode.some((url) => url.includes('cartEngine'))).toBe(true);
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
  });

  test('reload keeps the cart (anonymous and member)', async ({ page, baseURL }) => {
    const [teaA] = await products();
    await page.goto('/');
    await addTea(page, teaA!.documentId, 2);
    await page.reload();
    await openPanel(page);
    await expect(quantityBox(page, teaA!.documentId)).toHaveValue('2');

    const member = await newMember();
    await signInBrowser(page, member.jwt, baseURL!);
    await page.reload();
    await openPanel(page);
    await expect(quantityBox(page, teaA!.documentId)).toHaveValue('2');
    await page.reload();
    await openPanel(page);
    await expect(quantityBox(page, teaA!.documentId)).toHaveValue('2');
    expect((await memberCart(member.jwt))?.items[0]?.quantity).toBe(2);
  });

  test('logout empties the cart in the page and forgets the stored cart id', async ({
    page,
    baseURL,
  }) => {
    const [teaA] = await products();
    const member = await newMember();
    await api('/carts', {
      method: 'POST',
      jwt: member.jwt,
      body: { data: { items: [{ productId: teaA!.documentId, quantity: 3 }], locale: 'en' } },
    });
    await signInBrowser(page, member.jwt, baseURL!);
    await page.goto('/');
    await expect(page.locator('#shell-cart-button')).toHaveAttribute('aria-label', /3/);
    await page.getByRole('button', { name: /Member menu/ }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.locator('#shell-cart-button')).toHaveAttribute('aria-label', /\b0\b/);
    await openPanel(page);
    await expect(panel(page).getByText(EMPTY.en)).toBeVisible();
    expect(
      await page.evaluate(() => [
        localStorage.getItem('teashop_cart_id'),
        localStorage.getItem('teashop_cart_pending'),
      ]),
    ).toEqual([null, null]);
    // The member's cart stays on the server for the next login.
    expect((await memberCart(member.jwt))?.items[0]?.quantity).toBe(3);
    await page.reload();
    await openPanel(page);
    await expect(panel(page).getByText(EMPTY.en)).toBeVisible();
  });

  test('the panel works by keyboard: focus moves in and stays, Escape closes, focus returns to the cart icon', async ({
    page,
  }) => {
    const [teaA] = await products();
    await page.goto('/');
    await addTea(page, teaA!.documentId);
    const cartButton = page.locator('#shell-cart-button');
    await cartButton.focus();
    await page.keyboard.press('Enter');
    await expect(panel(page)).toBeVisible();
    await expect(panel(page).getByRole('button', { name: 'Close shopping cart' })).toBeFocused();
    const box = quantityBox(page, teaA!.documentId);
    // Tab through every control twice: focus never leaves the panel.
    for (let i = 0; i < 14; i += 1) {
      await page.keyboard.press('Tab');
      expect(await panel(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    const plus = line(page, teaA!.documentId).getByRole('button', { name: /Increase quantity/ });
    await plus.focus();
    const saved = page.waitForResponse((r) => isCartWrite(r.request()));
    await page.keyboard.press('Enter');
    await expect(box).toHaveValue('2');
    await saved;
    await page.keyboard.press('Escape');
    await expect(panel(page)).toHaveCount(0);
    await expect(cartButton).toBeFocused();
  });

  test("a second member cannot see or change the first member's cart", async () => {
    const [teaA] = await products();
    const first = await newMember();
    const second = await newMember();
    const created = await api<{ data: CartView }>('/carts', {
      method: 'POST',
      jwt: first.jwt,
      body: { data: { items: [{ productId: teaA!.documentId, quantity: 4 }], locale: 'en' } },
    });
    const firstCart = created.data.data;
    expect(firstCart.userId).toBe(String(first.id));

    const seen = await memberCart(second.jwt);
    expect(seen?.documentId).not.toBe(firstCart.documentId);
    expect(seen?.items ?? []).toEqual([]);
    // Naming the first member's cart id or user id does not help.
    expect(
      (
        await api<{ data: CartView[] }>(`/carts?filters[userId][$eq]=${first.id}`, {
          jwt: second.jwt,
          cartId: firstCart.cartId,
        })
      ).data.data[0]?.documentId,
    ).not.toBe(firstCart.documentId);
    expect(
      (await api<{ data: CartView[] }>('/carts', { cartId: firstCart.cartId })).data.data,
    ).toEqual([]);
    expect((await api(`/carts/${firstCart.documentId}`, { jwt: second.jwt })).status).toBe(404);
    expect(
      (
        await api(`/carts/${firstCart.documentId}`, {
          method: 'PUT',
          jwt: second.jwt,
          body: { data: { items: [] } },
        })
      ).status,
    ).toBe(404);
    expect(
      (await api(`/carts/${firstCart.documentId}`, { method: 'DELETE', jwt: second.jwt })).status,
    ).toBe(404);
    expect((await memberCart(first.jwt))?.items[0]?.quantity).toBe(4);
  });

  for (const { locale, prefix } of LOCALES) {
    test(`the panel speaks ${locale}: empty message, prices in ${CURRENCY[locale]}, localized product links`, async ({
      page,
    }) => {
      const [tea] = await products(locale);
      await page.goto(prefix || '/');
      await openPanel(page);
      await expect(panel(page).getByRole('heading', { name: PANEL_TITLE[locale] })).toBeVisible();
      await expect(panel(page).getByText(EMPTY[locale])).toBeVisible();
      await page.keyboard.press('Escape');
      await addTea(page, tea!.documentId);
      await openPanel(page);
      await expect(line(page, tea!.documentId)).toContainText(CURRENCY[locale]);
      await expect(
        line(page, tea!.documentId).getByRole('link', { name: tea!.name }),
      ).toHaveAttribute('href', `${prefix}/products/${tea!.slug}`);
      await expect(
        line(page, tea!.documentId).getByRole('button', { name: new RegExp(INCREASE[locale]) }),
      ).toBeVisible();
      await expect(panel(page).getByRole('link', { name: /.+/ }).last()).toHaveAttribute(
        'href',
        `${prefix}/cart`,
      );
    });

    test(`the /cart page shows subtotal and free-shipping progress (${locale})`, async ({
      page,
      baseURL,
    }) => {
      const [tea] = await products(locale);
      const member = await newMember();
      await api('/carts', {
        method: 'POST',
        jwt: member.jwt,
        body: {
          data: {
            items: [{ productId: tea!.documentId, quantity: 1 }],
            locale: CONTENT_LOCALE[locale],
          },
        },
      });
      await signInBrowser(page, member.jwt, baseURL!);
      await page.goto(`${prefix}/cart`);
      const root = page.locator('[data-page="cart"]');
      await expect(root.getByTestId('cart-subtotal')).not.toBeEmpty();
      await expect(root.getByTestId('free-shipping')).toBeVisible();
      await expect(root.getByRole('progressbar')).toBeVisible();
      await expect(root.getByRole('link', { name: /.+/ }).last()).toHaveAttribute(
        'href',
        `${prefix}/checkout`,
      );
    });
  }
});
