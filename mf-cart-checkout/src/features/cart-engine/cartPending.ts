import { CART_PENDING_KEY, type CartItem } from '@teashop/runtime';

/**
 * Changes the shopper made that the server has not confirmed yet, kept in local storage per cart
 * owner ('anon:<cartId>' or 'user:<id>'), one entry per product with the wanted quantity (0 means
 * removed). They are laid over the server's cart for display, sent with the next save, replayed on
 * the next page load or when the browser is back online, and dropped once the server has them.
 *
 * A change is laid over whatever the server holds at the time: a set quantity or a removal keeps
 * its quantity; adds (`added`) add their amount to the server's current line, so an add re-applied
 * on a cart another tab changed meanwhile keeps both.
 */
export interface PendingChange {
  /** The wanted quantity (0: removed); for adds, the quantity when the add was made. */
  quantity: number;
  item: CartItem;
  /** When the change was made; a save clears only the changes it carried. */
  at: number;
  /** Set for adds: how many were added on top of the server's line (sums repeated adds). */
  added?: number;
}

const MAX_LINE_QUANTITY = 99;

/** The quantity a change asks for on top of a server line holding `serverQuantity`. */
export function wantedQuantity(change: PendingChange, serverQuantity: number): number {
  if (change.added === undefined) return change.quantity;
  return Math.min(MAX_LINE_QUANTITY, Math.max(0, serverQuantity + change.added));
}

export type PendingChanges = Record<string, PendingChange>;
type PendingByOwner = Record<string, PendingChanges>;

let memoryFallback: PendingByOwner = {};

function readAll(): PendingByOwner {
  try {
    const raw = localStorage.getItem(CART_PENDING_KEY);
    if (!raw) return {};
    const parsed = JSON.parse(raw) as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as PendingByOwner)
      : {};
  } catch {
    return memoryFallback;
  }
}

function writeAll(all: PendingByOwner): void {
  const compact = Object.fromEntries(
    Object.entries(all).filter(([, changes]) => Object.keys(changes).length > 0),
  );
  memoryFallback = compact;
  try {
    if (Object.keys(compact).length === 0) localStorage.removeItem(CART_PENDING_KEY);
    else localStorage.setItem(CART_PENDING_KEY, JSON.stringify(compact));
  } catch {
    // Storage unavailable: the changes live in memory for this page.
  }
}

export function readPending(owner: string): PendingChanges {
  return { ...(readAll()[owner] ?? {}) };
}

export function hasPending(owner: string): boolean {
  return Object.keys(readAll()[owner] ?? {}).length > 0;
}

export function recordPending(owner: string, change: PendingChange): void {
  const all = readAll();
  all[owner] = { ...(all[owner] ?? {}), [change.item.productId]: change };
  writeAll(all);
}

/** Drops the changes a successful save carried; newer changes to the same products stay. */
export function settlePending(owner: string, sent: PendingChanges): void {
  const all = readAll();
  const current = { ...(all[owner] ?? {}) };
  for (const [productId, change] of Object.entries(sent)) {
    if (current[productId]?.at === change.at) delete current[productId];
  }
  all[owner] = current;
  writeAll(all);
}

export function dropPending(owner: string): void {
  const all = readAll();
  delete all[owner];
  writeAll(all);
}

/** Forgets the changes of owners that can no longer be saved (anonymous carts other than `keep`). */
export function prunePending(keep: (owner: string) => boolean): void {
  const all = readAll();
  writeAll(Object.fromEntries(Object.entries(all).filter(([owner]) => keep(owner))));
}

/** The server's lines with the pending changes laid over them (new products at the end). */
export function overlayPending(
  serverItems: readonly CartItem[],
  pending: PendingChanges,
): CartItem[] {
  const result: CartItem[] = [];
  const seen = new Set<string>();
  for (const item of serverItems) {
    seen.add(item.productId);
    const change = pending[item.productId];
    const quantity = change ? wantedQuantity(change, item.quantity) : item.quantity;
    if (quantity > 0) result.push({ ...item, quantity });
  }
  const added = Object.values(pending)
    .filter((change) => !seen.has(change.item.productId) && wantedQuantity(change, 0) > 0)
    .sort((a, b) => a.at - b.at);
  for (const change of added) result.push({ ...change.item, quantity: wantedQuantity(change, 0) });
  return result;
}

/**
 * Moves unsaved changes of an anonymous cart onto the member cart after a login merge: each change
 * becomes the same difference applied to the merged quantity.
 */
export function carryOverPending(
  pending: PendingChanges,
  anonymousServerItems: readonly CartItem[],
  mergedItems: readonly CartItem[],
  now: number,
): PendingChange[] {
  const changes: PendingChange[] = [];
  for (const change of Object.values(pending)) {
    const before =
      anonymousServerItems.find((i) => i.productId === change.item.productId)?.quantity ?? 0;
    const merged = mergedItems.find((i) => i.productId === change.item.productId);
    const target = Math.min(99, Math.max(0, (merged?.quantity ?? 0) + change.quantity - before));
    if (target === (merged?.quantity ?? 0)) continue;
    changes.push({
      quantity: target,
      item: { ...(merged ?? change.item), quantity: target },
      at: now,
      // an add stays an add: re-applied on the member cart as it is when saved
      ...(change.added !== undefined ? { added: target - (merged?.quantity ?? 0) } : {}),
    });
  }
  return changes;
}
