import { proxy } from 'valtio';
import { pageGlobals } from '../pageGlobals';

/** Cart line as stored on the server (spec section 3). */
export interface CartItem {
  productId: string;
  quantity: number;
  name: string;
  price: number;
  slug: string;
  currency: string;
  productFormat: string;
  sku: string;
  updatedAt: string;
  thumbnailUrl: string;
}

/** Reasons the cart shows a message to the shopper (all other cart failures stay silent). */
export type CartErrorCode = 'currencyMismatch';

export interface CartState {
  /** Server document id of the cart, once it exists. */
  documentId: string | null;
  /** Anonymous cart id ('cart-' + 9 random characters), kept in local storage. */
  cartId: string | null;
  userId: string;
  /** What the shopper sees: the server's cart with changes not yet saved laid over it. */
  items: CartItem[];
  /** True while the cart is read from the server (first load, refresh, login merge). */
  loading: boolean;
  /** True once the server's cart has been read for the current owner (member or anonymous). */
  loaded: boolean;
  /** True while changes are waiting to be saved or are being saved. */
  saving: boolean;
  /** Product ids with an add or update in flight, for per-button progress. */
  pending: string[];
  /** Content locale the server prices the cart in ('en', 'zh-Hant', 'ja-JP'). */
  locale: string | null;
  error: CartErrorCode | null;
  /**
   * Lines the server set aside because their product is not sold in the page's language (as they
   * were last priced); the shopper removes them with `removeSetAsideItem`.
   */
  setAside: CartItem[];
  /**
   * Lines the server lowered to the stock left, by product id: the quantity the cart now holds.
   * Cleared when the shopper changes that line again.
   */
  stockLimited: Record<string, number>;
}

const CART_KEY = '__teashopCartState__';

export function emptyCartState(): CartState {
  return {
    documentId: null,
    cartId: null,
    userId: '',
    items: [],
    loading: false,
    loaded: false,
    saving: false,
    pending: [],
    locale: null,
    error: null,
    setAside: [],
    stockLimited: {},
  };
}

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
  locale: import('../locale').Locale;
}
