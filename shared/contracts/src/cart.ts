/*
 * The cart as every area sees it: the shape of the page's one cart store and its quantity rules,
 * part of the contract between the areas (the cart's code in `cart/` keeps them).
 */

/** Quantity rules of the cart (spec sections 5 and 9). */
export const MIN_QUANTITY = 1;
/** The content backend keeps quantities in 1..99. */
export const MAX_QUANTITY = 99;

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

/**
 * A product as another area offers it to the cart team's add-to-cart island (`add-to-cart` in
 * mf-cart-checkout's `./islands`), in the page's language: the line the cart adds, and the stock
 * (null: unlimited) that bounds the quantity.
 */
export type CartOffer = {
  productId: string;
  name: string;
  price: number;
  currency: string;
  slug: string;
  productFormat: string;
  sku: string;
  thumbnailUrl: string;
  stock: number | null;
};

/** Props of the cart team's add-to-cart island. */
export type AddToCartIslandProps = { product: CartOffer };

/** The cart team's remote and its add-to-cart island's name in its `./islands`. */
export const ADD_TO_CART_ISLAND = { remote: 'mf-cart-checkout', name: 'add-to-cart' } as const;
