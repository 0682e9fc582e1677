import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * false during the server render and the browser's hydration render, true otherwise. Parts that
 * depend on the visitor (member name, cart count) show their anonymous form until then, so the
 * HTML the server sends stays the same for everyone and hydration matches it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
