import { useEffect, useRef, useState } from 'react';
import type { Stripe, StripeElements, StripePaymentElement } from '@stripe/stripe-js';
import { type Locale } from '@teashop/contracts';
import { tokens } from '@teashop/ui';
import { toMinorUnits } from '../checkoutApi';
import { STRIPE_LOCALE, getStripe } from './loadStripe';

export type PaymentElementStatus = 'loading' | 'ready' | 'error';

export interface PaymentElementHandle {
  stripe: Stripe;
  elements: StripeElements;
}

/**
 * Mounts Stripe's Payment Element in deferred-intent mode (amount and currency from the server's
 * quote; the PaymentIntent is created when the shopper pays) and keeps its amount in step with
 * the quote.
 */
export function usePaymentElement(options: {
  container: React.RefObject<HTMLDivElement | null>;
  locale: Locale;
  amount: number | null;
  currency: string | null;
  onComplete: (complete: boolean) => void;
}) {
  const { container, locale, amount, currency, onComplete } = options;
  const [status, setStatus] = useState<PaymentElementStatus>('loading');
  const handle = useRef<PaymentElementHandle | null>(null);
  const completeRef = useRef(onComplete);
  useEffect(() => {
    completeRef.current = onComplete;
  }, [onComplete]);
  const ready = amount !== null && currency !== null;

  useEffect(() => {
    if (!ready || !container.current) return;
    let element: StripePaymentElement | null = null;
    let cancelled = false;
    getStripe()
      .then((stripe) => {
        if (cancelled || !container.current) return;
        const elements = stripe.elements({
          mode: 'payment',
          amount: toMinorUnits(amount, currency),
          currency: currency.toLowerCase(),
          locale: STRIPE_LOCALE[locale],
          appearance: {
            theme: 'stripe',
            variables: {
              colorPrimary: tokens.colorPrimary,
              borderRadius: '6px',
              fontSizeBase: '16px',
            },
          },
        });
        element = elements.create('payment', { layout: 'tabs' });
        element.on('change', (event) => completeRef.current(event.complete));
        element.on('ready', () => {
          if (!cancelled) setStatus('ready');
        });
        element.mount(container.current);
        handle.current = { stripe, elements };
      })
      .catch(() => {
        if (!cancelled) setStatus('error');
      });
    return () => {
      cancelled = true;
      element?.destroy();
      handle.current = null;
    };
    // The element is created once per currency; amount changes go through update().
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, currency, locale]);

  useEffect(() => {
    if (amount === null || currency === null || !handle.current) return;
    handle.current.elements.update({ amount: toMinorUnits(amount, currency) });
  }, [amount, currency]);

  return { status, handle };
}
