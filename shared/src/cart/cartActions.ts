import { pushEcommerce } from '../analytics/dataLayer';
import { readToken } from '../auth/authStore';
import { publish, subscribe } from '../bus/eventBus';
import { CONTENT_LOCALES, stripLocale } from '../locale';
import { showToast } from '../ui/toast';
import {
  type CartLineInput,
  type CartOwner,
  type ServerCart,
  conflictCart,
  createServerCart,
  fetchProductForCart,
  fetchServerCart,
  isCurrencyMismatch,
  memberKeyFromToken,
  mergeServerCarts,
  ownerKey,
  updateServerCart,
} from './cartApi';
import { CART_ID_KEY, forgetCartId, generateCartId, readStoredCartId, storeCartId } from './cartId';
import { CART_MESSAGES } from './cartMessages';
import {
  type PendingChanges,
  carryOverPending,
  dropPending,
  hasPending,
  overlayPending,
  prunePending,
  readPending,
  recordPending,
  settlePending,
} from './cartPending';
import { QUANTITY_DEBOUNCE_MS, clampQuantity } from './cartQuantity';
import {
  type CartItem,
  cartCount,
  cartState,
  emptyCartState,
  hasMixedCurrencies,
} from './cartStore';
import { ApiError } from '../api/client';
import { pageGlobals } from '../pageGlobals';

/*
 * How the cart stays in step with the server
 * ------------------------------------------
 * The server's cart is the truth. Every change the shopper makes is first recorded as a pending
 * change (cartPending.ts, in local storage) and shown at once; a save then sends the whole list of
 * lines (product id, quantity, currency) and the server answers with the re-priced cart. Quantity
 * changes wait 500 ms for the last click; adds, removals and clears are saved at once. Saves run one
 * at a time; changes made meanwhile go out with the next save.
 *
 * A save that fails for a passing reason (offline, server error) shows nothing (spec section 8) and
 * keeps its pending changes: they are sent again when the browser is back online, when the tab
 * becomes visible and on the next page load (after the server's cart has been read), so nothing the
 * shopper added is silently lost. A change the server refuses for good (a 400) is dropped and the
 * server's cart shown; mixed currencies also show the currency message.
 *
 * Other tabs: a successful save is announced on a BroadcastChannel with the saved cart; a new or
 * forgotten anonymous cart id is seen through the `storage` event; a tab that becomes visible
 * reads the cart again.
 */

const CHANNEL_NAME = 'teashop-cart';

type ChannelMessage = { type: 'saved'; owner: string; cart: ServerCart } | { type: 'changed' };

interface CartRuntime {
  initPromise: Promise<void> | null;
  timer: ReturnType<typeof setTimeout> | null;
  inFlight: Promise<void> | null;
  rerun: boolean;
  loadPromise: Promise<void> | null;
  loadKey: string | null;
  /** Last server cart read or saved, and whose it is. */
  server: ServerCart | null;
  serverOwner: string | null;
  /** Bumped by reset and owner changes; answers started before are ignored. */
  generation: number;
  /** Bumped when a save starts; a read that overlaps a save is ignored. */
  writes: number;
  /** Quantities at the start of a burst of quantity changes, for one analytics event per burst. */
  burstStart: Map<string, CartItem>;
  lastCount: number;
  lastStamp: number;
  lastRefresh: number;
  channel: BroadcastChannel | null;
  cleanups: (() => void)[];
}

const RUNTIME_KEY = '__teashopCartRuntime__';

function freshRuntime(): CartRuntime {
  return {
    initPromise: null,
    timer: null,
    inFlight: null,
    rerun: false,
    loadPromise: null,
    loadKey: null,
    server: null,
    serverOwner: null,
    generation: 0,
    writes: 0,
    burstStart: new Map(),
    lastCount: 0,
    lastStamp: 0,
    lastRefresh: 0,
    channel: null,
    cleanups: [],
  };
}

/** One runtime per page, like the store, even if two copies of this module were ever loaded. */
function runtime(): CartRuntime {
  const holder = pageGlobals<CartRuntime>();
  if (!holder[RUNTIME_KEY]) holder[RUNTIME_KEY] = freshRuntime();
  return holder[RUNTIME_KEY] as CartRuntime;
}

// ---------------------------------------------------------------------------------------------
// Owner, locale, display

function pageLocale() {
  return stripLocale(typeof location === 'undefined' ? '/' : location.pathname).locale;
}

function pageContentLocale(): string {
  return CONTENT_LOCALES[pageLocale()];
}

const CURRENCY_LOCALE: Record<string, string> = { USD: 'en', TWD: 'zh-Hant', JPY: 'ja-JP' };

/** The content locale the lines are priced in (the cart keeps its own), else the page's. */
function localeForItems(items: readonly CartItem[]): string {
  const currency = items[0]?.currency;
  return (currency && CURRENCY_LOCALE[currency]) || pageContentLocale();
}

/** Who owns the cart right now: the signed-in member (token cookie), else the anonymous cart id. */
function currentOwner(): CartOwner {
  const token = readToken();
  if (token) return { kind: 'member', key: memberKeyFromToken(token) };
  return { kind: 'anon', cartId: cartState.cartId ?? readStoredCartId() };
}

function publishCount(): void {
  const rt = runtime();
  const count = cartCount(cartState);
  if (count === rt.lastCount) return;
  rt.lastCount = count;
  publish('cart:updated', { count });
}

/** Recomputes what the shopper sees: the server's lines with this owner's pending changes. */
function recompute(): void {
  const rt = runtime();
  const owner = ownerKey(currentOwner());
  const base = rt.serverOwner === owner ? (rt.server?.items ?? []) : [];
  cartState.items = overlayPending(base, readPending(owner));
  publishCount();
}

function applyServer(cart: ServerCart | null, owner: CartOwner): void {
  const rt = runtime();
  rt.server = cart;
  rt.serverOwner = ownerKey(owner);
  cartState.documentId = cart?.documentId ?? null;
  cartState.userId = cart?.userId ?? '';
  cartState.locale = cart?.locale ?? null;
  if (owner.kind === 'member') cartState.cartId = cart?.cartId ?? null;
  cartState.loaded = true;
  recompute();
  if (hasMixedCurrencies(cartState.items)) cartState.error = 'currencyMismatch';
}

function showCurrencyMismatch(): void {
  cartState.error = 'currencyMismatch';
  showToast(CART_MESSAGES[pageLocale()].currencyMismatch, 'error');
}

function broadcast(message: ChannelMessage): void {
  try {
    runtime().channel?.postMessage(message);
  } catch {
    // A closed channel: other tabs catch up when they become visible.
  }
}

/** Strictly increasing change stamps, so a save never settles a newer change made in the same ms. */
function stamp(): number {
  const rt = runtime();
  rt.lastStamp = Math.max(Date.now(), rt.lastStamp + 1);
  return rt.lastStamp;
}

function markPending(productId: string, busy: boolean): void {
  const without = cartState.pending.filter((id) => id !== productId);
  cartState.pending = busy ? [...without, productId] : without;
}

function toAnalyticsItem(item: CartItem, quantity: number) {
  return {
    item_id: item.sku || item.productId,
    item_name: item.name,
    item_variant: item.productFormat,
    price: item.price,
    quantity,
  };
}

function pushCartEvent(
  event: 'add_to_cart' | 'remove_from_cart',
  item: CartItem,
  quantity: number,
): void {
  if (quantity <= 0) return;
  pushEcommerce(event, {
    currency: item.currency,
    value: Math.round(item.price * 100 * quantity) / 100,
    items: [toAnalyticsItem(item, quantity)],
  });
}

/** One add_to_cart / remove_from_cart per burst of quantity changes, with the net difference. */
function flushBurstAnalytics(): void {
  const rt = runtime();
  for (const [productId, before] of rt.burstStart) {
    const now = cartState.items.find((i) => i.productId === productId)?.quantity ?? 0;
    const diff = now - before.quantity;
    const item = cartState.items.find((i) => i.productId === productId) ?? before;
    if (diff > 0) pushCartEvent('add_to_cart', item, diff);
    else if (diff < 0) pushCartEvent('remove_from_cart', item, -diff);
  }
  rt.burstStart.clear();
}

// ---------------------------------------------------------------------------------------------
// Reading and saving

/** Reads the current owner's cart from the server and lays pending changes over it. */
export function refreshCart(): Promise<void> {
  const rt = runtime();
  const owner = currentOwner();
  const key = ownerKey(owner);
  if (rt.loadPromise && rt.loadKey === key) return rt.loadPromise;
  const generation = rt.generation;
  const writes = rt.writes;
  rt.lastRefresh = Date.now();
  if (owner.kind === 'anon' && !owner.cartId) {
    applyServer(null, owner);
    return Promise.resolve();
  }
  cartState.loading = true;
  let load: Promise<void> | null = null;
  load = (async () => {
    try {
      const cart = await fetchServerCart(owner);
      const stale = generation !== rt.generation || key !== ownerKey(currentOwner());
      if (stale) return;
      // A save that started meanwhile answers with a newer cart; keep that one.
      if (writes === rt.writes && !rt.inFlight) applyServer(cart, owner);
      if (hasPending(key)) void saveNow();
    } catch {
      // Spec section 8: no message. Pending changes stay and are shown over what is known.
      if (rt.serverOwner !== key) {
        rt.server = null;
        rt.serverOwner = key;
        cartState.documentId = null;
        cartState.loaded = false;
      }
      recompute();
    } finally {
      if (rt.loadPromise === load) {
        cartState.loading = false;
        rt.loadPromise = null;
        rt.loadKey = null;
      }
    }
  })();
  rt.loadPromise = load;
  rt.loadKey = key;
  return load;
}

class RetryWithoutDocument extends Error {}

/** A write refused because the cart changed meanwhile is re-applied at most this many times. */
export const MAX_CONFLICT_RETRIES = 5;

/**
 * Sends the owner's pending changes in one create or update call. The update names the version of
 * the cart it was based on; when another tab or device wrote first, the server refuses it with its
 * current cart, the pending changes are laid over that cart again (adds add to its lines, set
 * quantities and removals stay what they are) and the write is sent with the new version.
 */
async function saveOnce(owner: CartOwner): Promise<void> {
  const rt = runtime();
  const key = ownerKey(owner);
  if (!hasPending(key)) return;
  rt.writes += 1;
  const generation = rt.generation;
  const shown = () =>
    generation === rt.generation && (rt.serverOwner === key || ownerKey(currentOwner()) === key);

  let base: ServerCart | null;
  if (rt.serverOwner === key && cartState.loaded) {
    base = rt.server;
  } else {
    // Never write over a cart that has not been read: the pending changes go on top of it.
    base = await fetchServerCart(owner);
    if (rt.serverOwner === key || ownerKey(currentOwner()) === key) applyServer(base, owner);
  }

  for (let conflicts = 0; ; conflicts += 1) {
    const pending = readPending(key);
    if (Object.keys(pending).length === 0) return;
    const items = overlayPending(base?.items ?? [], pending);
    const lines: CartLineInput[] = items.map((i) => ({
      productId: i.productId,
      quantity: i.quantity,
      currency: i.currency,
    }));
    if (!base && lines.length === 0) {
      settlePending(key, pending);
      return;
    }
    if (owner.kind === 'anon' && !owner.cartId) return;

    try {
      const locale = localeForItems(items);
      const saved = base
        ? await updateServerCart(owner, base, lines, locale)
        : await createServerCart(owner, lines, locale);
      settlePending(key, pending);
      broadcast({ type: 'saved', owner: key, cart: saved });
      if (shown()) {
        cartState.error = null;
        applyServer(saved, owner);
      }
      return;
    } catch (error) {
      const current = conflictCart(error);
      if (current) {
        base = current;
        if (shown()) applyServer(current, owner);
        // Passing failure once the bound is reached: the changes wait for the next chance.
        if (conflicts >= MAX_CONFLICT_RETRIES) throw error;
        continue;
      }
      if (isCurrencyMismatch(error)) {
        dropPending(key);
        showCurrencyMismatch();
        recompute();
        return;
      }
      if (error instanceof ApiError && error.status === 404 && base) {
        // The cart went away (merged or deleted elsewhere): read again, then create.
        if (rt.serverOwner === key) cartState.loaded = false;
        throw new RetryWithoutDocument();
      }
      if (error instanceof ApiError && error.status === 400) {
        // The server will never take these lines; show its cart instead of retrying forever.
        dropPending(key);
        recompute();
        return;
      }
      throw error;
    }
  }
}

/** Saves pending changes now (cancelling a waiting debounce); resolves when nothing is left to send. */
export function saveNow(): Promise<void> {
  const rt = runtime();
  if (rt.timer) {
    clearTimeout(rt.timer);
    rt.timer = null;
    flushBurstAnalytics();
  }
  if (rt.inFlight) {
    rt.rerun = true;
    return rt.inFlight;
  }
  cartState.saving = true;
  rt.inFlight = (async () => {
    let retries = 0;
    try {
      do {
        rt.rerun = false;
        try {
          await saveOnce(currentOwner());
        } catch (error) {
          if (error instanceof RetryWithoutDocument && retries < 1) {
            retries += 1;
            rt.rerun = true;
            continue;
          }
          // Passing failure (offline, server error): pending changes wait for the next chance.
          break;
        }
      } while (rt.rerun);
    } finally {
      rt.inFlight = null;
      cartState.saving = rt.timer !== null;
    }
  })();
  return rt.inFlight;
}

function scheduleSave(): void {
  const rt = runtime();
  if (rt.timer) clearTimeout(rt.timer);
  cartState.saving = true;
  rt.timer = setTimeout(() => {
    rt.timer = null;
    flushBurstAnalytics();
    void saveNow();
  }, QUANTITY_DEBOUNCE_MS);
}

/** The owner for a change; an anonymous shopper gets a cart id on the first change. */
function ownerForChange(): CartOwner {
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

// ---------------------------------------------------------------------------------------------
// Actions

/**
 * Adds a product: its details are read from the content backend in the page's language (if they
 * cannot be read the item is not added), a cart in another currency refuses it with the currency
 * message, and the change is saved at once. Resolves to whether the item was added.
 */
export async function addToCart(productId: string, quantity = 1): Promise<boolean> {
  const rt = runtime();
  const amount = clampQuantity(quantity);
  markPending(productId, true);
  try {
    if (rt.loadPromise) await rt.loadPromise;
    if (!cartState.loaded || rt.serverOwner !== ownerKey(currentOwner())) await refreshCart();
    const product = await fetchProductForCart(productId, pageContentLocale());
    if (!product) return false;
    if (cartState.items.some((i) => i.productId !== productId && i.currency !== product.currency)) {
      showCurrencyMismatch();
      return false;
    }
    const owner = ownerForChange();
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
  publishCount();
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
// Login merge

/**
 * After sign-in: unsaved anonymous changes are sent to the anonymous cart, then the server merges it
 * into the member's cart (POST /api/carts/merge) and the anonymous id is forgotten. If the merge
 * fails the id stays, and the merge runs again on the next load or when back online.
 */
async function syncAfterSignIn(): Promise<void> {
  const rt = runtime();
  if (rt.timer) {
    clearTimeout(rt.timer);
    rt.timer = null;
    flushBurstAnalytics();
  }
  if (rt.inFlight) await rt.inFlight;
  const anonymousId = readStoredCartId();
  const token = readToken();
  if (!token) return;
  const member: CartOwner = { kind: 'member', key: memberKeyFromToken(token) };
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
    const merged = await mergeServerCarts(anonymousId);
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
    broadcast({ type: 'changed' });
    if (hasPending(ownerKey(member))) void saveNow();
  } catch {
    // No message (spec section 8); the anonymous id is kept so the merge is tried again.
  } finally {
    cartState.loading = false;
  }
}

/** Sends whatever is waiting: an unfinished login merge, or pending changes. */
function retryPending(): void {
  if (readToken() && readStoredCartId()) {
    void syncAfterSignIn();
    return;
  }
  const key = ownerKey(currentOwner());
  if (hasPending(key)) {
    if (cartState.loaded && runtime().serverOwner === key) void saveNow();
    else void refreshCart();
  }
}

// ---------------------------------------------------------------------------------------------
// Start

function listen(): void {
  const rt = runtime();
  rt.cleanups.push(
    subscribe('cart:add-item', ({ productId, quantity }) => void addToCart(productId, quantity)),
    subscribe('auth:changed', ({ signedIn }) => {
      if (signedIn) void syncAfterSignIn();
      else resetCart();
    }),
  );
  if (typeof window === 'undefined') return;

  const onStorage = (event: StorageEvent) => {
    if (event.key !== CART_ID_KEY && event.key !== null) return;
    if (readToken()) return;
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
    if (hasPending(key) || (readToken() && readStoredCartId())) retryPending();
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

  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(CHANNEL_NAME);
    channel.onmessage = (event: MessageEvent<ChannelMessage>) => {
      const message = event.data;
      const owner = currentOwner();
      if (message.type === 'saved' && message.owner === ownerKey(owner)) {
        if (!rt.inFlight && !rt.timer) applyServer(message.cart, owner);
        return;
      }
      if (owner.kind === 'anon') cartState.cartId = readStoredCartId();
      rt.generation += 1;
      void refreshCart();
    };
    rt.channel = channel;
    rt.cleanups.push(() => channel.close());
  }
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
  const storedId = readStoredCartId();
  cartState.cartId = readToken() ? cartState.cartId : storedId;
  // Unsaved changes of anonymous carts other than the stored one can no longer be sent anywhere.
  prunePending((owner) => owner.startsWith('user:') || owner === `anon:${storedId ?? ''}`);
  rt.initPromise = readToken() && storedId ? syncAfterSignIn() : refreshCart();
  return rt.initPromise;
}

/** Stops listening and forgets the runtime (tests, hot reload). */
export function disposeCart(): void {
  const rt = runtime();
  if (rt.timer) clearTimeout(rt.timer);
  for (const cleanup of rt.cleanups) cleanup();
  pageGlobals<CartRuntime>()[RUNTIME_KEY] = freshRuntime();
  Object.assign(cartState, emptyCartState());
}
