import { pushEcommerce } from '@teashop/contracts';
import { runtime } from './cartRuntime';
import type { CartItem } from '@teashop/runtime';
import { cartState } from '@teashop/runtime/cart-owner';

/** The add_to_cart / remove_from_cart events of the analytics data layer (spec section 7). */

function toAnalyticsItem(item: CartItem, quantity: number) {
  return {
    item_id: item.sku || item.productId,
    item_name: item.name,
    item_variant: item.productFormat,
    price: item.price,
    quantity,
  };
}

export function pushCartEvent(
  event: 'add_to_cart' | 'remove_from_cart',
  item: CartItem,
  quantity: number,
): void {
  if (quantity <= 0) return;
  pushEcommerce(event, {
    currency: item.currency,
    value: Math.round(item.price * 100 * quantity) / 100,
    items: [toAnalyticsItem(item, quantity)],
  });
}

/** One add_to_cart / remove_from_cart per burst of quantity changes, with the net difference. */
export function flushBurstAnalytics(): void {
  const rt = runtime();
  for (const [productId, before] of rt.burstStart) {
    const now = cartState.items.find((i) => i.productId === productId)?.quantity ?? 0;
    const diff = now - before.quantity;
    const item = cartState.items.find((i) => i.productId === productId) ?? before;
    if (diff > 0) pushCartEvent('add_to_cart', item, diff);
    else if (diff < 0) pushCartEvent('remove_from_cart', item, -diff);
  }
  rt.burstStart.clear();
}
