import { proxy } from 'valtio';
import { pageGlobals, type CartState, emptyCartState } from '@teashop/contracts';

const CART_KEY = '__teashopCartState__';

function createCartState(): CartState {
  const holder = pageGlobals<CartState>();
  if (!holder[CART_KEY]) holder[CART_KEY] = proxy<CartState>(emptyCartState());
  return holder[CART_KEY] as CartState;
}

/**
 * The one cart store of the page, writable. Only the cart's own team changes it (mf-cart-checkout's
 * cart engine, through `@teashop/runtime/cart-owner`); everyone else reads it through the facade.
 */
export const cartState: CartState = createCartState();
