import { setRuntimeConfig, subscribe, publish } from '@teashop/contracts';
import {
  addToCart,
  clearCart,
  decrementCartItem,
  disposeCart,
  incrementCartItem,
  initCart,
  removeFromCart,
  removeSetAsideItem,
  resetCart,
  saveNow,
  setCartQuantity,
} from './cartActions';
import { forgetCartId } from './cartIdStorage';
import { CART_ID_KEY, CART_PENDING_KEY, cartCount, cartSubtotal, initI18n } from '@teashop/runtime';
import { cartState } from '@teashop/runtime/cart-owner';
import { FakeCartBackend, fakeJwt, type FakeProduct } from '../../test/fakeCartBackend';

const GREEN: FakeProduct = {
  documentId: 'p-green',
  name: 'Sencha',
  price: 12.5,
  currency: 'USD',
  slug: 'sencha',
  productFormat: 'Loose leaf, 50 g',
  sku: 'SEN-50',
};
const OOLONG: FakeProduct = {
  documentId: 'p-oolong',
  name: 'Oolong',
  price: 20,
  currency: 'USD',
  slug: 'oolong',
  productFormat: 'Loose leaf, 75 g',
  sku: 'OOL-75',
};
const GREEN_ZH: FakeProduct = { ...GREEN, name: '煎茶', price: 380, currency: 'TWD' };
const MISMATCH = 'There are items with different currencies in your cart. Please check again.';

let backend: FakeCartBackend;

function signInCookie(id: number): string {
  const jwt = fakeJwt(id);
  // the session (HttpOnly in a browser; sent by the fake backend as the gateway would) and the
  // page-readable marker the shop server writes beside it
  document.cookie = `teashop_jwt=${jwt}; Path=/`;
  document.cookie = `teashop_jwt_member=${id}; Path=/`;
  return jwt;
}

function signOutCookie(): void {
  document.cookie = 'teashop_jwt=; Max-Age=0; Path=/';
  document.cookie = 'teashop_jwt_member=; Max-Age=0; Path=/';
}

const flush = async () => {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
};

// The cart's messages are shared texts; the tests move between pages of every language.
beforeAll(async () => {
  await initI18n('en');
  await initI18n('zh');
});

beforeEach(() => {
  disposeCart();
  localStorage.clear();
  forgetCartId();
  signOutCookie();
  window.history.replaceState(null, '', '/products');
  window.dataLayer = [];
  setRuntimeConfig({ cmsUrl: 'http://cms.test', authCookieName: 'teashop_jwt' });
  backend = new FakeCartBackend({ en: [GREEN, OOLONG], 'zh-Hant': [GREEN_ZH] });
  global.fetch = jest.fn(backend.fetch) as typeof fetch;
});

afterEach(() => {
  jest.useRealTimers();
  disposeCart();
});

describe('loading', () => {
  it('an anonymous visitor without a cart id sends no request and has an empty cart', async () => {
    await initCart();
    expect(backend.calls).toHaveLength(0);
    expect(cartState.items).toEqual([]);
    expect(cartState.loaded).toBe(true);
  });

  it('reads the anonymous cart with the X-Cart-Id header and no token', async () => {
    backend.seedCart(null, 'cart-abcDEF123', [{ productId: 'p-green', quantity: 2 }]);
    localStorage.setItem(CART_ID_KEY, 'cart-abcDEF123');
    await initCart();
    const [call] = backend.cartCalls('GET');
    expect(call?.headers['x-cart-id']).toBe('cart-abcDEF123');
    expect(call?.headers.authorization).toBeUndefined();
    expect(cartState.items.map((i) => [i.productId, i.quantity])).toEqual([['p-green', 2]]);
    expect(cartCount(cartState)).toBe(2);
    expect(cartSubtotal(cartState)).toBe(25);
  });

  it("reads a member's cart with the token only", async () => {
    backend.seedCart(7, 'cart-member007', [{ productId: 'p-oolong', quantity: 1 }]);
    signInCookie(7);
    await initCart();
    const [call] = backend.cartCalls('GET');
    expect(call?.headers.authorization).toMatch(/^Bearer /);
    expect(call?.headers['x-cart-id']).toBeUndefined();
    expect(cartState.items.map((i) => i.productId)).toEqual(['p-oolong']);
    expect(cartState.userId).toBe('7');
  });
});

describe('adding', () => {
  it('reads the product in the page language, creates the anonymous cart and publishes the change', async () => {
    await initCart();
    const added: unknown[] = [];
    const off = subscribe('cart:item-added', (detail) => added.push(detail));

    expect(await addToCart('p-green', 2)).toBe(true);
    off();

    const productCall = backend.calls.find((c) => c.path === '/api/products/p-green');
    expect(productCall?.query).toContain('locale=en');
    for (const field of [
      'name',
      'price',
      'slug',
      'currency',
      'productFormat',
      'sku',
      'updatedAt',
    ]) {
      expect(productCall?.query).toContain(`=${field}`);
    }
    expect(productCall?.query).toContain('populate[thumbnailImage]');

    const cartId = localStorage.getItem(CART_ID_KEY);
    expect(cartId).toMatch(/^cart-[A-Za-z0-9]{9}$/);
    const [create] = backend.cartCalls('POST');
    expect(create?.headers['x-cart-id']).toBe(cartId);
    expect(create?.headers.authorization).toBeUndefined();
    expect(create?.body).toEqual({
      data: {
        cartId,
        locale: 'en',
        items: [{ productId: 'p-green', quantity: 2, currency: 'USD' }],
        version: 0,
      },
    });

    expect(cartState.documentId).toBe(backend.carts[0]?.documentId);
    expect(cartState.items[0]).toMatchObject({
      productId: 'p-green',
      quantity: 2,
      name: 'Sencha',
      price: 12.5,
      thumbnailUrl: '/uploads/sencha.png',
    });
    expect(cartCount(cartState)).toBe(2);
    expect(added).toEqual([{ productId: 'p-green', quantity: 2, count: 2 }]);
    expect(localStorage.getItem(CART_PENDING_KEY)).toBeNull();
  });

  it('takes the line as the page shows it without reading the product again; the server prices it', async () => {
    await initCart();
    const shown = {
      name: 'Sencha',
      price: 12.5,
      slug: 'sencha',
      currency: 'USD',
      productFormat: 'Loose leaf, 50 g',
      sku: 'SEN-50',
      updatedAt: '',
      thumbnailUrl: '/uploads/sencha.png',
    };
    publish('cart:add-item', { productId: 'p-green', quantity: 2, product: shown });
    await flush();
    await saveNow();

    expect(backend.calls.filter((c) => c.path.startsWith('/api/products'))).toHaveLength(0);
    const [create] = backend.cartCalls('POST');
    // Only the id, quantity and currency go to the server, which prices the line itself.
    expect(create?.body).toMatchObject({
      data: { items: [{ productId: 'p-green', quantity: 2, currency: 'USD' }] },
    });
    expect(cartState.items[0]).toMatchObject({ productId: 'p-green', quantity: 2, name: 'Sencha' });
  });

  it('adding the same product again sums the quantity and updates the existing cart', async () => {
    await initCart();
    await addToCart('p-green', 1);
    await addToCart('p-green', 3);
    expect(backend.cartCalls('POST')).toHaveLength(1);
    const put = backend.cartCalls('PUT')[0];
    expect(put?.body).toMatchObject({ data: { items: [{ productId: 'p-green', quantity: 4 }] } });
    expect(cartState.items).toHaveLength(1);
    expect(cartState.items[0]?.quantity).toBe(4);
  });

  it('pushes add_to_cart with currency, value and the item', async () => {
    await initCart();
    await addToCart('p-green', 2);
    expect(window.dataLayer).toContainEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'USD',
        value: 25,
        items: [
          {
            item_id: 'SEN-50',
            item_name: 'Sencha',
            item_variant: 'Loose leaf, 50 g',
            price: 12.5,
            quantity: 2,
          },
        ],
      },
    });
  });

  it('does not add an item whose details cannot be read', async () => {
    await initCart();
    expect(await addToCart('p-missing', 1)).toBe(false);
    expect(cartState.items).toEqual([]);
    expect(backend.cartCalls()).toHaveLength(0);
    expect(localStorage.getItem(CART_ID_KEY)).toBeNull();
  });

  it('adds through the cart:add-item bus event', async () => {
    await initCart();
    publish('cart:add-item', { productId: 'p-oolong', quantity: 1 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    await saveNow();
    await flush();
    expect(cartState.items.map((i) => i.productId)).toEqual(['p-oolong']);
  });
});

describe('currencies', () => {
  it("a cart filled in another language is priced in this page's by the server, once said", async () => {
    backend = new FakeCartBackend({
      en: [GREEN, OOLONG],
      'zh-Hant': [{ ...OOLONG, currency: 'TWD', price: 600 }],
    });
    global.fetch = jest.fn(backend.fetch) as typeof fetch;
    await initCart();
    await addToCart('p-green', 1);
    await addToCart('p-oolong', 1);
    const toasts: string[] = [];
    const off = subscribe('shell:toast', ({ message }) => toasts.push(message));
    window.history.replaceState(null, '', '/zh/products');
    expect(await addToCart('p-oolong', 1)).toBe(true);
    await saveNow();
    off();
    // Said once, in the page's language.
    expect(toasts).toEqual(['購物車中的價格已改以新台幣（NT$）顯示。']);
    expect(cartState.error).toBeNull();
    expect(cartState.locale).toBe('zh-Hant');
    expect(cartState.items.map((i) => [i.productId, i.quantity, i.currency])).toEqual([
      ['p-oolong', 2, 'TWD'],
    ]);
    // Not sold in the Chinese shop: set aside, not lost.
    expect(cartState.setAside.map((i) => i.productId)).toEqual(['p-green']);
    // The browser sent the page's locale; the prices are the server's.
    const put = backend.cartCalls('PUT').at(-1);
    expect(put?.body).toMatchObject({ data: { locale: 'zh-Hant' } });
    expect(JSON.stringify(put?.body)).not.toContain('"price"');

    await removeSetAsideItem('p-green');
    expect(cartState.setAside).toEqual([]);
    expect(backend.cartCalls('PUT').at(-1)?.body).toMatchObject({ data: { setAside: [] } });
  });

  it('a member cart in yen is priced in US$ on signing in on the English site, and takes English teas', async () => {
    backend = new FakeCartBackend({
      en: [GREEN, OOLONG],
      'ja-JP': [{ ...GREEN, name: '煎茶', price: 1800, currency: 'JPY' }],
    });
    global.fetch = jest.fn(backend.fetch) as typeof fetch;
    backend.seedCart(12, 'cart-member012', [{ productId: 'p-green', quantity: 1 }], 'ja-JP');
    await initCart();
    const toasts: string[] = [];
    const off = subscribe('shell:toast', ({ message }) => toasts.push(message));
    signInCookie(12);
    publish('auth:changed', { signedIn: true });
    await flush();
    await saveNow();
    await flush();
    expect(cartState.items.map((i) => [i.productId, i.currency])).toEqual([['p-green', 'USD']]);
    expect(await addToCart('p-oolong', 1)).toBe(true);
    await saveNow();
    off();
    expect(toasts).toEqual(["Your cart's prices are now shown in US$."]);
    expect(cartState.error).toBeNull();
    expect(cartState.items.map((i) => [i.productId, i.currency])).toEqual([
      ['p-green', 'USD'],
      ['p-oolong', 'USD'],
    ]);
  });

  it('shows the English message word for word when the server refuses mixed currencies', async () => {
    // A cart stored with lines in two currencies (e.g. prices changed currency since).
    const stored = backend.seedCart(null, 'cart-mixmix123', [
      { productId: 'p-green', quantity: 1 },
      { productId: 'p-oolong', quantity: 1 },
    ]);
    stored.items[1]!.currency = 'TWD';
    localStorage.setItem(CART_ID_KEY, 'cart-mixmix123');
    await initCart();
    expect(cartState.error).toBe('currencyMismatch');
    const toasts: string[] = [];
    const off = subscribe('shell:toast', ({ message }) => toasts.push(message));
    jest.useFakeTimers();
    incrementCartItem('p-green');
    await jest.advanceTimersByTimeAsync(500);
    jest.useRealTimers();
    await saveNow();
    off();
    expect(backend.cartCalls('PUT')).toHaveLength(1);
    expect(toasts).toEqual([MISMATCH]);
    expect(localStorage.getItem(CART_PENDING_KEY)).toBeNull();
    expect(cartState.items[0]?.quantity).toBe(1); // back to what the server holds
  });
});

describe('quantities', () => {
  async function cartWithGreen(quantity: number) {
    backend.seedCart(null, 'cart-qtyqty123', [{ productId: 'p-green', quantity }]);
    localStorage.setItem(CART_ID_KEY, 'cart-qtyqty123');
    await initCart();
    backend.calls = [];
  }

  it('a quantity above the stock left holds what is left, and the store says so for that line', async () => {
    await cartWithGreen(1);
    backend.stock['p-green'] = 9;
    jest.useFakeTimers();
    setCartQuantity('p-green', 50);
    await jest.advanceTimersByTimeAsync(500);
    jest.useRealTimers();
    await saveNow();
    expect(cartState.items[0]?.quantity).toBe(9);
    expect(cartState.stockLimited).toEqual({ 'p-green': 9 });
    // The next change of that line forgets what was said.
    setCartQuantity('p-green', 3);
    expect(cartState.stockLimited).toEqual({});
    await saveNow();
    expect(cartState.items[0]?.quantity).toBe(3);
  });

  it('a burst of changes within 500 ms sends one update with the final quantity', async () => {
    await cartWithGreen(1);
    jest.useFakeTimers();
    for (let i = 0; i < 10; i += 1) {
      incrementCartItem('p-green');
      await jest.advanceTimersByTimeAsync(90);
    }
    expect(cartState.items[0]?.quantity).toBe(11);
    expect(backend.cartCalls('PUT')).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(499);
    expect(backend.cartCalls('PUT')).toHaveLength(1);
    expect(backend.cartCalls('PUT')[0]?.body).toMatchObject({
      data: { items: [{ productId: 'p-green', quantity: 11 }] },
    });
    expect(backend.calls).toHaveLength(1);
    expect(cartState.saving).toBe(false);
  });

  it('waits 500 ms after the last change', async () => {
    await cartWithGreen(1);
    jest.useFakeTimers();
    setCartQuantity('p-green', 4);
    await jest.advanceTimersByTimeAsync(400);
    setCartQuantity('p-green', 5);
    await jest.advanceTimersByTimeAsync(400);
    expect(backend.cartCalls('PUT')).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(100);
    expect(backend.cartCalls('PUT')).toHaveLength(1);
  });

  it('decrement does nothing at 1 and a quantity never goes below 1', async () => {
    await cartWithGreen(1);
    jest.useFakeTimers();
    decrementCartItem('p-green');
    setCartQuantity('p-green', 0);
    setCartQuantity('p-green', -3);
    expect(cartState.items[0]?.quantity).toBe(1);
    await jest.advanceTimersByTimeAsync(1000);
    expect(backend.calls).toHaveLength(0);
    setCartQuantity('p-green', 2);
    decrementCartItem('p-green');
    expect(cartState.items[0]?.quantity).toBe(1);
  });

  it('pushes one analytics event per burst with the net change', async () => {
    await cartWithGreen(2);
    jest.useFakeTimers();
    incrementCartItem('p-green');
    incrementCartItem('p-green');
    incrementCartItem('p-green');
    decrementCartItem('p-green');
    await jest.advanceTimersByTimeAsync(500);
    const events = (window.dataLayer ?? []).filter((e) => e.event);
    expect(events).toEqual([
      {
        event: 'add_to_cart',
        ecommerce: expect.objectContaining({
          value: 25,
          items: [expect.objectContaining({ quantity: 2 })],
        }),
      },
    ]);
  });

  it('removes a line at once and pushes remove_from_cart', async () => {
    await cartWithGreen(3);
    await removeFromCart('p-green');
    expect(backend.cartCalls('PUT')[0]?.body).toEqual({
      data: { items: [], locale: 'en', version: 1 },
    });
    expect(cartState.items).toEqual([]);
    expect(window.dataLayer).toContainEqual({
      event: 'remove_from_cart',
      ecommerce: {
        currency: 'USD',
        value: 37.5,
        items: [expect.objectContaining({ item_id: 'SEN-50', quantity: 3 })],
      },
    });
  });

  it('clearCart empties and saves the cart', async () => {
    await cartWithGreen(3);
    await clearCart();
    expect(backend.carts[0]?.items).toEqual([]);
    expect(cartState.items).toEqual([]);
  });
});

describe('failures', () => {
  it('a change over the rate limit is kept, explained, and saved once the limit allows', async () => {
    backend.seedCart(null, 'cart-limited12', [{ productId: 'p-green', quantity: 1 }]);
    localStorage.setItem(CART_ID_KEY, 'cart-limited12');
    await initCart();
    const toasts: string[] = [];
    const off = subscribe('shell:toast', ({ message }) => toasts.push(message));
    jest.useFakeTimers();
    backend.rateLimited = true;
    expect(await addToCart('p-oolong', 2)).toBe(true);
    off();
    expect(toasts).toEqual([
      'Your cart is changing too often. Your change is kept and will be saved shortly.',
    ]);
    expect(localStorage.getItem(CART_PENDING_KEY)).toContain('p-oolong');
    expect(cartState.items.map((i) => [i.productId, i.quantity])).toEqual([
      ['p-green', 1],
      ['p-oolong', 2],
    ]);

    backend.rateLimited = false;
    await jest.advanceTimersByTimeAsync(2_000);
    expect(backend.carts[0]?.items.map((i) => [i.productId, i.quantity])).toEqual([
      ['p-green', 1],
      ['p-oolong', 2],
    ]);
    expect(localStorage.getItem(CART_PENDING_KEY)).toBeNull();
  });

  it('a failed save shows nothing, keeps the change, and sends it on the next load', async () => {
    backend.seedCart(null, 'cart-offline12', [{ productId: 'p-green', quantity: 1 }]);
    localStorage.setItem(CART_ID_KEY, 'cart-offline12');
    await initCart();
    const toasts: string[] = [];
    const off = subscribe('shell:toast', ({ message }) => toasts.push(message));
    backend.offline = true;
    expect(await addToCart('p-oolong', 2)).toBe(true);
    expect(cartState.items.map((i) => [i.productId, i.quantity])).toEqual([
      ['p-green', 1],
      ['p-oolong', 2],
    ]);
    expect(localStorage.getItem(CART_PENDING_KEY)).toContain('p-oolong');
    off();
    expect(toasts).toEqual([]);

    // Next page load, back online.
    disposeCart();
    backend.offline = false;
    backend.calls = [];
    await initCart();
    await saveNow();
    expect(backend.calls.map((c) => c.method)).toEqual(['GET', 'PUT']);
    expect(backend.carts[0]?.items.map((i) => [i.productId, i.quantity])).toEqual([
      ['p-green', 1],
      ['p-oolong', 2],
    ]);
    expect(localStorage.getItem(CART_PENDING_KEY)).toBeNull();
  });

  it("a change saved later is laid over the server's newer cart instead of replacing it", async () => {
    const cart = backend.seedCart(null, 'cart-overlay12', [{ productId: 'p-green', quantity: 1 }]);
    localStorage.setItem(CART_ID_KEY, 'cart-overlay12');
    await initCart();
    backend.offline = true;
    await removeFromCart('p-green');
    // Meanwhile another tab added oolong.
    cart.items = [...cart.items, { ...cart.items[0]!, productId: 'p-oolong', quantity: 5 }];
    disposeCart();
    backend.offline = false;
    await initCart();
    await saveNow();
    expect(backend.carts[0]?.items.map((i) => [i.productId, i.quantity])).toEqual([
      ['p-oolong', 5],
    ]);
  });

  it('sends waiting changes when the browser is back online', async () => {
    backend.seedCart(null, 'cart-online123', [{ productId: 'p-green', quantity: 1 }]);
    localStorage.setItem(CART_ID_KEY, 'cart-online123');
    await initCart();
    backend.offline = true;
    await addToCart('p-green', 1);
    backend.offline = false;
    window.dispatchEvent(new Event('online'));
    await flush();
    await saveNow();
    expect(backend.carts[0]?.items[0]?.quantity).toBe(2);
  });
});

describe('login merge and logout (as seen from the client)', () => {
  it('on sign-in, sends the anonymous id to the merge with the token, forgets it and shows the merged cart', async () => {
    backend.seedCart(9, 'cart-member009', [{ productId: 'p-green', quantity: 1 }]);
    await initCart();
    await addToCart('p-green', 2);
    await addToCart('p-oolong', 1);
    const anonymousId = localStorage.getItem(CART_ID_KEY);
    backend.calls = [];

    signInCookie(9);
    publish('auth:changed', { signedIn: true });
    await flush();
    await saveNow();
    await flush();

    const [merge] = backend.cartCalls('POST');
    expect(merge?.path).toBe('/api/carts/merge');
    expect(merge?.headers['x-cart-id']).toBe(anonymousId);
    expect(merge?.headers.authorization).toMatch(/^Bearer /);
    expect(localStorage.getItem(CART_ID_KEY)).toBeNull();
    expect(cartState.items.map((i) => [i.productId, i.quantity])).toEqual([
      ['p-green', 3],
      ['p-oolong', 1],
    ]);
    expect(cartState.userId).toBe('9');
    expect(backend.carts).toHaveLength(1);
  });

  it('sends unsaved anonymous changes to the anonymous cart (without the token) before merging', async () => {
    await initCart();
    await addToCart('p-green', 1);
    jest.useFakeTimers();
    incrementCartItem('p-green'); // still waiting for its debounce
    signInCookie(4);
    publish('auth:changed', { signedIn: true });
    await jest.advanceTimersByTimeAsync(0);
    jest.useRealTimers();
    await flush();
    await saveNow();
    await flush();
    const order = backend
      .cartCalls()
      .map((c) => `${c.method} ${c.path} ${c.headers.authorization ? 'jwt' : 'anon'}`);
    expect(order).toEqual([
      'POST /api/carts anon',
      'PUT /api/carts/doc1 anon',
      'POST /api/carts/merge jwt',
    ]);
    expect(cartState.items[0]?.quantity).toBe(2);
    expect(backend.carts[0]?.userId).toBe('4');
  });

  it('finishes an interrupted merge on the next load', async () => {
    backend.seedCart(null, 'cart-interrupt', [{ productId: 'p-green', quantity: 1 }]);
    backend.seedCart(5, 'cart-member005', [{ productId: 'p-green', quantity: 2 }]);
    localStorage.setItem(CART_ID_KEY, 'cart-interrupt');
    signInCookie(5);
    await initCart();
    expect(backend.cartCalls().map((c) => c.path)).toEqual(['/api/carts/merge']);
    expect(cartState.items[0]?.quantity).toBe(3);
    expect(localStorage.getItem(CART_ID_KEY)).toBeNull();
  });

  it('keeps the anonymous id when the merge fails, so it is tried again', async () => {
    backend.seedCart(null, 'cart-mergefail', [{ productId: 'p-green', quantity: 1 }]);
    localStorage.setItem(CART_ID_KEY, 'cart-mergefail');
    signInCookie(6);
    backend.offline = true;
    await initCart();
    expect(localStorage.getItem(CART_ID_KEY)).toBe('cart-mergefail');
    backend.offline = false;
    window.dispatchEvent(new Event('online'));
    await flush();
    await flush();
    expect(localStorage.getItem(CART_ID_KEY)).toBeNull();
    expect(backend.carts[0]?.userId).toBe('6');
  });

  it('on sign-out, forgets the stored cart id, items, user and document id', async () => {
    backend.seedCart(3, 'cart-member003', [{ productId: 'p-green', quantity: 1 }]);
    signInCookie(3);
    await initCart();
    expect(cartState.documentId).not.toBeNull();
    signOutCookie();
    publish('auth:changed', { signedIn: false });
    expect(cartState).toMatchObject({ items: [], documentId: null, cartId: null, userId: '' });
    expect(localStorage.getItem(CART_ID_KEY)).toBeNull();
    expect(cartCount(cartState)).toBe(0);
    expect(backend.carts[0]?.items).toHaveLength(1); // the member's cart stays on the server
  });

  it('resetCart cancels a waiting quantity update', async () => {
    backend.seedCart(null, 'cart-resetme12', [{ productId: 'p-green', quantity: 1 }]);
    localStorage.setItem(CART_ID_KEY, 'cart-resetme12');
    await initCart();
    jest.useFakeTimers();
    incrementCartItem('p-green');
    resetCart();
    await jest.advanceTimersByTimeAsync(1000);
    expect(backend.cartCalls('PUT')).toHaveLength(0);
  });
});

describe('other tabs', () => {
  it('reads the cart again when another tab stores a new cart id', async () => {
    await initCart();
    backend.seedCart(null, 'cart-othertab1', [{ productId: 'p-oolong', quantity: 4 }]);
    localStorage.setItem(CART_ID_KEY, 'cart-othertab1');
    window.dispatchEvent(
      new StorageEvent('storage', { key: CART_ID_KEY, newValue: 'cart-othertab1' }),
    );
    await flush();
    expect(cartState.items.map((i) => [i.productId, i.quantity])).toEqual([['p-oolong', 4]]);
  });
});
