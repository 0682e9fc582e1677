import { useEffect, useState } from 'react';
import { ApiError } from '@teashop/shared';
import { fetchPaymentResult, type ResultAnswer } from '../checkout/checkoutApi';

export type ResultView =
  | { state: 'loading' }
  | { state: 'error' }
  /** No order was named, or the server knows no such order of this shopper. */
  | { state: 'none' }
  | ({ state: 'ready' } & ResultAnswer);

const POLL_MS = 2_000;
const MAX_POLLS = 15;

/**
 * The payment result of an order, decided by the server (which asks Stripe when its webhook has not
 * arrived yet). While the payment is still processing it asks again for a short while.
 */
export function usePaymentResult(orderId: string | null, attempt: number): ResultView {
  const key = `${orderId ?? ''}|${attempt}`;
  const [answered, setAnswered] = useState<{ key: string; view: ResultView }>({
    key: '',
    view: { state: 'loading' },
  });
  useEffect(() => {
    if (!orderId) return;
    const controller = new AbortController();
    let timer: number | undefined;
    let polls = 0;
    const load = () => {
      fetchPaymentResult(orderId, controller.signal)
        .then((answer) => {
          setAnswered({ key, view: { state: 'ready', ...answer } });
          if (answer.result === 'processing' && ++polls < MAX_POLLS) {
            timer = window.setTimeout(load, POLL_MS);
          }
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          const unknownOrder = error instanceof ApiError && error.status === 404;
          setAnswered({ key, view: { state: unknownOrder ? 'none' : 'error' } });
        });
    };
    load();
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [orderId, key]);
  if (!orderId) return { state: 'none' };
  return answered.key === key ? answered.view : { state: 'loading' };
}
