const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/**
 * Calls `listener` with each element a shopper reaches for: the pointer comes to rest on it, a
 * finger touches it, or it gets the focus. Returns the stop.
 */
export function onIntent(listener: (target: Element) => void): () => void {
  const handle = (event: Event) => {
    if (event.target instanceof Element) listener(event.target);
  };
  for (const type of INTENT_EVENTS) document.addEventListener(type, handle, { passive: true });
  return () => {
    for (const type of INTENT_EVENTS) document.removeEventListener(type, handle);
  };
}
