/**
 * Resolves once the browser has painted the next frame: work awaited after it (a navigation, a
 * list rendered anew) no longer delays what the shopper's click shows at once. Resolves at once
 * where there is nothing to paint (the server, tests without animation frames).
 */
export function nextPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}
