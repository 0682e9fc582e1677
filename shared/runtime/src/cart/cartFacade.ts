import { snapshot, subscribe, useSnapshot, type Snapshot } from 'valtio';
import type { CartItem, CartState } from '@teashop/contracts';
import { cartState } from './cartStore';

export type { CartItem, CartErrorCode, CartState } from '@teashop/contracts';
export { emptyCartState } from '@teashop/contracts';

/**
 * The cart as every team but the cart's own sees it: read-only. Changes are asked for on the event
 * bus (`cart:add-item`) or of the engine the shell starts (`CartEngine`); the engine makes them.
 */
export type CartView = Snapshot<CartState>;

/** The cart in a component, re-rendered when it changes. */
export function useCart(): CartView {
  return useSnapshot(cartState);
}

/** The cart as it is now, outside React. */
export function readCart(): CartView {
  return snapshot(cartState);
}

/** Calls `onChange` after every change of the cart (batched in a microtask); returns the stop. */
export function watchCart(onChange: (cart: CartView) => void): () => void {
  return subscribe(cartState, () => onChange(snapshot(cartState)), true);
}

/** Snapshots are read-only; the selectors accept them. */
type ItemsOf = { readonly items: readonly Readonly<CartItem>[] };

export function cartCount(state: ItemsOf): number {
  return state.items.reduce((sum, item) => sum + item.quantity, 0);
}

export function cartSubtotal(state: ItemsOf): number {
  const cents = state.items.reduce(
    (sum, item) => sum + Math.round(item.price * 100) * item.quantity,
    0,
  );
  return cents / 100;
}

export function cartCurrency(state: ItemsOf): string | null {
  return state.items[0]?.currency ?? null;
}

/** True when the cart holds lines in more than one currency. */
export function hasMixedCurrencies(items: readonly Pick<CartItem, 'currency'>[]): boolean {
  return new Set(items.map((item) => item.currency)).size > 1;
}

/** Props of the cart panel fragment exposed by mf-cart-checkout as `./CartPanel`. */
export interface CartPanelProps {
  open: boolean;
  onClose: () => void;
  locale: import('@teashop/contracts').Locale;
}

/**
 * The cart engine, exposed by mf-cart-checkout as `./cartEngine` (its default export): the shell
 * starts it on every page and hands it the add requests made before it was loaded.
 */
export interface CartEngine {
  start(held?: readonly import('@teashop/contracts').CartItemRequest[]): Promise<void>;
  /** Empties the cart and saves it (the language switch waits for this before reloading). */
  clear(): Promise<void>;
}
