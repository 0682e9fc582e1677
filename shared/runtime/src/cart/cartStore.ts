import { proxy } from 'valtio';
import { pageGlobals, type CartItem, type CartState, emptyCartState } from '@teashop/contracts';

export type { CartItem, CartErrorCode, CartState } from '@teashop/contracts';
export { emptyCartState } from '@teashop/contracts';

const CART_KEY = '__teashopCartState__';

function createCartState(): CartState {
  const holder = pageGlobals<CartState>();
  if (!holder[CART_KEY]) holder[CART_KEY] = proxy<CartState>(emptyCartState());
  return holder[CART_KEY] as CartState;
}

/** The one cart store of the page. Only the actions in `shared` change it. */
export const cartState: CartState = createCartState();

/** Snapshots from `useSnapshot(cartState)` are read-only; the selectors accept them. */
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
