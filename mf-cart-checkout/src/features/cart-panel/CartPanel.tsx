import type { CartPanelProps } from '@teashop/shared';

/** Slide-out cart panel mounted by the shell's header. */
export default function CartPanel({ open, onClose }: CartPanelProps) {
  if (!open) return null;
  return (
    <aside role="dialog" aria-modal="true" aria-label="Cart" data-boundary="mf-cart-checkout">
      <button type="button" onClick={onClose}>
        ×
      </button>
    </aside>
  );
}
