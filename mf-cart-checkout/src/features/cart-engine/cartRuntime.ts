import { pageGlobals } from '@teashop/contracts';
import type { ServerCart } from '@teashop/runtime';
import type { CartItem } from '@teashop/runtime';

/** The cart's working state in this page, beside the store the shopper sees (cartStore.ts). */
export interface CartRuntime {
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
  lastStamp: number;
  lastRefresh: number;
  channel: BroadcastChannel | null;
  cleanups: (() => void)[];
}

const RUNTIME_KEY = '__teashopCartRuntime__';

export function freshRuntime(): CartRuntime {
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
    lastStamp: 0,
    lastRefresh: 0,
    channel: null,
    cleanups: [],
  };
}

/** One runtime per page, like the store, even if two copies of this module were ever loaded. */
export function runtime(): CartRuntime {
  const holder = pageGlobals<CartRuntime>();
  if (!holder[RUNTIME_KEY]) holder[RUNTIME_KEY] = freshRuntime();
  return holder[RUNTIME_KEY] as CartRuntime;
}

/** Forgets the runtime (tests, hot reload). */
export function forgetRuntime(): void {
  pageGlobals<CartRuntime>()[RUNTIME_KEY] = freshRuntime();
}

/** Strictly increasing change stamps, so a save never settles a newer change made in the same ms. */
export function stamp(): number {
  const rt = runtime();
  rt.lastStamp = Math.max(Date.now(), rt.lastStamp + 1);
  return rt.lastStamp;
}
