import { CART_ID_COOKIE } from '@teashop/contracts';
import { readCookie } from '../auth/cookies';
import { signedInMember } from '../auth/authStore';

/** Local storage key of the anonymous cart's id (the cart engine's; read here too). */
export const CART_ID_KEY = 'teashop_cart_id';
/** Local storage key of the cart changes not yet saved, by cart owner (the cart engine's). */
export const CART_PENDING_KEY = 'teashop_cart_pending';

function stored(key: string): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
  } catch {
    return null;
  }
}

function hasPendingChanges(): boolean {
  try {
    const all = JSON.parse(stored(CART_PENDING_KEY) ?? '{}') as unknown;
    if (!all || typeof all !== 'object') return false;
    return Object.values(all).some(
      (changes: unknown) =>
        Boolean(changes) &&
        typeof changes === 'object' &&
        Object.keys(changes as object).length > 0,
    );
  } catch {
    return false;
  }
}

/**
 * Whether the cart engine has work of its own on this page before anyone asks for the cart:
 * changes an earlier page could not save, or the anonymous cart of a member who has signed in since
 * (to be merged into theirs). Otherwise the page shows the count the server rendered, and the
 * engine is not needed until a shopper turns to the cart.
 */
export function cartHasUnfinishedWork(): boolean {
  if (hasPendingChanges()) return true;
  return Boolean(signedInMember() && (stored(CART_ID_KEY) || readCookie(CART_ID_COOKIE)));
}
