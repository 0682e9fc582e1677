import { setRuntimeConfig } from '@teashop/contracts';
import { FakeCartBackend, type FakeProduct, fakeJwt } from '../../test/fakeCartBackend';
import {
  MAX_CONFLICT_RETRIES,
  addToCart,
  disposeCart,
  initCart,
  removeFromCart,
  saveNow,
  setCartQuantity,
} from './cartActions';
import { forgetCartId } from './cartIdStorage';
import { CART_ID_KEY, CART_PENDING_KEY } from '@teashop/runtime';
import { cartState } from '@teashop/runtime/cart-owner';

const product = (documentId: string, price: number): FakeProduct => ({
  documentId,
  name: documentId,
  price,
  currency: 'USD',
  slug: documentId,
  productFormat: 'Loose leaf',
  sku: documentId.toUpperCase(),
});

let backend: FakeCartBackend;
const shown = () => Object.fromEntries(cartState.items.map((i) => [i.productId, i.quantity]));
const flush = async () => {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
};

beforeEach(() => {
  disposeCart();
  localStorage.clear();
  forgetCartId();
  document.cookie = 'teashop_jwt=; Max-Age=0; Path=/';
  document.cookie = 'teashop_jwt_member=; Max-Age=0; Path=/';
  window.history.replaceState(null, '', '/products');
  window.dataLayer = [];
  setRuntimeConfig({ cmsUrl: 'http://cms.test', authCookieName: 'teashop_jwt' });
  backend = new FakeCartBackend({
    en: [product('p-green', 10), product('p-oolong', 20), product('p-black', 5)],
  });
  global.fetch = jest.fn(backend.fetch) as typeof fetch;
});

afterEach(() => {
  jest.useRealTimers();
  disposeCart();
});

async function openCart(lines: { productId: string; quantity: number }[]) {
  const cart = backend.seedCart(null, 'cart-conflict1', lines);
  localStorage.setItem(CART_ID_KEY, 'cart-conflict1');
  await initCart();
  backend.calls = [];
  return cart;
}

describe('a write refused because the cart changed meanwhile', () => {
  it('sends the version it was based on', async () => {
    await openCart([{ productId: 'p-green', quantity: 1 }]);
    await addToCart('p-green', 1);
    expect(backend.cartCalls('PUT')[0]?.body).toMatchObject({ data: { version: 1 } });
    expect(cartState.items[0]?.quantity).toBe(2);
  });

  it("an add is added to the current line and keeps the other tab's lines", async () => {
    const cart = await openCart([{ productId: 'p-green', quantity: 1 }]);
    backend.elsewhere.push(() =>
      backend.writeElsewhere(cart.documentId, [
        { productId: 'p-green', quantity: 4 },
        { productId: 'p-oolong', quantity: 2 },
      ]),
    );
    expect(await addToCart('p-green', 2)).toBe(true);
    const puts = backend.cartCalls('PUT');
    expect(puts.map((c) => (c.body as { data: { version: number } }).data.version)).toEqual([1, 2]);
    expect(backend.quantities()).toEqual({ 'p-green': 6, 'p-oolong': 2 });
    expect(backend.carts[0]?.version).toBe(3);
    expect(shown()).toEqual({ 'p-green': 6, 'p-oolong': 2 });
    expect(localStorage.getItem(CART_PENDING_KEY)).toBeNull();
  });

  it('a new line added while another tab removed everything is added once', async () => {
    const cart = await openCart([
      { productId: 'p-green', quantity: 1 },
      { productId: 'p-black', quantity: 3 },
    ]);
    backend.elsewhere.push(() => backend.writeElsewhere(cart.documentId, []));
    await addToCart('p-oolong', 1);
    await addToCart('p-green', 1);
    expect(backend.quantities()).toEqual({ 'p-oolong': 1, 'p-green': 1 });
    expect(shown()).toEqual({ 'p-oolong': 1, 'p-green': 1 });
    expect(backend.carts).toHaveLength(1);
  });

  it('a set quantity sets, whatever the other tab made of that line', async () => {
    const cart = await openCart([
      { productId: 'p-green', quantity: 1 },
      { productId: 'p-oolong', quantity: 1 },
    ]);
    jest.useFakeTimers();
    setCartQuantity('p-green', 3);
    backend.elsewhere.push(() =>
      backend.writeElsewhere(cart.documentId, [
        { productId: 'p-green', quantity: 7 },
        { productId: 'p-oolong', quantity: 5 },
      ]),
    );
    await jest.advanceTimersByTimeAsync(500);
    jest.useRealTimers();
    await saveNow();
    expect(backend.cartCalls('PUT')).toHaveLength(2);
    expect(backend.quantities()).toEqual({ 'p-green': 3, 'p-oolong': 5 });
    expect(shown()).toEqual({ 'p-green': 3, 'p-oolong': 5 });
  });

  it("a removal removes, and keeps the other tab's new line", async () => {
    const cart = await openCart([
      { productId: 'p-green', quantity: 2 },
      { productId: 'p-oolong', quantity: 1 },
    ]);
    backend.elsewhere.push(() =>
      backend.writeElsewhere(cart.documentId, [
        { productId: 'p-green', quantity: 2 },
        { productId: 'p-oolong', quantity: 1 },
        { productId: 'p-black', quantity: 4 },
      ]),
    );
    await removeFromCart('p-green');
    expect(backend.quantities()).toEqual({ 'p-oolong': 1, 'p-black': 4 });
    expect(shown()).toEqual({ 'p-oolong': 1, 'p-black': 4 });
  });

  it('a cart another tab created under the same id is written over with its version, not replaced', async () => {
    await initCart();
    backend.elsewhere.push(() => {
      const id = localStorage.getItem(CART_ID_KEY)!;
      backend.seedCart(null, id, [{ productId: 'p-oolong', quantity: 2 }]);
    });
    await addToCart('p-green', 1);
    expect(backend.cartCalls().map((c) => c.method)).toEqual(['POST', 'PUT']);
    expect(backend.carts).toHaveLength(1);
    expect(backend.quantities()).toEqual({ 'p-oolong': 2, 'p-green': 1 });
    expect(cartState.documentId).toBe(backend.carts[0]?.documentId);
  });

  it("a member's two devices: a second device's add lands on the first one's cart", async () => {
    const cart = backend.seedCart(8, 'cart-member008', [{ productId: 'p-green', quantity: 1 }]);
    document.cookie = `teashop_jwt=${fakeJwt(8)}; Path=/`;
    document.cookie = 'teashop_jwt_member=8; Path=/';
    await initCart();
    backend.elsewhere.push(() =>
      backend.writeElsewhere(cart.documentId, [
        { productId: 'p-green', quantity: 2 },
        { productId: 'p-black', quantity: 1 },
      ]),
    );
    await addToCart('p-green', 1);
    expect(backend.quantities()).toEqual({ 'p-green': 3, 'p-black': 1 });
  });

  it('gives up after a bounded number of retries, keeps the change and sends it later exactly once', async () => {
    const cart = await openCart([{ productId: 'p-green', quantity: 1 }]);
    let others = 0;
    for (let i = 0; i < MAX_CONFLICT_RETRIES + 1; i += 1) {
      backend.elsewhere.push(() => {
        others += 1;
        backend.writeElsewhere(cart.documentId, [{ productId: 'p-oolong', quantity: others }]);
      });
    }
    await addToCart('p-green', 2);
    expect(backend.cartCalls('PUT')).toHaveLength(MAX_CONFLICT_RETRIES + 1);
    expect(backend.quantities()).toEqual({ 'p-oolong': MAX_CONFLICT_RETRIES + 1 });
    expect(localStorage.getItem(CART_PENDING_KEY)).toContain('p-green');
    // What is shown: the last cart read, with the add on top.
    expect(shown()).toEqual({ 'p-oolong': MAX_CONFLICT_RETRIES + 1, 'p-green': 2 });

    window.dispatchEvent(new Event('online'));
    await flush();
    await saveNow();
    expect(backend.quantities()).toEqual({ 'p-oolong': MAX_CONFLICT_RETRIES + 1, 'p-green': 2 });
    expect(localStorage.getItem(CART_PENDING_KEY)).toBeNull();
  });

  it('adds made while offline sum up and are re-applied on the cart as it is when back', async () => {
    const cart = await openCart([{ productId: 'p-green', quantity: 1 }]);
    backend.offline = true;
    await addToCart('p-green', 1);
    await addToCart('p-green', 2);
    expect(shown()).toEqual({ 'p-green': 4 });
    backend.offline = false;
    // Meanwhile another device set green to 10.
    backend.writeElsewhere(cart.documentId, [{ productId: 'p-green', quantity: 10 }]);
    window.dispatchEvent(new Event('online'));
    await flush();
    await saveNow();
    expect(backend.quantities()).toEqual({ 'p-green': 13 });
    expect(shown()).toEqual({ 'p-green': 13 });
  });
});
