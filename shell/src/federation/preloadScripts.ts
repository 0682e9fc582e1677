/**
 * Fetches scripts ahead into the browser's cache, at low priority, without running them: the
 * federation runtime's own `<script>` for the same URL is then served from the cache. Resolves
 * once each has arrived; rejects when one cannot be fetched (a later call tries it again).
 */
export function preloadScripts(urls: readonly string[], doc: Document = document): Promise<void> {
  return Promise.all(urls.map((url) => preloadScript(new URL(url, doc.baseURI).href, doc))).then(
    () => undefined,
  );
}

function preloadScript(href: string, doc: Document): Promise<void> {
  const hinted = [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].some(
    (link) => link.href === href,
  );
  const loaded = [...doc.scripts].some((script) => script.src === href);
  if (hinted || loaded) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'script');
    link.setAttribute('fetchpriority', 'low');
    link.href = href;
    link.onload = () => resolve();
    link.onerror = () => {
      link.remove();
      reject(new Error(`${href} could not be preloaded`));
    };
    doc.head.append(link);
  });
}
