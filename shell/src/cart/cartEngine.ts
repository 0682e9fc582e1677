import { CART_FORM_ACTION, type CartItemRequest, subscribe } from '@teashop/contracts';
import {
  afterPageIdle,
  CART_ID_KEY,
  CART_PENDING_KEY,
  type CartEngine,
  cartHasUnfinishedWork,
  i18next,
  readCart,
} from '@teashop/runtime';
import { showToast } from '@teashop/ui';
import { loadArea } from '../federation/remotes';
import { onIntent } from '../routing/intent';

type Load = () => Promise<CartEngine>;

let engine: Promise<CartEngine> | null = null;
/** Add requests published before the engine is live, and the subscription that holds them. */
let held: CartItemRequest[] = [];
let stopHolding: (() => void) | null = null;
/** The listeners that start the engine when the page needs it (removed once it starts). */
const wakeListeners: (() => void)[] = [];

/** What leads to the cart: a purchase form (add to cart, buy now) and `data-cart-intent` controls. */
export const CART_INTENT_SELECTOR = `form[action="${CART_FORM_ACTION}"], [data-cart-intent]`;

export interface CartEngineWake {
  /** Runs its callback once the page is idle (a test double in tests). */
  whenIdle?: (callback: () => void) => void;
  /** Whether the engine has work of its own at start (`cartHasUnfinishedWork`). */
  hasWork?: () => boolean;
  load?: Load;
}

/**
 * Holds the add requests published on the bus from now on, and starts the cart team's engine
 * (mf-cart-checkout's `./cartEngine`) only when the page needs it: a shopper turns to the cart (the
 * pointer on, a finger on or focus in a purchase form or the cart button, an add request, a sign
 * in or out), the cart may have changed elsewhere (the tab shown again, another tab's storage), or
 * the engine has unfinished work (when the page is idle, or back online). Until then the header
 * shows the count the server rendered, and a page nobody buys from never downloads the engine.
 */
export function installCartEngine({
  whenIdle = afterPageIdle,
  hasWork = cartHasUnfinishedWork,
  load = loadCartEngine,
}: CartEngineWake = {}): void {
  hold(load);
  const start = () => {
    stopWaking();
    startCartEngine(load).catch((error: unknown) =>
      console.error('[shell] the cart engine failed', error),
    );
  };
  const on = (target: EventTarget, type: string, listener: (event: Event) => void) => {
    target.addEventListener(type, listener, { passive: true });
    wakeListeners.push(() => target.removeEventListener(type, listener));
  };
  wakeListeners.push(
    onIntent((target) => {
      if (target.closest(CART_INTENT_SELECTOR)) start();
    }),
  );
  on(document, 'visibilitychange', () => {
    if (document.visibilityState === 'visible') start();
  });
  on(window, 'storage', (event) => {
    const { key } = event as StorageEvent;
    if (key === null || key === CART_ID_KEY || key === CART_PENDING_KEY) start();
  });
  on(window, 'online', () => {
    if (hasWork()) start();
  });
  wakeListeners.push(subscribe('auth:changed', start));
  whenIdle(() => {
    if (hasWork()) start();
  });
}

/**
 * Starts the engine (once per page) and resolves to it. Requests held until then are handed to it
 * once, in order, so none is lost. If it cannot be loaded, the shopper who asked is told the tea
 * could not be added (nothing is added behind their back later), and the next request tries again.
 */
export function startCartEngine(load: Load = loadCartEngine): Promise<CartEngine> {
  if (engine) return engine;
  hold(load);
  const loading = load().then(
    (loaded: CartEngine) => {
      // In one go: from here on the engine hears the bus itself.
      stopHolding?.();
      stopHolding = null;
      void loaded.start(held.splice(0));
      return loaded;
    },
    (error: unknown) => {
      engine = null;
      if (held.length > 0) {
        held = [];
        showToast(i18next.t('shell:notice.failed'), 'error');
      }
      throw error;
    },
  );
  engine = loading;
  return loading;
}

function stopWaking(): void {
  while (wakeListeners.length > 0) wakeListeners.pop()?.();
}

/** Whether the engine already runs on this page (a cart page starts it itself): it hears the bus. */
function engineIsLive(): boolean {
  const cart = readCart();
  return cart.loading || cart.loaded;
}

function hold(load: Load): void {
  stopHolding ??= subscribe('cart:add-item', (request) => {
    if (engineIsLive()) return;
    held.push(request);
    if (!engine) startCartEngine(load).catch(() => undefined);
  });
}

async function loadCartEngine(): Promise<CartEngine> {
  const module = await loadArea<{ default?: Partial<CartEngine>; unavailable?: boolean }>(
    'mf-cart-checkout',
    'cartEngine',
  );
  return usableEngine(module);
}

/** The engine of a loaded module; a remote that failed to load answers with a stand-in instead. */
export function usableEngine(module: {
  default?: Partial<CartEngine>;
  unavailable?: boolean;
}): CartEngine {
  const engine = module.default;
  if (
    module.unavailable ||
    typeof engine?.start !== 'function' ||
    typeof engine.clear !== 'function'
  ) {
    throw new Error('the cart engine of mf-cart-checkout is not available');
  }
  return engine as CartEngine;
}

/** Forgets the started engine and what it held (tests). */
export function forgetCartEngine(): void {
  stopWaking();
  stopHolding?.();
  stopHolding = null;
  held = [];
  engine = null;
}
