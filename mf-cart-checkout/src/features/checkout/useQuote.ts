import { useCallback, useState } from 'react';
import { useShopQuery } from '@teashop/runtime';
import { type CheckoutErrorCode, type Quote, checkoutErrorCode } from './checkoutApi';
import { queries } from '../../api/queries';

interface Shown {
  quote: Quote | null;
  error: CheckoutErrorCode | null;
}

/**
 * The server's quote for the chosen shipping method and applied coupon, asked again whenever
 * either changes; only the answer for the current choices is shown. While it is asked, and when
 * asking fails, the last good quote stays (nothing on the page is lost).
 */
export function useQuote(shippingMethod: string, couponCode: string) {
  const [key, load] = queries.quote(shippingMethod, couponCode);
  // A quote belongs to this moment: never kept for a later visit or an earlier choice.
  const answer = useShopQuery(key, load, { gcTime: 0 });
  const [shown, setShown] = useState<Shown>({ quote: null, error: null });
  const [settled, setSettled] = useState<unknown>(undefined);
  const outcome = answer.data ?? answer.error;
  if (outcome !== undefined && outcome !== settled) {
    // The answer of the current choices arrived: it replaces what was shown.
    setSettled(outcome);
    setShown((previous) =>
      answer.data
        ? { quote: answer.data, error: null }
        : { ...previous, error: checkoutErrorCode(answer.error) },
    );
  }

  /** Shows a quote the server sent with another answer (e.g. after an amount mismatch). */
  const replace = useCallback((quote: Quote) => setShown({ quote, error: null }), []);
  return {
    quote: shown.quote,
    error: shown.error,
    loading: answer.loading,
    refresh: answer.reload,
    replace,
  };
}
