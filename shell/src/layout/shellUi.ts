import { proxy } from 'valtio';

/** What the shell's separate roots (header, page, footer) share: open panels. */
export const shellUi = proxy({
  cartOpen: false,
  /** The cart panel's code is loaded on its first opening only. */
  cartEverOpened: false,
  mobileOpen: false,
});

export function openCartPanel(): void {
  shellUi.cartEverOpened = true;
  shellUi.cartOpen = true;
}
