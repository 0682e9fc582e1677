import { cartCount, useCart } from '@teashop/runtime';
import { useHydrated } from '@teashop/ui';
import { useServerCartCount } from '../layout/serverMember';

/**
 * The cart's count as the header shows it: the server read the cart (a member's, or a visitor's by
 * the cart id cookie) and its count stands until the page is live and the cart engine has read the
 * cart itself.
 */
export function useShownCartCount(): number {
  const cart = useCart();
  const hydrated = useHydrated();
  const serverCount = useServerCartCount();
  const live = hydrated && (serverCount === null || cart.loaded || cart.items.length > 0);
  return live ? cartCount(cart) : (serverCount ?? 0);
}
