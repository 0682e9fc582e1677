import { ApiError } from '@teashop/runtime';
import {
  type CartLineInput,
  type CartOwner,
  type ServerCart,
  conflictCart,
  createServerCart,
  fetchServerCart,
  isCurrencyMismatch,
  ownerKey,
  updateServerCart,
} from '@teashop/runtime/cart-owner';
import { flushBurstAnalytics } from './cartAnalytics';
import { broadcast } from './cartBroadcast';
import { dropPending, hasPending, overlayPending, readPending, settlePending } from './cartPending';
import { QUANTITY_DEBOUNCE_MS } from '@teashop/runtime';
import { runtime } from './cartRuntime';
import { cartState } from '@teashop/runtime/cart-owner';
import {
  announce,
  applyServer,
  currentOwner,
  pageContentLocale,
  pricedElsewhere,
  recompute,
  showCartRateLimited,
  showCurrencyMismatch,
} from './cartView';

/*
 * How the cart stays in step with the server
 * ------------------------------------------
 * The server's cart is the truth. Every change the shopper makes is first recorded as a pending
 * change (cartPending.ts, in local storage) and shown at once; a save then sends the whole list of
 * lines (product id, quantity, currency) with the version of the cart it was based on, and the
 * server answers with the re-priced cart. Quantity changes wait 500 ms for the last click; adds,
 * removals and clears are saved at once. Saves run one at a time; changes made meanwhile go out
 * with the next save.
 *
 * When another tab or device wrote first, the server refuses the save (409) with its current cart;
 * the pending changes are laid over that cart (adds add to its lines, set quantities and removals
 * stay what they are) and sent again with its version, a bounded number of times.
 *
 * A save that fails for a passing reason (offline, server error, too many refusals) shows nothing
 * (spec section 8) and keeps its pending changes: they are sent again when the browser is back
 * online, when the tab becomes visible and on the next page load (after the server's cart has been
 * read), so nothing the shopper added is silently lost. A change the server refuses for good (a
 * 400) is dropped and the server's cart shown; mixed currencies also show the currency message.
 */

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
      // A cart priced in another language's shop is priced anew in this page's (the server decides).
      if (hasPending(key) || pricedElsewhere(cart)) void saveNow();
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

export class RetryWithoutDocument extends Error {}

/** A write refused because the cart changed meanwhile is re-applied at most this many times. */
export const MAX_CONFLICT_RETRIES = 5;

/**
 * Sends the owner's pending changes in one create or update call. The update names the version of
 * the cart it was based on; when another tab or device wrote first, the server refuses it with its
 * current cart, the pending changes are laid over that cart again (adds add to its lines, set
 * quantities and removals stay what they are) and the write is sent with the new version.
 */
export async function saveOnce(owner: CartOwner): Promise<void> {
  const rt = runtime();
  const key = ownerKey(owner);
  const known = rt.serverOwner === key && cartState.loaded ? rt.server : null;
  if (!hasPending(key) && !pricedElsewhere(known)) return;
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
    if (Object.keys(pending).length === 0 && !pricedElsewhere(base)) return;
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
      // The page's locale: the server prices every line there (a cart follows the shopper).
      const locale = pageContentLocale();
      const saved = base
        ? await updateServerCart(owner, base, lines, locale)
        : await createServerCart(owner, lines, locale);
      settlePending(key, pending);
      broadcast({ type: 'saved', owner: key, cart: saved });
      if (shown()) {
        cartState.error = null;
        applyServer(saved, owner);
        announce(saved);
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
      if (error instanceof ApiError && error.status === 429) {
        // Over the shop's limit: the changes stay pending and are sent again once it allows.
        showCartRateLimited();
        retrySaveIn(retryAfterSeconds(error));
        throw error;
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

const retryAfterSeconds = (error: ApiError): number => {
  const details = error.body.details as { retryAfterSeconds?: unknown } | undefined;
  const seconds = Number(details?.retryAfterSeconds);
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 60) : 5;
};

function retrySaveIn(seconds: number): void {
  const rt = runtime();
  if (rt.timer) clearTimeout(rt.timer);
  rt.timer = setTimeout(() => {
    rt.timer = null;
    void saveNow();
  }, seconds * 1000);
}

export function scheduleSave(): void {
  const rt = runtime();
  if (rt.timer) clearTimeout(rt.timer);
  cartState.saving = true;
  rt.timer = setTimeout(() => {
    rt.timer = null;
    flushBurstAnalytics();
    void saveNow();
  }, QUANTITY_DEBOUNCE_MS);
}
