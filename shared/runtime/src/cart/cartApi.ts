import { ApiError, apiRequest, errorCodeOf, type RequestOptions } from '../api/client';
import type { CartItem } from '@teashop/contracts';

/** Cart as answered by the content backend's cart endpoints. */
export interface ServerCart {
  id: number;
  documentId: string;
  cartId: string;
  userId: string;
  locale: string;
  items: CartItem[];
  /** Bumped by every write; a write names the version it was based on. */
  version: number;
  /** Lines whose product is not sold in the cart's locale, set aside until removed. */
  setAside?: CartItem[];
  /** In the answer to a write only: lines the server lowered to the stock left. */
  limited?: { productId: string; requested: number; quantity: number }[];
  /** In the answer to a write only: the currency the cart was priced in before it. */
  repricedFrom?: string;
}

/**
 * Whose cart a call is about. The server derives ownership itself: a member from the JWT, an
 * anonymous cart from the `X-Cart-Id` header. Anonymous calls never send the JWT, so an anonymous
 * change can never land in a member's cart.
 */
export type CartOwner = { kind: 'anon'; cartId: string | null } | { kind: 'member'; key: string };

export function ownerKey(owner: CartOwner): string {
  return owner.kind === 'member' ? `user:${owner.key}` : `anon:${owner.cartId ?? ''}`;
}

/** The member id inside the JWT payload, used only to file unsaved changes per member. */
export function memberKeyFromToken(token: string): string {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const id = (JSON.parse(json) as { id?: unknown }).id;
    return typeof id === 'number' || typeof id === 'string' ? String(id) : 'member';
  } catch {
    return 'member';
  }
}

function ownerOptions(owner: CartOwner): Pick<RequestOptions, 'auth' | 'headers'> {
  if (owner.kind === 'member') return { auth: true };
  return { auth: false, headers: owner.cartId ? { 'X-Cart-Id': owner.cartId } : {} };
}

/** Whether the content backend refused a cart for mixing currencies (`CART_CURRENCY_MISMATCH`). */
export function isCurrencyMismatch(error: unknown): boolean {
  return errorCodeOf(error) === 'CART_CURRENCY_MISMATCH';
}

/** What a save sends per line; the server re-prices everything else. */
export interface CartLineInput {
  productId: string;
  quantity: number;
  currency: string;
}

function normalise(cart: ServerCart): ServerCart {
  return {
    ...cart,
    items: Array.isArray(cart.items) ? cart.items : [],
    setAside: Array.isArray(cart.setAside) ? cart.setAside : [],
  };
}

/** GET /api/carts: the member's cart (JWT) or the anonymous one (X-Cart-Id); null when none. */
export async function fetchServerCart(owner: CartOwner): Promise<ServerCart | null> {
  if (owner.kind === 'anon' && !owner.cartId) return null;
  const answer = await apiRequest<{ data: ServerCart[] }>('/carts', ownerOptions(owner));
  const cart = answer?.data?.[0];
  return cart ? normalise(cart) : null;
}

/**
 * POST /api/carts { data: { cartId, items, locale, version: 0 } }: for a cart not known to exist
 * (version 0). If it does exist (another tab made it meanwhile) the server refuses with 409 and
 * that cart.
 */
export async function createServerCart(
  owner: CartOwner,
  items: CartLineInput[],
  locale: string,
): Promise<ServerCart> {
  const data =
    owner.kind === 'anon'
      ? { cartId: owner.cartId, items, locale, version: 0 }
      : { items, locale, version: 0 };
  const answer = await apiRequest<{ data: ServerCart }>('/carts', {
    method: 'POST',
    body: { data },
    ...ownerOptions(owner),
  });
  return normalise(answer.data);
}

/**
 * PUT /api/carts/{documentId} { data: { version, items, locale } }: taken only if the cart is
 * still at `version`; otherwise a 409 whose error carries the current cart (see `conflictCart`).
 */
export async function updateServerCart(
  owner: CartOwner,
  base: Pick<ServerCart, 'documentId' | 'version'>,
  items: Omit<CartLineInput, 'currency'>[],
  locale: string,
  /** The set-aside lines to keep, by product id (absent: all of them). */
  setAside?: string[],
): Promise<ServerCart> {
  const answer = await apiRequest<{ data: ServerCart }>(
    `/carts/${encodeURIComponent(base.documentId)}`,
    {
      method: 'PUT',
      body: { data: { version: base.version, items, locale, ...(setAside ? { setAside } : {}) } },
      ...ownerOptions(owner),
    },
  );
  return normalise(answer.data);
}

/**
 * The server's current cart when a write was refused because it was based on another version
 * (409); null for every other failure.
 */
export function conflictCart(error: unknown): ServerCart | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const details = error.body.details;
  const cart =
    details && typeof details === 'object' ? (details as { cart?: unknown }).cart : undefined;
  if (!cart || typeof cart !== 'object') return null;
  const candidate = cart as Partial<ServerCart>;
  if (typeof candidate.documentId !== 'string' || typeof candidate.version !== 'number')
    return null;
  return normalise(candidate as ServerCart);
}

/**
 * POST /api/carts/merge (JWT + X-Cart-Id) { data: { locale } }: the member's cart after taking in
 * the anonymous one, priced by the server in the page's locale.
 */
export async function mergeServerCarts(
  anonymousCartId: string | null,
  locale: string,
): Promise<ServerCart | null> {
  const answer = await apiRequest<{ data: ServerCart | null }>('/carts/merge', {
    method: 'POST',
    headers: anonymousCartId ? { 'X-Cart-Id': anonymousCartId } : {},
    body: { data: { locale } },
  });
  return answer?.data ? normalise(answer.data) : null;
}

interface ProductAnswer {
  documentId: string;
  name: string;
  price: number | string;
  slug: string;
  currency: string;
  productFormat?: string | null;
  sku?: string | null;
  updatedAt: string;
  thumbnailImage?: { url?: string; formats?: { thumbnail?: { url?: string } } | null } | null;
}

/**
 * GET /api/products/{documentId} in the page's content locale: the details a new cart line needs.
 * Null when they cannot be read (then the item is not added).
 */
export async function fetchProductForCart(
  documentId: string,
  contentLocale: string,
): Promise<CartItem | null> {
  try {
    const answer = await apiRequest<{ data: ProductAnswer | null }>(
      `/products/${encodeURIComponent(documentId)}`,
      {
        query: {
          locale: contentLocale,
          fields: ['name', 'price', 'slug', 'currency', 'productFormat', 'sku', 'updatedAt'],
          populate: { thumbnailImage: { fields: ['url', 'formats'] } },
        },
        auth: false,
      },
    );
    const p = answer?.data;
    const price = Number(p?.price);
    if (!p || !p.name || !p.slug || !p.currency || !Number.isFinite(price)) return null;
    return {
      productId: p.documentId ?? documentId,
      quantity: 0,
      name: p.name,
      price,
      slug: p.slug,
      currency: p.currency,
      productFormat: p.productFormat ?? '',
      sku: p.sku ?? '',
      updatedAt: p.updatedAt,
      thumbnailUrl: p.thumbnailImage?.formats?.thumbnail?.url ?? p.thumbnailImage?.url ?? '',
    };
  } catch {
    return null;
  }
}
