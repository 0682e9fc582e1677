import { type RefObject, useEffect } from 'react';

/** Space kept between the sticky header and what is scrolled to just below it. */
const GAP = 8;

/** Whether the element is in a fixed or sticky layer (a dialog, a panel), which never scrolls. */
function inFixedLayer(element: Element): boolean {
  for (let node: Element | null = element; node && node !== document.body;) {
    const { position } = window.getComputedStyle(node);
    if (position === 'fixed' || position === 'sticky') return true;
    node = node.parentElement;
  }
  return false;
}

/**
 * Keeps the sticky header from covering what the shopper jumps to. The header's height is published
 * as `--ui-header-height` on the root element: the page document's `scroll-padding-top` uses it
 * for anchor links, toasts sit below it. An element of the page that takes focus (Tab,
 * Shift+Tab, a focus moved by the page) under the header is scrolled just below it.
 */
export function useHeaderClearance(header: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = header.current;
    // The sticky box is the header's slot in the page (with the preview banner when shown).
    const sticky = element?.parentElement ?? element;
    if (!element || !sticky) return undefined;
    const root = document.documentElement;
    const publish = () =>
      root.style.setProperty('--ui-header-height', `${Math.round(sticky.offsetHeight)}px`);
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(sticky);

    const onFocus = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof Element) || sticky.contains(target)) return;
      // Keyboard focus only: a click lands on what the shopper sees.
      if (!target.matches(':focus-visible')) return;
      const covered = sticky.getBoundingClientRect().bottom;
      const { top, bottom } = target.getBoundingClientRect();
      if (top >= covered || bottom <= 0 || inFixedLayer(target)) return;
      window.scrollBy({ top: top - covered - GAP });
    };
    document.addEventListener('focusin', onFocus);
    return () => {
      observer?.disconnect();
      document.removeEventListener('focusin', onFocus);
      root.style.removeProperty('--ui-header-height');
    };
  }, [header]);
}
