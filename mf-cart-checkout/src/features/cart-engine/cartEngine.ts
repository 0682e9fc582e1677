import type { CartEngine } from '@teashop/runtime';
import { addToCart, clearCart, initCart } from './cartActions';

/**
 * The cart engine as the shell starts it on every page (mf-cart-checkout exposes this module as
 * `./cartEngine`). The `cart:add-item` requests a shopper made before it was loaded are handed over
 * at start and run in order, once.
 */
const cartEngine: CartEngine = {
  start(held = []) {
    const started = initCart();
    for (const request of held)
      void addToCart(request.productId, request.quantity, request.product);
    return started;
  },
  clear: clearCart,
};

export default cartEngine;
