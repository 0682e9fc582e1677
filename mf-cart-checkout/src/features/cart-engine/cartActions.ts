import { type CartItemRequest, publish, subscribe } from '@teashop/contracts';
import {
  CART_ID_KEY,
  type CartItem,
  cartCount,
  clampQuantity,
  emptyCartState,
  signedInMember,
} from '@teashop/runtime';
import {
  cartState,
  conflictCart,
  fetchProductForCart,
  ownerKey,
  updateServerCart,
} from '@teashop/runtime/cart-owner';
import { pushCartEvent } from './cartAnalytics';
import { broadcast, openChannel } from './cartBroadcast';
import { forgetCartId, readStoredCartId } from './cartIdStorage';
import { retryPending, syncAfterSignIn } from './cartMerge';
import { hasPending, prunePending, readPending, recordPending } from './cartPending';
import { forgetRuntime, runtime, stamp } from './cartRuntime';
import { refreshCart, saveNow, scheduleSave } from './cartSync';
import {
  applyServer,
  currentOwner,
  forgetStockLimit,
  markPending,
  ownerForChange,
  pageContentLocale,
  recompute,
  showCurrencyMismatch,
} from './cartView';

/*
 * The cart's actions, for the cart team's own pages and its engine entry (cartEngine.ts): start, add, remove, set quantity,
 * clear, reset. The work behind them lives in modules of their own: cartView.ts (owner, locale and
 * what is shown), cartPending.ts (changes not yet saved), cartSync.ts (reading and saving, with
 * versions), cartMerge.ts (login merge), cartBroadcast.ts (other tabs), cartAnalytics.ts (data
 * layer events) and cartRuntime.ts (the page's working state).
 */

export { MAX_CONFLICT_RETRIES, refreshCart, saveNow } from './cartSync';

/**
 * Adds a product: its details are the ones the page passed (the catalogue has them) or else are read
 * from the content backend in the page's language (if they cannot be read the item is not added), a
 * cart in another currency refuses it with the currency message, and the change is saved at once.
 * Resolves to whether the item was added.
 */
export async function addToCart(
  productId: string,
  quantity = 1,
  details?: CartItemRequest['product'],
): Promise<boolean> {
  const rt = runtime();
  const amount = clampQuantity(quantity);
  markPending(productId, true);
  try {
    if (rt.loadPromise) await rt.loadPromise;
    if (!cartState.loaded || rt.serverOwner !== ownerKey(currentOwner())) await refreshCart();
    // A cart priced in another language's shop is being priced anew in this page's.
    if (rt.inFlight) await rt.inFlight;
    const product: CartItem | null = details
      ? { ...details, productId, quantity: 0 }
      : await fetchProductForCart(productId, pageContentLocale());
    if (!product) return false;
    // Still in another locale (its move could not be saved yet): the save names this page's
    // locale and the server prices every line there.
    const elsewhere = cartState.locale !== null && cartState.locale !== pageContentLocale();
    if (
      !elsewhere &&
      cartState.items.some((i) => i.productId !== productId && i.currency !== product.currency)
    ) {
      showCurrencyMismatch();
      return false;
    }
    const owner = ownerForChange();
    forgetStockLimit(product.productId);
    const existing = cartState.items.find((i) => i.productId === product.productId);
    const target = clampQuantity((existing?.quantity ?? 0) + amount);
    const item: CartItem = { ...(existing ?? product), ...product, quantity: target };
    // An add stays an add until saved (several adds sum up); after a set quantity it is a set.
    const before = readPending(ownerKey(owner))[product.productId];
    const added = before
      ? before.added === undefined
        ? undefined
        : before.added + amount
      : amount;
    recordPending(ownerKey(owner), {
      quantity: target,
      item,
      at: stamp(),
      ...(added === undefined ? {} : { added }),
    });
    cartState.error = null;
    recompute();
    pushCartEvent('add_to_cart', item, target - (existing?.quantity ?? 0));
    publish('cart:item-added', {
      productId: item.productId,
      quantity: amount,
      count: cartCount(cartState),
    });
    await saveNow();
    return true;
  } finally {
    markPending(productId, false);
  }
}

/** Removes a line and saves at once. */
export async function removeFromCart(productId: string): Promise<void> {
  const existing = cartState.items.find((i) => i.productId === productId);
  if (!existing) return;
  const rt = runtime();
  forgetStockLimit(productId);
  const before = rt.burstStart.get(productId)?.quantity ?? existing.quantity;
  rt.burstStart.delete(productId);
  recordPending(ownerKey(ownerForChange()), {
    quantity: 0,
    item: { ...existing, quantity: 0 },
    at: stamp(),
  });
  recompute();
  pushCartEvent('remove_from_cart', existing, before);
  await saveNow();
}

/**
 * Sets a line's quantity (1..99; below 1 is 1). Saved 500 ms after the last change, so a burst of
 * clicks sends one update with the final quantity.
 */
export function setCartQuantity(productId: string, quantity: number): void {
  const existing = cartState.items.find((i) => i.productId === productId);
  if (!existing) return;
  const target = clampQuantity(quantity);
  forgetStockLimit(productId);
  if (target === existing.quantity) return;
  const rt = runtime();
  if (!rt.burstStart.has(productId)) rt.burstStart.set(productId, { ...existing });
  recordPending(ownerKey(ownerForChange()), {
    quantity: target,
    item: { ...existing, quantity: target },
    at: stamp(),
  });
  recompute();
  scheduleSave();
}

/**
 * Removes a line the server set aside (its product is not sold in this page's language): the other
 * set-aside lines are kept. Resolves when the server took it; a passing failure shows it again.
 */
export async function removeSetAsideItem(productId: string): Promise<void> {
  await saveNow();
  const rt = runtime();
  const owner = currentOwner();
  const key = ownerKey(owner);
  let base = rt.serverOwner === key ? rt.server : null;
  const hide = () => {
    cartState.setAside = cartState.setAside.filter((i) => i.productId !== productId);
  };
  hide();
  for (let attempt = 0; base && attempt <= 2; attempt += 1) {
    const keep = (base.setAside ?? []).map((i) => i.productId).filter((id) => id !== productId);
    const lines = base.items.map((i) => ({ productId: i.productId, quantity: i.quantity }));
    try {
      const saved = await updateServerCart(owner, base, lines, pageContentLocale(), keep);
      broadcast({ type: 'saved', owner: key, cart: saved });
      if (ownerKey(currentOwner()) === key) applyServer(saved, owner);
      return;
    } catch (error) {
      base = conflictCart(error);
      if (base && ownerKey(currentOwner()) === key) {
        applyServer(base, owner);
        hide();
      }
    }
  }
  // Not taken (offline, server error): the line shows again, to be removed later.
  if (rt.server && rt.serverOwner === key) cartState.setAside = rt.server.setAside ?? [];
}

export function incrementCartItem(productId: string): void {
  const existing = cartState.items.find((i) => i.productId === productId);
  if (existing) setCartQuantity(productId, existing.quantity + 1);
}

/** The decrement button does nothing at quantity 1. */
export function decrementCartItem(productId: string): void {
  const existing = cartState.items.find((i) => i.productId === productId);
  if (existing && existing.quantity > 1) setCartQuantity(productId, existing.quantity - 1);
}

/** Forgets the cart in this page (logout): stored cartId, items, user and document id. */
export function resetCart(): void {
  const rt = runtime();
  rt.generation += 1;
  if (rt.timer) clearTimeout(rt.timer);
  rt.timer = null;
  rt.burstStart.clear();
  rt.server = null;
  rt.serverOwner = ownerKey({ kind: 'anon', cartId: null });
  forgetCartId();
  Object.assign(cartState, emptyCartState(), { loaded: true });
  broadcast({ type: 'changed' });
}

/** Empties the cart and saves it (the language switch waits for this before reloading). */
export async function clearCart(): Promise<void> {
  const rt = runtime();
  if (rt.timer) clearTimeout(rt.timer);
  rt.timer = null;
  rt.burstStart.clear();
  if (cartState.items.length === 0) {
    await saveNow();
    return;
  }
  const owner = ownerForChange();
  const at = stamp();
  for (const item of cartState.items)
    recordPending(ownerKey(owner), { quantity: 0, item: { ...item, quantity: 0 }, at });
  recompute();
  await saveNow();
}

// ---------------------------------------------------------------------------------------------
// Start

function listen(): void {
  const rt = runtime();
  rt.cleanups.push(
    subscribe(
      'cart:add-item',
      ({ productId, quantity, product }) => void addToCart(productId, quantity, product),
    ),
    subscribe('auth:changed', ({ signedIn }) => {
      if (signedIn) void syncAfterSignIn();
      else resetCart();
    }),
  );
  if (typeof window === 'undefined') return;

  const onStorage = (event: StorageEvent) => {
    if (event.key !== CART_ID_KEY && event.key !== null) return;
    if (signedInMember()) return;
    cartState.cartId = readStoredCartId();
    rt.generation += 1;
    void refreshCart();
  };
  const onVisible = () => {
    if (document.visibilityState === 'hidden') {
      if (rt.timer) void saveNow();
      return;
    }
    if (rt.timer || rt.inFlight) return;
    const key = ownerKey(currentOwner());
    if (hasPending(key) || (signedInMember() && readStoredCartId())) retryPending();
    else if (Date.now() - rt.lastRefresh > 1000) void refreshCart();
  };
  const onOnline = () => retryPending();
  window.addEventListener('storage', onStorage);
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('online', onOnline);
  rt.cleanups.push(
    () => window.removeEventListener('storage', onStorage),
    () => document.removeEventListener('visibilitychange', onVisible),
    () => window.removeEventListener('online', onOnline),
  );

  const closeChannel = openChannel((message) => {
    const owner = currentOwner();
    if (message.type === 'saved' && message.owner === ownerKey(owner)) {
      if (!rt.inFlight && !rt.timer) applyServer(message.cart, owner);
      return;
    }
    if (owner.kind === 'anon') cartState.cartId = readStoredCartId();
    rt.generation += 1;
    void refreshCart();
  });
  if (closeChannel) rt.cleanups.push(closeChannel);
}

/**
 * Starts the cart of this page; the shell calls it once at start, after the runtime config is
 * loaded. Reads the server's cart (GET /api/carts with the JWT or X-Cart-Id), finishes a login merge
 * that did not go through, sends pending changes, and listens to the bus (`cart:add-item`,
 * `auth:changed`), to other tabs and to the network coming back. Calling it again does nothing.
 */
export function initCart(): Promise<void> {
  const rt = runtime();
  if (rt.initPromise) return rt.initPromise;
  listen();
  // From here the engine hears the bus itself: the shell stops holding add requests for it.
  if (!cartState.loaded) cartState.loading = true;
  const storedId = readStoredCartId();
  cartState.cartId = signedInMember() ? cartState.cartId : storedId;
  // Unsaved changes of anonymous carts other than the stored one can no longer be sent anywhere.
  prunePending((owner) => owner.startsWith('user:') || owner === `anon:${storedId ?? ''}`);
  rt.initPromise = signedInMember() && storedId ? syncAfterSignIn() : refreshCart();
  return rt.initPromise;
}

/** Stops listening and forgets the runtime (tests, hot reload). */
export function disposeCart(): void {
  const rt = runtime();
  if (rt.timer) clearTimeout(rt.timer);
  for (const cleanup of rt.cleanups) cleanup();
  forgetRuntime();
  Object.assign(cartState, emptyCartState());
}
