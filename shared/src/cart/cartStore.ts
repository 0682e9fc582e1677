import { proxy } from 'valtio';

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

export interface CartState {
  /** Server document id of the cart, once it exists. */
  documentId: string | null;
  /** Anonymous cart id ('cart-' + 9 random characters), kept in local storage. */
  cartId: string | null;
  userId: string;
  items: CartItem[];
  loading: boolean;
  /** Product ids with an add or update in flight, for per-button progress. */
  pending: string[];
  error: string | null;
}

const CART_KEY = '__teashopCartState__';

function createCartState(): CartState {
  const holder = globalThis as unknown as Record<string, CartState | undefined>;
  if (!holder[CART_KEY]) {
    holder[CART_KEY] = proxy<CartState>({
      documentId: null,
      cartId: null,
      userId: '',
      items: [],
      loading: false,
      pending: [],
      error: null,
    });
  }
  return holder[CART_KEY] as CartState;
}

/** The one cart store of the page. Only the actions in `shared` change it. */
export const cartState: CartState = createCartState();

export function cartCount(state: Pick<CartState, 'items'>): number {
  return state.items.reduce((sum, item) => sum + item.quantity, 0);
}

export function cartSubtotal(state: Pick<CartState, 'items'>): number {
  const cents = state.items.reduce((sum, item) => sum + Math.round(item.price * 100) * item.quantity, 0);
  return cents / 100;
}

export function cartCurrency(state: Pick<CartState, 'items'>): string | null {
  return state.items[0]?.currency ?? null;
}

/** Props of the cart panel fragment exposed by mf-cart-checkout as `./CartPanel`. */
export interface CartPanelProps {
  open: boolean;
  onClose: () => void;
  locale: import('../locale').Locale;
}
