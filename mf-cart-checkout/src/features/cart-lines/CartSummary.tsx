import { useTranslation } from 'react-i18next';
import { formatPrice } from '@teashop/ui';
import styles from './CartSummary.module.css';

export interface FreeShipping {
  threshold: number;
  currency: string;
}

/** How far the subtotal is from free shipping, as text and a bar. */
export function freeShippingProgress(
  subtotal: number,
  currency: string | null,
  rule: FreeShipping | null,
) {
  if (!rule || !currency || rule.currency !== currency || !(rule.threshold > 0)) return null;
  const remaining = Math.max(0, Math.round((rule.threshold - subtotal) * 100) / 100);
  return { remaining, reached: remaining === 0, ratio: Math.min(1, subtotal / rule.threshold) };
}

export function FreeShippingNote({
  subtotal,
  currency,
  rule,
}: {
  subtotal: number;
  currency: string | null;
  rule: FreeShipping | null;
}) {
  const { t } = useTranslation('mf-cart-checkout');
  const progress = freeShippingProgress(subtotal, currency, rule);
  if (!progress || !rule) return null;
  return (
    <div className={styles.freeShipping} data-testid="free-shipping">
      <p>
        {progress.reached
          ? t('cart.freeShippingReached')
          : t('cart.freeShippingRemaining', {
              amount: formatPrice(progress.remaining, rule.currency),
              threshold: formatPrice(rule.threshold, rule.currency),
            })}
      </p>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={t('cart.freeShippingProgress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress.ratio * 100)}
      >
        <span className={styles.fill} style={{ width: `${progress.ratio * 100}%` }} />
      </div>
    </div>
  );
}
