import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type HydrationOptions, type Root } from 'react-dom/client';

/**
 * A first render or hydration as a transition. React then works in slices of a few milliseconds and
 * lets the browser paint and take input in between, instead of one long task per root that blocks
 * a phone's main thread while the page starts.
 */
function inTransition(make: () => Root): Root {
  let root: Root | undefined;
  startTransition(() => {
    root = make();
  });
  return root as Root;
}

/** Hydrates server HTML in slices: the HTML is on screen already, so nothing shows later. */
export function hydrateRootInSlices(
  container: Element,
  children: ReactNode,
  options?: HydrationOptions,
): Root {
  return inTransition(() => hydrateRoot(container, children, options));
}

/** Renders a root in slices; for parts not needed for the first paint. */
export function renderRootInSlices(container: Element, children: ReactNode): Root {
  return inTransition(() => {
    const root = createRoot(container);
    root.render(children);
    return root;
  });
}
