import { useShopQuery } from '@teashop/runtime';
import type { FreeShipping } from '../cart-lines/CartSummary';
import { queries } from '../../api/queries';

/** Free-shipping threshold of a content locale (none while loading, or when it cannot be read). */
export function useFreeShipping(contentLocale: string): FreeShipping | null {
  return useShopQuery(...queries.freeShipping(contentLocale)).data ?? null;
}
