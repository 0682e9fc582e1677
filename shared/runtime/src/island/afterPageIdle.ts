interface IdleWindow {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
}

/**
 * Calls `callback` once the page has loaded (`load` event) and the main thread is idle; at the
 * latest `timeoutMs` after the load, and after `fallbackMs` where the browser has no
 * `requestIdleCallback`.
 */
export function afterPageIdle(callback: () => void, timeoutMs = 3000, fallbackMs = 1500): void {
  const whenIdle = () => {
    const idle = (window as IdleWindow).requestIdleCallback;
    if (typeof idle === 'function') idle.call(window, callback, { timeout: timeoutMs });
    else window.setTimeout(callback, fallbackMs);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
