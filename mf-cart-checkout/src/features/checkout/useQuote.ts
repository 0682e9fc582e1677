import { useCallback, useEffect, useState } from 'react';
import { type CheckoutErrorCode, type Quote, checkoutErrorCode, fetchQuote } from './checkoutApi';

interface Answered {
  /** Which request (choices and reload count) the answer belongs to. */
  key: string;
  quote: Quote | null;
  error: CheckoutErrorCode | null;
}

/**
 * The server's quote for the chosen shipping method and applied coupon, fetched again whenever
 * either changes. A failed request keeps the last good quote (nothing on the page is lost).
 */
export function useQuote(shippingMethod: string, couponCode: string) {
  const [reload, setReload] = useState(0);
  const key = `${shippingMethod}|${couponCode}|${reload}`;
  const [answered, setAnswered] = useState<Answered>({ key: '', quote: null, error: null });

  useEffect(() => {
    const controller = new AbortController();
    fetchQuote(
      { shippingMethod: shippingMethod || undefined, couponCode: couponCode || undefined },
      controller.signal,
    )
      .then((quote) => setAnswered({ key, quote, error: null }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setAnswered((previous) => ({ ...previous, key, error: checkoutErrorCode(error) }));
      });
    return () => controller.abort();
  }, [shippingMethod, couponCode, key]);

  const refresh = useCallback(() => setReload((n) => n + 1), []);
  /** Shows a quote the server sent with another answer (e.g. after an amount mismatch). */
  const replace = useCallback(
    (quote: Quote) => setAnswered((previous) => ({ ...previous, quote, error: null })),
    [],
  );
  return {
    quote: answered.quote,
    error: answered.error,
    loading: answered.key !== key,
    refresh,
    replace,
  };
}
