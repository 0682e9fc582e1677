import { type CartItemRequest, publish, subscribe } from '@teashop/contracts';
import { addNamespace, type CartEngine, initI18n } from '@teashop/runtime';
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

afterEach(() => forgetCartEngine());

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

  it('loads when the page is idle, or at once when a shopper adds before that', async () => {
    const { engine, handed } = fakeEngine();
    const load = jest.fn(async () => engine);
    let idle: () => void = () => undefined;
    installCartEngine((start) => (idle = start), load);
    expect(load).not.toHaveBeenCalled();

    publish('cart:add-item', { productId: 'p-1', quantity: 1 });
    await startCartEngine(load);
    idle();
    await startCartEngine(load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(handed).toEqual([[{ productId: 'p-1', quantity: 1 }]]);
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
