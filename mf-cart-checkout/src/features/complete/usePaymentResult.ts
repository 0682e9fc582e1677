import { type ShopQuery, useShopQuery } from '@teashop/runtime';
import type { ResultAnswer } from '../checkout/checkoutApi';
import { queries } from '../../api/queries';

export type ResultView =
  | { state: 'loading' }
  | { state: 'error' }
  /** No order was named, or the server knows no such order of this shopper. */
  | { state: 'none' }
  | ({ state: 'ready' } & ResultAnswer);

export const POLL_MS = 2_000;
export const MAX_POLLS = 15;

/**
 * The payment result of an order, decided by the server (which asks Stripe when its webhook has not
 * arrived yet). While the payment is still processing it asks again for a short while; `retry`
 * asks again from the loading state.
 */
export function usePaymentResult(orderId: string | null): { view: ResultView; retry: () => void } {
  const [key, load] = orderId ? queries.paymentResult(orderId) : [null, neverLoaded];
  const answer = useShopQuery(key, load, {
    // Never kept for later: opening the page again asks the server again.
    gcTime: 0,
    refetchInterval: (query) =>
      query.state.data?.result === 'processing' && query.state.dataUpdateCount < MAX_POLLS
        ? POLL_MS
        : false,
    refetchIntervalInBackground: true,
  });
  return { view: viewOf(orderId, answer), retry: answer.reload };
}

const neverLoaded = (): Promise<ResultAnswer> => Promise.reject(new Error('no order'));

function viewOf(orderId: string | null, answer: ShopQuery<ResultAnswer>): ResultView {
  if (!orderId) return { state: 'none' };
  if (answer.data) return { state: 'ready', ...answer.data };
  // The server knows no such order of this shopper.
  if (answer.error) return { state: answer.error.status === 404 ? 'none' : 'error' };
  return { state: 'loading' };
}
