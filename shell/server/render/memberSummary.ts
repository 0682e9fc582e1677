import { apiRequest } from '@teashop/runtime';
import { fetchServerCart, isCartId, runWithMemberToken } from '@teashop/runtime/server';
import type { CurrentUser } from '@teashop/runtime';
import type { ServerCart } from '@teashop/runtime';
import { cartCount } from '@teashop/runtime';
import type { ServerMember } from '../../src/layout/serverMember';

/**
 * The signed-in member a page is rendered for, from the session cookie's token: the name the
 * header shows and their cart's count, asked of the content backend with that token (and only for
 * these two reads: the page's content is read as a visitor's). Null when there is no session, the
 * content backend refuses the token, or it does not answer within `timeoutMs`: the page is then
 * rendered for a visitor and the browser finds out on its own.
 */
export async function memberSummary(
  token: string | null,
  timeoutMs: number,
): Promise<ServerMember | null> {
  if (!token) return null;
  return runWithMemberToken(token, async () => {
    const signal = AbortSignal.timeout(timeoutMs);
    const [user, carts] = await Promise.allSettled([
      apiRequest<CurrentUser>('/users/me', { signal }),
      apiRequest<{ data?: ServerCart[] }>('/carts', { signal }),
    ]);
    if (user.status !== 'fulfilled' || !user.value || typeof user.value !== 'object') return null;
    const items = carts.status === 'fulfilled' ? (carts.value?.data?.[0]?.items ?? []) : [];
    return {
      name: user.value.lastName || user.value.username || '',
      cartCount: cartCount({ items: Array.isArray(items) ? items : [] }),
    };
  });
}

/**
 * A visitor's cart count, from the cart id cookie: null without a valid id, or when the content
 * backend does not answer within `timeoutMs` (the browser then reads the cart itself); 0 for an
 * id whose cart does not exist.
 */
export async function visitorCartCount(
  cartId: string | null,
  timeoutMs: number,
): Promise<number | null> {
  if (!isCartId(cartId)) return null;
  const timeout = new Promise<null>((resolve) => setTimeout(resolve, timeoutMs, null).unref());
  const read = fetchServerCart({ kind: 'anon', cartId })
    .then((cart) => cartCount({ items: cart?.items ?? [] }))
    .catch(() => null);
  return Promise.race([read, timeout]);
}
