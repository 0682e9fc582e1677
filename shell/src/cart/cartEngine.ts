import { type CartItemRequest, subscribe } from '@teashop/contracts';
import { afterPageIdle, type CartEngine, i18next } from '@teashop/runtime';
import { showToast } from '@teashop/ui';
import { loadArea } from '../federation/remotes';

type Load = () => Promise<CartEngine>;

let engine: Promise<CartEngine> | null = null;
/** Add requests published before the engine is live, and the subscription that holds them. */
let held: CartItemRequest[] = [];
let stopHolding: (() => void) | null = null;

/**
 * Holds the add requests published on the bus from now on, and starts the cart team's engine
 * (mf-cart-checkout's `./cartEngine`) once the page is idle, or at once when a shopper asks for
 * something of the cart. The header shows the count the server rendered until then, so the engine
 * never competes with the page coming alive.
 */
export function installCartEngine(
  whenIdle: (start: () => void) => void = afterPageIdle,
  load: Load = loadCartEngine,
): void {
  hold(load);
  whenIdle(() => {
    startCartEngine(load).catch((error: unknown) =>
      console.error('[shell] the cart engine failed', error),
    );
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

function hold(load: Load): void {
  stopHolding ??= subscribe('cart:add-item', (request) => {
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
  stopHolding?.();
  stopHolding = null;
  held = [];
  engine = null;
}
