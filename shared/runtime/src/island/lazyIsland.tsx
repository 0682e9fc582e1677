import { type ComponentType, type JSX, lazy, Suspense } from 'react';

const ISLAND_ATTRIBUTE = 'data-island';
/** single-spa's event after every change of URL, pushState included. */
const ROUTING_EVENT = 'single-spa:routing-event';

/**
 * Resolves when the server-rendered element comes near the viewport (scrolled to, or focused from
 * the keyboard), or when the shopper leaves the page for another in the shop (the part may be
 * rendered again later, in the browser); at once where there is no such element (a render in the
 * browser).
 */
function whenWanted(name: string): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const island = document.querySelector(`[${ISLAND_ATTRIBUTE}="${name}"]`);
  if (!island || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  const page = window.location.href;
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      window.removeEventListener('popstate', onUrlChange);
      window.removeEventListener(ROUTING_EVENT, onUrlChange);
      resolve();
    };
    const onUrlChange = () => {
      if (window.location.href !== page) done();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: '200px' },
    );
    observer.observe(island.firstElementChild ?? island);
    window.addEventListener('popstate', onUrlChange);
    window.addEventListener(ROUTING_EVENT, onUrlChange);
  });
}

/**
 * A part of a page whose code is its own chunk and is not needed for the first view (a form low on
 * the page, say). The server renders it like any other part; in the browser its server HTML stays
 * as sent (React leaves a suspended boundary dehydrated) and is hydrated once it comes near the
 * viewport, so its code is only downloaded for shoppers who get that far down the page.
 * Rendered in the browser alone (after a client navigation), it loads at once.
 */
export function lazyIsland<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
): (props: P) => JSX.Element {
  let chunk: Promise<{ default: ComponentType<P> }> | null = null;
  const Part = lazy(() => {
    chunk ??= whenWanted(name)
      .then(load)
      .then((component) => ({ default: component }));
    return chunk;
  });
  return function Island(props: P) {
    return (
      <div {...{ [ISLAND_ATTRIBUTE]: name }} style={{ display: 'contents' }}>
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </div>
    );
  };
}
