/**
 * A page with unsaved work (checkout) registers a guard; in-shop navigation asks it before leaving.
 * The guard lives on the page's global object so every area sees the same one, like the other
 * shared stores.
 */
import { pageGlobals } from '@teashop/contracts';

export type LeaveGuard = () => boolean;

const KEY = '__teashopLeaveGuard__';
const holder = pageGlobals<LeaveGuard | null>();

/** Registers the guard; the returned function removes it (if it is still the current one). */
export function setLeaveGuard(guard: LeaveGuard): () => void {
  holder[KEY] = guard;
  return () => {
    if (holder[KEY] === guard) holder[KEY] = null;
  };
}

/** True when the page may be left: no guard, or the guard agrees. */
export function mayLeave(): boolean {
  const guard = holder[KEY];
  return guard ? guard() : true;
}
