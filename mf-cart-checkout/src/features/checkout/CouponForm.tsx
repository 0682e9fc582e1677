import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@teashop/ui';
import styles from './CheckoutPage.module.css';

export type CouponOutcome = 'applied' | 'invalid' | 'usedUp' | 'failed';

/**
 * The discount code: checked by the server (the quote) when applied. Not a nested <form>: it lives
 * inside the checkout form, so Enter in its box applies the code instead of paying.
 */
export function CouponForm({
  applied,
  onApply,
  onRemove,
  disabled,
}: {
  applied: string | null;
  onApply: (code: string) => Promise<CouponOutcome>;
  onRemove: () => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('mf-cart-checkout');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const statusId = useId();

  const apply = async (event?: FormEvent) => {
    event?.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) {
      setError(t('checkout.couponRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    const outcome = await onApply(trimmed);
    setBusy(false);
    if (outcome === 'invalid') setError(t('checkout.couponInvalid'));
    else if (outcome === 'usedUp') setError(t('checkout.couponUsedUp'));
    else if (outcome === 'failed') setError(t('checkout.genericError'));
    else setCode('');
  };

  if (applied) {
    return (
      <div className={styles.couponApplied}>
        <p id={statusId} role="status">
          {t('checkout.couponApplied', { code: applied })}
        </p>
        <Button variant="ghost" onClick={onRemove} disabled={disabled} aria-describedby={statusId}>
          {t('checkout.couponRemove')}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.coupon}>
      <TextField
        label={t('checkout.couponCode')}
        value={code}
        error={error ?? undefined}
        autoComplete="off"
        autoCapitalize="characters"
        disabled={disabled}
        onChange={(event) => {
          setCode(event.target.value);
          if (error) setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') void apply(event);
        }}
        data-testid="coupon-input"
      />
      <Button variant="secondary" busy={busy} disabled={disabled} onClick={() => void apply()}>
        {t('checkout.couponApply')}
      </Button>
    </div>
  );
}
