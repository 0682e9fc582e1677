import { type ReactNode, useEffect } from 'react';

/** Calls `onLive` once its tree has committed (its effects have run). */
export function Live({ onLive, children }: { onLive: () => void; children: ReactNode }) {
  useEffect(onLive, [onLive]);
  return children;
}

/** A promise and the callback that resolves it, for a `Live` around a root's tree. */
export function liveSignal(): { live: Promise<void>; onLive: () => void } {
  let onLive = () => undefined as void;
  const live = new Promise<void>((resolve) => (onLive = resolve));
  return { live, onLive };
}
