import { useCallback, useLayoutEffect, useRef } from 'react';
import { removeFromCart } from '../cart-engine/cartActions';

const lineOf = (root: HTMLElement, productId: string): HTMLElement | null =>
  Array.from(root.querySelectorAll<HTMLElement>('[data-product-id]')).find(
    (line) => line.dataset.productId === productId,
  ) ?? null;

/**
 * Removing a cart line keeps the keyboard where the shopper is: focus goes to the next line's
 * delete button (the previous line's when the last one went), or to the empty-cart message
 * (`data-cart-empty`) when none is left, never to the page's body. `root` holds the lines.
 */
export function useRemovalFocus<T extends HTMLElement>() {
  const root = useRef<T>(null);
  const pending = useRef<{ removed: string; next: string | null } | null>(null);

  const remove = useCallback((productId: string) => {
    const node = root.current;
    if (node) {
      const ids = Array.from(node.querySelectorAll<HTMLElement>('[data-product-id]')).map(
        (line) => line.dataset.productId ?? '',
      );
      const at = ids.indexOf(productId);
      pending.current = { removed: productId, next: ids[at + 1] ?? ids[at - 1] ?? null };
    }
    void removeFromCart(productId);
  }, []);

  // After every render: once the removed line is gone, move focus (once).
  useLayoutEffect(() => {
    const node = root.current;
    const wanted = pending.current;
    if (!node || !wanted || lineOf(node, wanted.removed)) return;
    pending.current = null;
    const next = wanted.next ? lineOf(node, wanted.next) : null;
    const target =
      next?.querySelector<HTMLElement>('[data-remove]') ??
      node.querySelector<HTMLElement>('[data-cart-empty]');
    target?.focus();
  });

  return { root, remove };
}
