import { signedInMember } from '@teashop/runtime';
import { type CartOwner, mergeServerCarts, ownerKey } from '@teashop/runtime/cart-owner';
import { flushBurstAnalytics } from './cartAnalytics';
import { broadcast } from './cartBroadcast';
import { forgetCartId, readStoredCartId } from './cartIdStorage';
import {
  type PendingChanges,
  carryOverPending,
  dropPending,
  hasPending,
  readPending,
  recordPending,
} from './cartPending';
import { runtime, stamp } from './cartRuntime';
import { cartState } from '@teashop/runtime/cart-owner';
import { refreshCart, saveNow, saveOnce } from './cartSync';
import { announce, applyServer, currentOwner, pageContentLocale } from './cartView';

/**
 * After sign-in: unsaved anonymous changes are sent to the anonymous cart, then the server merges it
 * into the member's cart (POST /api/carts/merge) and the anonymous id is forgotten. If the merge
 * fails the id stays, and the merge runs again on the next load or when back online.
 */
export async function syncAfterSignIn(): Promise<void> {
  const rt = runtime();
  if (rt.timer) {
    clearTimeout(rt.timer);
    rt.timer = null;
    flushBurstAnalytics();
  }
  if (rt.inFlight) await rt.inFlight;
  const anonymousId = readStoredCartId();
  const memberId = signedInMember();
  if (!memberId) return;
  const member: CartOwner = { kind: 'member', key: memberId };
  if (!anonymousId) {
    await refreshCart();
    return;
  }
  const anonymous: CartOwner = { kind: 'anon', cartId: anonymousId };
  const anonymousKey = ownerKey(anonymous);
  if (hasPending(anonymousKey)) {
    try {
      await saveOnce(anonymous);
    } catch {
      // Carried over to the member cart below if the merge goes through.
    }
  }
  const anonymousServerItems = rt.serverOwner === anonymousKey ? (rt.server?.items ?? []) : [];
  const leftOver: PendingChanges = readPending(anonymousKey);
  rt.generation += 1;
  cartState.loading = true;
  try {
    const merged = await mergeServerCarts(anonymousId, pageContentLocale());
    forgetCartId();
    dropPending(anonymousKey);
    for (const change of carryOverPending(
      leftOver,
      anonymousServerItems,
      merged?.items ?? [],
      stamp(),
    )) {
      recordPending(ownerKey(member), change);
    }
    applyServer(merged, member);
    announce(merged);
    broadcast({ type: 'changed' });
    if (hasPending(ownerKey(member))) void saveNow();
  } catch {
    // No message (spec section 8); the anonymous id is kept so the merge is tried again.
  } finally {
    cartState.loading = false;
  }
}

/** Sends whatever is waiting: an unfinished login merge, or pending changes. */
export function retryPending(): void {
  if (signedInMember() && readStoredCartId()) {
    void syncAfterSignIn();
    return;
  }
  const key = ownerKey(currentOwner());
  if (hasPending(key)) {
    if (cartState.loaded && runtime().serverOwner === key) void saveNow();
    else void refreshCart();
  }
}
