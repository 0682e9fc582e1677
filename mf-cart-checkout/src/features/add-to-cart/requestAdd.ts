import { type CartItemRequest, type CartOffer, publish, subscribe } from '@teashop/contracts';
import { readCart, watchCart } from '@teashop/runtime';

/** What the cart is asked to add: the product as the page offering it shows it (in its language). */
export function cartRequest(offer: CartOffer, quantity: number): CartItemRequest {
  const { productId, stock: _stock, ...line } = offer;
  return { productId, quantity, product: { ...line, updatedAt: '' } };
}

export type AddOutcome = 'added' | 'failed' | 'timeout';

/**
 * Asks the cart engine (over the event bus, which holds the request until the engine has started)
 * to add a product, with the line's details the page already has, and resolves once it has
 * finished: `added` when it confirms with `cart:item-added`; `failed` when the product leaves the
 * cart's `pending` without that confirmation; `timeout` when the engine never answers.
 */
export function requestAdd(request: CartItemRequest, timeoutMs = 15_000): Promise<AddOutcome> {
  const { productId } = request;
  return new Promise((resolve) => {
    let seenPending = false;
    let settled = false;
    const finish = (outcome: AddOutcome) => {
      if (settled) return;
      settled = true;
      offBus();
      offState();
      window.clearTimeout(timer);
      resolve(outcome);
    };
    const offBus = subscribe('cart:item-added', (added) => {
      if (added.productId === productId) finish('added');
    });
    const offState = watchCart((cart) => {
      if (cart.pending.includes(productId)) seenPending = true;
      else if (seenPending) finish('failed');
    });
    const timer = window.setTimeout(() => finish('timeout'), timeoutMs);
    publish('cart:add-item', request);
    if (readCart().pending.includes(productId)) seenPending = true;
  });
}
