import { CART_FORM_ACTION, type CartItemRequest, publish, subscribe } from '@teashop/contracts';
import { addNamespace, type CartEngine, emptyCartState, initI18n } from '@teashop/runtime';
import { cartState } from '@teashop/runtime/cart-owner';
import shellTranslations from '../i18n/all';
import { forgetCartEngine, installCartEngine, startCartEngine, usableEngine } from './cartEngine';

jest.mock('../federation/remotes', () => ({ loadArea: jest.fn() }));

/** An engine that records what it was handed and hears the bus the way the real one does. */
function fakeEngine() {
  const handed: CartItemRequest[][] = [];
  const engine: CartEngine = {
    start: jest.fn(async (held = []) => {
      handed.push([...held]);
    }),
    clear: jest.fn(async () => undefined),
  };
  return { engine, handed };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

beforeAll(async () => {
  await initI18n('en');
  addNamespace('shell', shellTranslations);
});

afterEach(() => {
  forgetCartEngine();
  document.body.innerHTML = '';
  Object.assign(cartState, emptyCartState());
});

function purchaseForm(): HTMLElement {
  document.body.innerHTML = `<form method="post" action="${CART_FORM_ACTION}"><button>Add</button></form>`;
  return document.querySelector('button') as HTMLElement;
}

function cartButton(): HTMLElement {
  document.body.innerHTML = '<button data-cart-intent>Cart</button>';
  return document.querySelector('button') as HTMLElement;
}

const pointerOver = (element: Element) =>
  element.dispatchEvent(new Event('pointerover', { bubbles: true }));
const focusOn = (element: HTMLElement) => element.focus();

describe("the cart team's engine on a page", () => {
  it('holds add requests made while it loads and hands each over once, in order', async () => {
    const { engine, handed } = fakeEngine();
    const loading = deferred<CartEngine>();
    const started = startCartEngine(() => loading.promise);
    publish('cart:add-item', { productId: 'p-1', quantity: 2 });
    publish('cart:add-item', { productId: 'p-2', quantity: 1 });
    loading.resolve(engine);
    await started;
    // Requests after the start are the engine's own to hear: no longer held.
    publish('cart:add-item', { productId: 'p-3', quantity: 1 });
    expect(handed).toEqual([
      [
        { productId: 'p-1', quantity: 2 },
        { productId: 'p-2', quantity: 1 },
      ],
    ]);
    expect(engine.start).toHaveBeenCalledTimes(1);
  });

  it('is not loaded when the page is idle and it has nothing to do; an add loads it at once', async () => {
    const { engine, handed } = fakeEngine();
    const load = jest.fn(async () => engine);
    let idle: () => void = () => undefined;
    installCartEngine({ whenIdle: (start) => (idle = start), hasWork: () => false, load });
    idle();
    expect(load).not.toHaveBeenCalled();

    publish('cart:add-item', { productId: 'p-1', quantity: 1 });
    await startCartEngine(load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(handed).toEqual([[{ productId: 'p-1', quantity: 1 }]]);
  });

  it('is loaded when the page is idle if it has unfinished work (changes not saved, a merge)', async () => {
    const { engine } = fakeEngine();
    const load = jest.fn(async () => engine);
    let idle: () => void = () => undefined;
    installCartEngine({ whenIdle: (start) => (idle = start), hasWork: () => true, load });
    expect(load).not.toHaveBeenCalled();
    idle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['the pointer on the purchase form', () => pointerOver(purchaseForm())],
    ['focus in the cart button', () => focusOn(cartButton())],
    ['a sign-in', () => publish('auth:changed', { signedIn: true })],
    ['the tab shown again', () => document.dispatchEvent(new Event('visibilitychange'))],
    [
      "another tab's change of the cart",
      () => window.dispatchEvent(new StorageEvent('storage', { key: 'teashop_cart_pending' })),
    ],
  ])('is loaded on %s, once', async (_, intent) => {
    const { engine } = fakeEngine();
    const load = jest.fn(async () => engine);
    installCartEngine({ whenIdle: () => undefined, hasWork: () => false, load });
    pointerOver(document.body);
    window.dispatchEvent(new StorageEvent('storage', { key: 'teashop_recently_viewed' }));
    expect(load).not.toHaveBeenCalled();
    intent();
    intent();
    await startCartEngine(load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('holds no request the engine already hears (a cart page started it itself)', async () => {
    const { engine, handed } = fakeEngine();
    installCartEngine({
      whenIdle: () => undefined,
      hasWork: () => false,
      load: async () => engine,
    });
    cartState.loading = true;
    publish('cart:add-item', { productId: 'p-1', quantity: 1 });
    cartState.loading = false;
    publish('cart:add-item', { productId: 'p-2', quantity: 1 });
    await startCartEngine(async () => engine);
    expect(handed).toEqual([[{ productId: 'p-2', quantity: 1 }]]);
  });

  it('is loaded once per page', async () => {
    const { engine } = fakeEngine();
    const load = jest.fn(async () => engine);
    await startCartEngine(load);
    await startCartEngine(load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(engine.start).toHaveBeenCalledTimes(1);
  });

  it('tells the shopper when it could not be loaded, adds nothing later, and tries again on the next request', async () => {
    const { engine, handed } = fakeEngine();
    const toasts: string[] = [];
    const offToasts = subscribe('shell:toast', ({ message, kind }) =>
      toasts.push(`${kind}: ${message}`),
    );
    const load = jest
      .fn<Promise<CartEngine>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(engine);
    const first = startCartEngine(load);
    publish('cart:add-item', { productId: 'p-1', quantity: 1 });
    await expect(first).rejects.toThrow('offline');
    expect(toasts).toEqual(['error: The tea could not be added to your cart. Please try again.']);

    publish('cart:add-item', { productId: 'p-2', quantity: 1 });
    await expect(startCartEngine(load)).resolves.toBe(engine);
    expect(load).toHaveBeenCalledTimes(2);
    expect(handed).toEqual([[{ productId: 'p-2', quantity: 1 }]]);
    offToasts();
  });

  it("takes the federation's stand-in for a remote that failed to load as a failure, not an engine", () => {
    const { engine } = fakeEngine();
    expect(usableEngine({ default: engine })).toBe(engine);
    expect(() => usableEngine({ unavailable: true, default: {} })).toThrow('not available');
    expect(() => usableEngine({})).toThrow('not available');
  });
});
