import { type CartItemRequest, subscribe } from '@teashop/contracts';
import type { CartEngine } from '@teashop/runtime';
import { loadArea } from '../federation/remotes';

let engine: Promise<CartEngine> | null = null;
/** Add requests published before the engine is live, and the subscription that holds them. */
let held: CartItemRequest[] = [];
let stopHolding: (() => void) | null = null;

/**
 * Starts the cart team's engine (mf-cart-checkout's `./cartEngine`) on this page. Add requests
 * published on the bus before it is live are held and handed to it once, in order, so none is
 * lost. If it cannot be loaded they stay held, and the next add request tries again.
 */
export function startCartEngine(
  load: () => Promise<CartEngine> = loadCartEngine,
): Promise<CartEngine> {
  if (engine) return engine;
  stopHolding ??= subscribe('cart:add-item', (request) => {
    held.push(request);
    if (!engine) void startCartEngine(load).catch(() => undefined);
  });
  const loading = load().then(
    (loaded) => {
      // In one go: from here on the engine hears the bus itself.
      stopHolding?.();
      stopHolding = null;
      void loaded.start(held.splice(0));
      return loaded;
    },
    (error: unknown) => {
      engine = null;
      throw error;
    },
  );
  engine = loading;
  return loading;
}

async function loadCartEngine(): Promise<CartEngine> {
  const module = await loadArea<{ default: CartEngine }>('mf-cart-checkout', 'cartEngine');
  return module.default;
}

/** Forgets the started engine and what it held (tests). */
export function forgetCartEngine(): void {
  stopHolding?.();
  stopHolding = null;
  held = [];
  engine = null;
}
