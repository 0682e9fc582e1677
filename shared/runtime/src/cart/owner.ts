/**
 * The cart's writable store and its calls to the cms, for the cart's own team (mf-cart-checkout's
 * cart engine) only: a lint rule keeps every other workspace to the read-only facade of
 * `@teashop/runtime` (`useCart`, `readCart`, `watchCart`) and the bus.
 */
export { cartState } from './cartStore';
export * from './cartApi';
export { generateCartId, isCartId } from './cartId';
