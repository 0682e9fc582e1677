import { type RefObject, useEffect } from 'react';

/**
 * Keeps the sticky header from covering what the shopper jumps to: its height (with the preview
 * banner above it, the whole sticky slot) is published as `--ui-header-height` on the root
 * element. The page document's `scroll-padding-top` uses it, so anchor links and elements reached
 * with the keyboard are scrolled just below the header; toasts sit below it.
 */
export function useHeaderClearance(header: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const sticky = header.current?.parentElement ?? header.current;
    if (!sticky) return undefined;
    const root = document.documentElement;
    const publish = () =>
      root.style.setProperty('--ui-header-height', `${Math.round(sticky.offsetHeight)}px`);
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(sticky);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('--ui-header-height');
    };
  }, [header]);
}
