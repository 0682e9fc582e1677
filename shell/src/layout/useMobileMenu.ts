import { useEffect, type RefObject } from 'react';
import { focusableIn, trapTab } from '@teashop/ui';

const DESKTOP = '(min-width: 1024px)'; // the phone menu's breakpoint in Header.module.css

/**
 * Behaviour of the phone menu while it is open: it opens below the header bar (the bar's bottom
 * edge is published as `--sh-menu-top` on the header), the page behind does not scroll, focus moves
 * in and stays within the header, Escape closes it and gives focus back to the menu button, and it
 * closes when the window grows to the desktop layout. `close` must be a stable function.
 */
export function useMobileMenu(
  open: boolean,
  close: () => void,
  refs: {
    header: RefObject<HTMLElement | null>;
    bar: RefObject<HTMLElement | null>;
    panel: RefObject<HTMLElement | null>;
    button: RefObject<HTMLButtonElement | null>;
  },
): void {
  const { header, bar, panel, button } = refs;
  useEffect(() => {
    if (!open) return undefined;
    const top = Math.round(bar.current?.getBoundingClientRect().bottom ?? 0);
    header.current?.style.setProperty('--sh-menu-top', `${top}px`);
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
    const first = panel.current ? focusableIn(panel.current)[0] : undefined;
    first?.focus();

    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        close();
        button.current?.focus();
      } else if (header.current) {
        trapTab(event, header.current);
      }
    };
    document.addEventListener('keydown', onKey);
    const desktop = window.matchMedia?.(DESKTOP);
    const onWide = () => {
      if (desktop?.matches) close();
    };
    desktop?.addEventListener?.('change', onWide);
    return () => {
      root.style.overflow = previousOverflow;
      document.removeEventListener('keydown', onKey);
      desktop?.removeEventListener?.('change', onWide);
    };
  }, [open, close, header, bar, panel, button]);
}
