import { CART_ID_COOKIE } from '@teashop/contracts';
import { deleteCookie, readCookie, writeCookie } from '../auth/cookies';

/** Local storage key of the anonymous cart id. */
export const CART_ID_KEY = 'teashop_cart_id';

/** The id cookie lives as long as an anonymous cart is worth keeping. */
const CART_COOKIE_SECONDS = 365 * 24 * 60 * 60;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const ID_LENGTH = 9;

type RandomSource = (bytes: Uint8Array) => Uint8Array;

const cryptoRandom: RandomSource = (bytes) => globalThis.crypto.getRandomValues(bytes);

/**
 * 'cart-' plus 9 characters drawn from a cryptographic source. Bytes that would bias the choice
 * (above the largest multiple of the alphabet size) are thrown away.
 */
export function generateCartId(random: RandomSource = cryptoRandom): string {
  const limit = 256 - (256 % ALPHABET.length);
  let id = '';
  while (id.length < ID_LENGTH) {
    for (const byte of random(new Uint8Array(16))) {
      if (byte < limit && id.length < ID_LENGTH) id += ALPHABET[byte % ALPHABET.length];
    }
  }
  return `cart-${id}`;
}

export function isCartId(value: unknown): value is string {
  return typeof value === 'string' && /^cart-[A-Za-z0-9]{9}$/.test(value);
}

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
