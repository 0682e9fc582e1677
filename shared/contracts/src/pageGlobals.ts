const perBundle: Record<string, unknown> = {};

/**
 * Where page-wide singletons (cart, session, event bus) live. In the browser that is the page's
 * global object, so every area finds the same ones whichever copy of `shared` created them. On
 * the server the shop server and each remote's server code run side by side in one process with
 * their own copies of the libraries, so each keeps its own.
 */
export function pageGlobals<T>(): Record<string, T | undefined> {
  return (typeof window === 'undefined' ? perBundle : globalThis) as Record<string, T | undefined>;
}
