import { signedInMember } from '@teashop/runtime';
import { CONTENT_LOCALES, stripLocale } from '@teashop/contracts';
import { showToast } from '@teashop/ui';
import { type CartOwner, type ServerCart, ownerKey } from '@teashop/runtime/cart-owner';
import { generateCartId } from '@teashop/runtime/cart-owner';
import { readStoredCartId, storeCartId } from './cartIdStorage';
import { i18next } from '@teashop/runtime';
import { overlayPending, readPending } from './cartPending';
import { runtime } from './cartRuntime';
import { hasMixedCurrencies } from '@teashop/runtime';
import { cartState } from '@teashop/runtime/cart-owner';

/*
 * Whose cart it is, which language it is priced in, and what the shopper sees: the last server
 * cart with this owner's pending changes laid over it.
 */

export function pageLocale() {
  return stripLocale(typeof location === 'undefined' ? '/' : location.pathname).locale;
}

/** A message the cart itself shows (through a toast), in the page's language (`common:cart`). */
function cartMessage(key: 'currencyMismatch' | 'rateLimited' | 'repriced'): string {
  return i18next.t(`common:cart.${key}`, { lng: pageLocale() });
}

export function pageContentLocale(): string {
  return CONTENT_LOCALES[pageLocale()];
}

/**
 * True when the server's cart is priced in another locale than the page's and has lines: the next
 * save names the page's locale and the server prices the cart there.
 */
export function pricedElsewhere(cart: ServerCart | null): boolean {
  if (!cart || cart.locale === pageContentLocale()) return false;
  return cart.items.length > 0 || (cart.setAside ?? []).length > 0;
}

/**
 * What a write did besides saving, said once in the tab that made it: the cart's prices now in the
 * page's currency, lines lowered to the stock left.
 */
export function announce(cart: ServerCart | null): void {
  if (!cart) return;
  if (cart.repricedFrom) showToast(cartMessage('repriced'), 'info');
  if (cart.limited && cart.limited.length > 0) {
    const next = { ...cartState.stockLimited };
    for (const line of cart.limited) next[line.productId] = line.quantity;
    cartState.stockLimited = next;
  }
}

/** The shopper changed this line again: what was said about its stock no longer applies. */
export function forgetStockLimit(productId: string): void {
  if (!(productId in cartState.stockLimited)) return;
  const { [productId]: _dropped, ...rest } = cartState.stockLimited;
  cartState.stockLimited = rest;
}

/** Who owns the cart right now: the signed-in member (marker cookie), else the anonymous cart id. */
export function currentOwner(): CartOwner {
  const member = signedInMember();
  if (member) return { kind: 'member', key: member };
  return { kind: 'anon', cartId: cartState.cartId ?? readStoredCartId() };
}

/** Recomputes what the shopper sees: the server's lines with this owner's pending changes. */
export function recompute(): void {
  const rt = runtime();
  const owner = ownerKey(currentOwner());
  const base = rt.serverOwner === owner ? (rt.server?.items ?? []) : [];
  cartState.items = overlayPending(base, readPending(owner));
}

export function applyServer(cart: ServerCart | null, owner: CartOwner): void {
  const rt = runtime();
  rt.server = cart;
  rt.serverOwner = ownerKey(owner);
  cartState.documentId = cart?.documentId ?? null;
  cartState.userId = cart?.userId ?? '';
  cartState.locale = cart?.locale ?? null;
  cartState.setAside = cart?.setAside ?? [];
  if (owner.kind === 'member') cartState.cartId = cart?.cartId ?? null;
  cartState.loaded = true;
  recompute();
  if (hasMixedCurrencies(cartState.items)) cartState.error = 'currencyMismatch';
}

export function showCurrencyMismatch(): void {
  cartState.error = 'currencyMismatch';
  showToast(cartMessage('currencyMismatch'), 'error');
}

export function showCartRateLimited(): void {
  showToast(cartMessage('rateLimited'), 'error');
}

export function markPending(productId: string, busy: boolean): void {
  const without = cartState.pending.filter((id) => id !== productId);
  cartState.pending = busy ? [...without, productId] : without;
}

/** The owner for a change; an anonymous shopper gets a cart id on the first change. */
export function ownerForChange(): CartOwner {
  const owner = currentOwner();
  if (owner.kind === 'anon' && !owner.cartId) {
    const cartId = generateCartId();
    storeCartId(cartId);
    cartState.cartId = cartId;
    const rt = runtime();
    // A brand-new id has no server cart yet: that is known without asking.
    rt.server = null;
    rt.serverOwner = ownerKey({ kind: 'anon', cartId });
    cartState.documentId = null;
    cartState.loaded = true;
    return { kind: 'anon', cartId };
  }
  if (owner.kind === 'anon' && cartState.cartId !== owner.cartId) cartState.cartId = owner.cartId;
  return owner;
}
