import { subscribe as watch } from 'valtio';
import { publish, subscribe } from '@teashop/contracts';
import { cartState } from '@teashop/runtime';

export type AddOutcome = 'added' | 'failed' | 'timeout';

/**
 * Asks the cart (over the event bus) to add a product and resolves once the cart store has
 * finished: `added` when it confirms with `cart:item-added`; `failed` when the product leaves
 * `cartState.pending` without that confirmation; `timeout` when the cart never answers.
 */
export function addToCart(
  productId: string,
  quantity: number,
  timeoutMs = 15_000,
): Promise<AddOutcome> {
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
    const offState = watch(
      cartState,
      () => {
        if (cartState.pending.includes(productId)) seenPending = true;
        else if (seenPending) finish('failed');
      },
      true,
    );
    const timer = window.setTimeout(() => finish('timeout'), timeoutMs);
    publish('cart:add-item', { productId, quantity });
    if (cartState.pending.includes(productId)) seenPending = true;
  });
}
