import { type CartNotice, parseCartNotice } from '@teashop/contracts';
import { useServerValue } from '@teashop/runtime';

/** Key of the signed-in member in the shell's server values. */
export const MEMBER_STATE_KEY = 'shell:member';
/** Key of a visitor's cart count (their cart id cookie) in the shell's server values. */
export const VISITOR_CART_STATE_KEY = 'shell:visitor-cart';
/** Key of the one-time notice of a purchase form sent before the page was live. */
export const NOTICE_STATE_KEY = 'shell:notice';

/**
 * What the shop server knew of the signed-in member when it rendered the page (from the session
 * cookie): the name the header shows and the cart's count. Never anything secret: it is embedded
 * in the page for hydration.
 */
export interface ServerMember {
  name: string;
  cartCount: number;
}

/** The member the server rendered the page for, or null (a visitor, or not rendered on the server). */
export function useServerMember(): ServerMember | null {
  const value = useServerValue(MEMBER_STATE_KEY);
  if (!value || typeof value !== 'object') return null;
  const { name, cartCount } = value as Partial<ServerMember>;
  if (typeof name !== 'string') return null;
  return { name, cartCount: typeof cartCount === 'number' ? cartCount : 0 };
}

/**
 * The cart count the server rendered the header with: the member's, or a visitor's whose cart id
 * cookie it read; null when it did not know the cart.
 */
export function useServerCartCount(): number | null {
  const member = useServerMember();
  const visitor = useServerValue(VISITOR_CART_STATE_KEY);
  if (member) return member.cartCount;
  return typeof visitor === 'number' && Number.isInteger(visitor) && visitor >= 0 ? visitor : null;
}

/** The notice of a purchase form the server handled just before this page (shown once). */
export function useServerNotice(): CartNotice | null {
  const value = useServerValue(NOTICE_STATE_KEY);
  return typeof value === 'string' ? parseCartNotice(value) : null;
}
