import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Locale } from '@teashop/contracts';
import { Button } from '@teashop/ui';
import { usePaymentElement, type PaymentElementHandle } from './usePaymentElement';
import styles from '../CheckoutPage.module.css';

interface PaymentProps {
  locale: Locale;
  amount: number;
  currency: string;
  onHandle: (handle: PaymentElementHandle | null) => void;
  onComplete: (complete: boolean) => void;
}

/** The card form (Stripe's Payment Element), with its loading and failure states. */
export function PaymentSection(props: PaymentProps) {
  const { t } = useTranslation('mf-cart-checkout');
  // A retry after a failed load mounts a fresh element.
  const [attempt, setAttempt] = useState(0);
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{t('checkout.payment')}</legend>
      <p className={styles.hint}>{t('checkout.paymentNote')}</p>
      <PaymentElementMount key={attempt} {...props} onRetry={() => setAttempt((n) => n + 1)} />
    </fieldset>
  );
}

function PaymentElementMount({
  locale,
  amount,
  currency,
  onHandle,
  onComplete,
  onRetry,
}: PaymentProps & { onRetry: () => void }) {
  const { t } = useTranslation('mf-cart-checkout');
  const container = useRef<HTMLDivElement>(null);
  const { status, handle } = usePaymentElement({
    container,
    locale,
    amount,
    currency,
    onComplete,
  });
  useEffect(() => {
    onHandle(status === 'ready' ? handle.current : null);
  }, [status, onHandle, handle]);

  return (
    <>
      {status === 'loading' ? (
        <div className={`ui-skeleton ${styles.paymentSkeleton}`} role="status" aria-busy="true">
          <span className="ui-visually-hidden">{t('checkout.paymentLoading')}</span>
        </div>
      ) : null}
      {status === 'error' ? (
        <div className={styles.problem} role="alert">
          <p>{t('checkout.paymentUnavailable')}</p>
          <Button variant="secondary" onClick={onRetry}>
            {t('checkout.retry')}
          </Button>
        </div>
      ) : null}
      <div
        ref={container}
        className={styles.paymentElement}
        hidden={status === 'error'}
        data-testid="payment-element"
      />
    </>
  );
}
