import { type CartItemRequest, publish, subscribe } from '@teashop/contracts';
import { readCart, watchCart } from '@teashop/runtime';
import { type ProductDetail, priceOf } from '../../api/types';

/** What the cart is asked to add: the product as this page shows it (in its language). */
export function cartRequest(product: ProductDetail, quantity: number): CartItemRequest {
  return {
    productId: product.documentId,
    quantity,
    product: {
      name: product.name,
      price: priceOf(product),
      slug: product.slug,
      currency: product.currency,
      productFormat: product.productFormat ?? '',
      sku: product.sku ?? '',
      updatedAt: '',
      thumbnailUrl:
        product.thumbnailImage?.formats?.thumbnail?.url ?? product.thumbnailImage?.url ?? '',
    },
  };
}

export type AddOutcome = 'added' | 'failed' | 'timeout';

/**
 * Asks the cart (over the event bus) to add a product, with the line's details the page already
 * has, and resolves once the cart has finished: `added` when it confirms with `cart:item-added`;
 * `failed` when the product leaves the cart's `pending` without that confirmation; `timeout` when
 * the cart never answers.
 */
export function addToCart(request: CartItemRequest, timeoutMs = 15_000): Promise<AddOutcome> {
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
