import { CART_ID_COOKIE } from '@teashop/contracts';
import { CART_ID_KEY, deleteCookie, readCookie, writeCookie } from '@teashop/runtime';
import { isCartId } from '@teashop/runtime/cart-owner';

/** The id cookie lives as long as an anonymous cart is worth keeping. */
const CART_COOKIE_SECONDS = 365 * 24 * 60 * 60;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function cookieCartId(): string | null {
  if (typeof document === 'undefined') return null;
  const value = readCookie(CART_ID_COOKIE);
  return isCartId(value) ? value : null;
}

/**
 * The anonymous cart's id: from local storage, else from its cookie (a cart the shop server made
 * for a purchase form sent before the page was live), which is then kept in storage too.
 */
export function readStoredCartId(): string | null {
  let stored: string | null;
  try {
    const value = storage()?.getItem(CART_ID_KEY) ?? null;
    stored = isCartId(value) ? value : null;
  } catch {
    stored = null;
  }
  if (stored) return stored;
  const fromCookie = cookieCartId();
  if (fromCookie) storeCartId(fromCookie);
  return fromCookie;
}

/** Keeps the id in local storage and in its cookie, where the shop server reads it. */
export function storeCartId(cartId: string): void {
  try {
    storage()?.setItem(CART_ID_KEY, cartId);
  } catch {
    // Private mode or full storage: the cookie still holds it.
  }
  if (typeof document !== 'undefined' && cookieCartId() !== cartId) {
    writeCookie(CART_ID_COOKIE, cartId, CART_COOKIE_SECONDS);
  }
}

export function forgetCartId(): void {
  try {
    storage()?.removeItem(CART_ID_KEY);
  } catch {
    // Nothing stored.
  }
  if (typeof document !== 'undefined') deleteCookie(CART_ID_COOKIE);
}
