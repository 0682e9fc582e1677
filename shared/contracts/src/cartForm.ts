/**
 * Adding to the cart without waiting for scripts: the product page's purchase form posts to the
 * shop server, which adds to the shopper's cart (found by the session cookie, or by the anonymous
 * cart's id cookie) and answers 303 back to the page, leaving a one-time notice the next page
 * shows. Once the page is live the same form is handled in the browser.
 */

/** Where the purchase form posts (`application/x-www-form-urlencoded`). */
export const CART_FORM_ACTION = '/cart/items';

/** The form's fields. */
export const CART_FORM_FIELDS = {
  productId: 'productId',
  quantity: 'quantity',
  /** The page's locale ('en', 'zh', 'jp'). */
  locale: 'locale',
  /** The page to come back to (a path of the shop). */
  back: 'back',
  /** Which button sent it: `add`, or `buy` (then the answer leads to the cart). */
  intent: 'intent',
} as const;

/**
 * Cookie holding the anonymous cart's id ('cart-' plus 9 characters), beside local storage, so
 * the shop server can render a visitor's cart count and take a purchase form for them.
 */
export const CART_ID_COOKIE = 'teashop_cart_id';

/** Cookie carrying the one-time notice of a purchase form's outcome to the next page. */
export const CART_NOTICE_COOKIE = 'teashop_notice';

/** What became of a purchase form, as the next page tells the shopper. */
export type CartNotice =
  | { kind: 'added'; name: string }
  | { kind: 'limited'; stock: number; inCart: number }
  | { kind: 'currencyMismatch' }
  | { kind: 'failed' };

const MAX_NAME = 120;

export function encodeCartNotice(notice: CartNotice): string {
  return encodeURIComponent(JSON.stringify(notice));
}

const count = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 1e6 ? value : null;

/** The notice in a cookie value, or null when it is not one (anything else is ignored). */
export function parseCartNotice(raw: string | null | undefined): CartNotice | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(decodeURIComponent(raw));
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const notice = value as Record<string, unknown>;
  switch (notice.kind) {
    case 'added':
      return typeof notice.name === 'string'
        ? { kind: 'added', name: notice.name.slice(0, MAX_NAME) }
        : null;
    case 'limited': {
      const stock = count(notice.stock);
      const inCart = count(notice.inCart);
      return stock === null || inCart === null ? null : { kind: 'limited', stock, inCart };
    }
    case 'currencyMismatch':
    case 'failed':
      return { kind: notice.kind };
    default:
      return null;
  }
}
