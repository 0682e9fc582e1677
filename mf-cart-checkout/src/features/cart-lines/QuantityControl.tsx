import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { digitsOnly, parseQuantityInput } from '@teashop/runtime';
import { decrementCartItem, incrementCartItem, setCartQuantity } from '../cart-engine/cartActions';
import styles from './CartLine.module.css';

export interface QuantityControlProps {
  productId: string;
  name: string;
  quantity: number;
  /** The stock left, once the server lowered this line to it. */
  stockLimit?: number;
}

/**
 * Decrement (does nothing at 1), a quantity box that keeps digits only, and increment. Every change
 * goes to the store, which saves 500 ms after the last one.
 */
export function QuantityControl({ productId, name, quantity, stockLimit }: QuantityControlProps) {
  const { t } = useTranslation('mf-cart-checkout');
  // What the shopper is typing; null shows the cart's quantity.
  const [draft, setDraft] = useState<string | null>(null);

  const atMinimum = quantity <= 1;
  return (
    <div className={styles.quantity} role="group" aria-label={t('cart.quantity', { name })}>
      <button
        type="button"
        className={styles.stepper}
        aria-label={t('cart.decrease', { name })}
        aria-disabled={atMinimum || undefined}
        onClick={() => decrementCartItem(productId)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        className={styles.quantityInput}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        aria-label={t('cart.quantity', { name })}
        // Beyond the stock left the box shows what the cart now holds, beside the line's note.
        value={
          draft !== null && !(stockLimit !== undefined && Number(draft) > stockLimit)
            ? draft
            : String(quantity)
        }
        onChange={(event) => {
          const digits = digitsOnly(event.target.value);
          const wanted = parseQuantityInput(digits);
          // Above the maximum the box shows the maximum that was applied.
          setDraft(wanted !== null && wanted !== Number(digits) ? String(wanted) : digits);
          if (wanted !== null) setCartQuantity(productId, wanted);
        }}
        onBlur={() => setDraft(null)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') (event.target as HTMLInputElement).blur();
        }}
      />
      <button
        type="button"
        className={styles.stepper}
        aria-label={t('cart.increase', { name })}
        onClick={() => incrementCartItem(productId)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
