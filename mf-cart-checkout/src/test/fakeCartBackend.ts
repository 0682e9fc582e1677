import type { CartItem, ServerCart } from '@teashop/runtime';

/**
 * An in-memory stand-in for the content backend's product and cart endpoints, used by the cart's
 * unit tests. It follows cms/docs/content-model.md: ownership from the JWT or X-Cart-Id, re-pricing
 * on write, mixed currencies refused with 400, merge by productId, and versions: a write naming
 * another version than the cart's (0: no cart expected) is refused with 409 and the cart.
 */
export interface FakeProduct {
  documentId: string;
  name: string;
  price: number;
  currency: string;
  slug: string;
  productFormat: string;
  sku: string;
}

export interface RecordedCall {
  method: string;
  path: string;
  query: string;
  headers: Record<string, string>;
  body: unknown;
}

interface StoredCart extends ServerCart {
  owner: number | null;
  setAside: CartItem[];
}

type Line = { productId: string; quantity: number; currency?: string };

const MISMATCH = 'There are items with different currencies in your cart. Please check again.';

export function fakeJwt(id: number): string {
  const payload = btoa(JSON.stringify({ id })).replace(/=+$/, '');
  return `eyJhbGciOiJIUzI1NiJ9.${payload}.sig`;
}

export class FakeCartBackend {
  calls: RecordedCall[] = [];
  carts: StoredCart[] = [];
  /** When set, every cart call fails as if the network were down. */
  offline = false;
  /** When set, every cart write is refused with 429 as over the shop's rate limit. */
  rateLimited = false;
  /**
   * Work done by someone else (another tab, another device) just before the next cart writes
   * arrive: each write takes the first entry and runs it before it is handled.
   */
  elsewhere: Array<() => void> = [];
  /** Stock left per product id; a wanted quantity above it is lowered and reported. */
  stock: Record<string, number> = {};
  private next = 1;
  /** What the last pricing lowered to the stock. */
  private limited: { productId: string; requested: number; quantity: number }[] = [];

  constructor(private products: Record<string, FakeProduct[]>) {}

  cartCalls(method?: string): RecordedCall[] {
    return this.calls.filter(
      (c) => c.path.startsWith('/api/carts') && (!method || c.method === method),
    );
  }

  seedCart(
    owner: number | null,
    cartId: string,
    lines: { productId: string; quantity: number }[],
    locale = 'en',
  ): StoredCart {
    const cart: StoredCart = {
      id: this.next,
      documentId: `doc${this.next++}`,
      cartId,
      userId: owner ? String(owner) : '',
      owner,
      locale,
      items: this.price(lines, locale),
      setAside: [],
      version: 1,
    };
    this.carts.push(cart);
    return cart;
  }

  /** Another tab or device writes these lines to a cart: its version moves on. */
  writeElsewhere(documentId: string, lines: { productId: string; quantity: number }[]): void {
    const cart = this.carts.find((c) => c.documentId === documentId);
    if (!cart) throw new Error(`no cart ${documentId}`);
    cart.items = this.price(lines, cart.locale);
    cart.version += 1;
  }

  quantities(documentId?: string): Record<string, number> {
    const cart = documentId ? this.carts.find((c) => c.documentId === documentId) : this.carts[0];
    return Object.fromEntries((cart?.items ?? []).map((i) => [i.productId, i.quantity]));
  }

  /**
   * Prices a cart in another locale (the page's): the lines' currencies no longer count, lines not
   * sold there are set aside, set-aside lines sold there come back.
   */
  private move(cart: StoredCart, lines: Line[], locale: string): Record<string, unknown> {
    const from = cart.items[0]?.currency;
    const known = new Map([...cart.setAside, ...cart.items].map((i) => [i.productId, i]));
    const wanted: Line[] = lines.map(({ productId, quantity }) => ({ productId, quantity }));
    for (const i of cart.setAside) {
      if (!wanted.some((w) => w.productId === i.productId))
        wanted.push({ productId: i.productId, quantity: i.quantity });
    }
    cart.items = this.price(wanted, locale);
    cart.setAside = wanted
      .filter((w) => !cart.items.some((i) => i.productId === w.productId))
      .flatMap((w) => {
        const before = known.get(w.productId);
        return before ? [{ ...before, quantity: w.quantity }] : [];
      });
    cart.locale = locale;
    const to = (this.products[locale] ?? [])[0]?.currency;
    return from && from !== to && cart.items.length + cart.setAside.length > 0
      ? { repricedFrom: from }
      : {};
  }

  private notices(extra: Record<string, unknown> = {}): Record<string, unknown> {
    return this.limited.length > 0 ? { ...extra, limited: this.limited } : extra;
  }

  private price(lines: Line[], locale: string): CartItem[] {
    this.limited = [];
    const claimed = new Set(lines.map((l) => l.currency).filter(Boolean));
    if (claimed.size > 1) throw new Error(MISMATCH);
    return lines.flatMap((line) => {
      const p = (this.products[locale] ?? []).find((x) => x.documentId === line.productId);
      if (!p) return [];
      if (line.currency && line.currency !== p.currency) throw new Error(MISMATCH);
      const stock = this.stock[p.documentId];
      let quantity = line.quantity;
      if (stock !== undefined && stock >= 1 && quantity > stock) {
        this.limited.push({ productId: p.documentId, requested: quantity, quantity: stock });
        quantity = stock;
      }
      return [
        {
          ...p,
          productId: p.documentId,
          quantity,
          updatedAt: '2026-01-01T00:00:00.000Z',
          thumbnailUrl: `/uploads/${p.slug}.png`,
        },
      ];
    });
  }

  private view(cart: StoredCart): ServerCart {
    const { owner: _owner, ...rest } = cart;
    return JSON.parse(JSON.stringify(rest)) as ServerCart;
  }

  fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input));
    const headers = Object.fromEntries(
      Object.entries((init.headers as Record<string, string>) ?? {}).map(([k, v]) => [
        k.toLowerCase(),
        v,
      ]),
    );
    // As the shop server's gateway does: the session cookie (here a cookie of the test page, the
    // stand-in for the browser's HttpOnly one) becomes Authorization, unless the call says not to.
    const session = /(?:^|;\s*)teashop_jwt=([^;]+)/.exec(
      typeof document === 'undefined' ? '' : document.cookie,
    )?.[1];
    if (session && !headers.authorization && !headers['x-teashop-no-session']) {
      headers.authorization = `Bearer ${session}`;
    }
    delete headers['x-teashop-no-session'];
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const method = init.method ?? 'GET';
    this.calls.push({
      method,
      path: url.pathname,
      query: decodeURIComponent(url.search),
      headers,
      body,
    });
    const json = (status: number, data: unknown) => new Response(JSON.stringify(data), { status });
    const fail = (status: number, message: string) =>
      json(status, {
        error: {
          status,
          name: 'Error',
          message,
          details: message === MISMATCH ? { code: 'CART_CURRENCY_MISMATCH' } : {},
        },
      });

    const product = /^\/api\/products\/([^/]+)$/.exec(url.pathname);
    if (product && method === 'GET') {
      const locale = url.searchParams.get('locale') ?? 'en';
      const p = (this.products[locale] ?? []).find((x) => x.documentId === product[1]);
      if (!p) return fail(404, 'Not Found');
      return json(200, {
        data: {
          ...p,
          updatedAt: '2026-01-01T00:00:00.000Z',
          thumbnailImage: {
            url: `/uploads/${p.slug}.png`,
            formats: { thumbnail: { url: `/uploads/thumbnail_${p.slug}.png` } },
          },
        },
      });
    }
    if (!url.pathname.startsWith('/api/carts')) return fail(404, 'Not Found');
    if (this.offline) throw new TypeError('Failed to fetch');

    const auth = headers.authorization?.replace('Bearer ', '');
    let user: number | null = null;
    if (auth) {
      const payload = JSON.parse(atob(auth.split('.')[1] ?? '')) as { id: number };
      user = payload.id;
    }
    const headerId = headers['x-cart-id'];
    const owns = (c: StoredCart) =>
      c.owner !== null ? c.owner === user : !!headerId && headerId === c.cartId;
    const data =
      (
        body as
          | {
              data?: {
                items?: { productId: string; quantity: number; currency?: string }[];
                cartId?: string;
                locale?: string;
                version?: number;
                setAside?: string[];
              };
            }
          | undefined
      )?.data ?? {};

    const refuse = (cart: StoredCart) =>
      json(409, {
        data: this.view(cart),
        error: {
          status: 409,
          name: 'ConflictError',
          message: 'The cart has changed since it was read',
          details: { cart: this.view(cart) },
        },
      });
    if (method !== 'GET' && this.rateLimited) {
      return json(429, {
        error: {
          status: 429,
          name: 'RateLimitError',
          message: 'Too many cart changes, please try again in a moment.',
          details: { retryAfterSeconds: 2 },
        },
      });
    }
    if (method !== 'GET') this.elsewhere.shift()?.();

    try {
      if (url.pathname === '/api/carts' && method === 'GET') {
        const cart =
          (user !== null ? this.carts.find((c) => c.owner === user) : undefined) ??
          this.carts.find((c) => c.owner === null && c.cartId === headerId);
        return json(200, { data: cart ? [this.view(cart)] : [] });
      }
      if (url.pathname === '/api/carts/merge' && method === 'POST') {
        if (user === null) return fail(401, 'Unauthorized');
        const member = this.carts.find((c) => c.owner === user);
        const anon = this.carts.find((c) => c.owner === null && c.cartId === headerId);
        if (member && anon) {
          const lines = member.items.map((i) => ({ productId: i.productId, quantity: i.quantity }));
          for (const i of anon.items) {
            const found = lines.find((l) => l.productId === i.productId);
            if (found) found.quantity += i.quantity;
            else lines.push({ productId: i.productId, quantity: i.quantity });
          }
          const locale = data.locale ?? anon.locale;
          let notices: Record<string, unknown> = {};
          if (locale !== member.locale) notices = this.move(member, lines, locale);
          else member.items = this.price(lines, locale);
          member.version += 1;
          this.carts = this.carts.filter((c) => c !== anon);
          return json(200, { data: { ...this.view(member), ...this.notices(notices) } });
        }
        const own = anon ?? member;
        if (!own) return json(200, { data: null });
        if (anon) {
          anon.owner = user;
          anon.userId = String(user);
        }
        let notices: Record<string, unknown> = {};
        const moved = !!data.locale && data.locale !== own.locale;
        if (data.locale && moved) notices = this.notices(this.move(own, own.items, data.locale));
        if (anon || moved) own.version += 1;
        return json(200, { data: { ...this.view(own), ...notices } });
      }
      if (url.pathname === '/api/carts' && method === 'POST') {
        const locale = data.locale ?? 'en';
        const existing =
          user !== null
            ? this.carts.find((c) => c.owner === user)
            : this.carts.find((c) => c.owner === null && c.cartId === data.cartId);
        if (existing) {
          if (data.version !== undefined && data.version !== existing.version) {
            return refuse(existing);
          }
          existing.items = this.price(data.items ?? [], locale);
          existing.version += 1;
          return json(200, { data: { ...this.view(existing), ...this.notices() } });
        }
        const cart = this.seedCart(user, data.cartId ?? `cart-server${this.next}`, [], locale);
        cart.items = this.price(data.items ?? [], locale);
        return json(201, { data: { ...this.view(cart), ...this.notices() } });
      }
      const one = /^\/api\/carts\/([^/]+)$/.exec(url.pathname);
      if (one && method === 'PUT') {
        const cart = this.carts.find((c) => c.documentId === one[1]);
        if (!cart || !owns(cart)) return fail(404, 'Cart not found');
        if (data.version !== undefined && data.version !== cart.version) return refuse(cart);
        const locale = data.locale ?? cart.locale;
        if (data.setAside) {
          const keep = data.setAside;
          cart.setAside = cart.setAside.filter((i) => keep.includes(i.productId));
        }
        const lines = data.items ?? cart.items;
        let notices: Record<string, unknown> = {};
        if (locale !== cart.locale) notices = this.move(cart, lines, locale);
        else cart.items = this.price(lines, locale);
        cart.locale = locale;
        cart.version += 1;
        return json(200, { data: { ...this.view(cart), ...this.notices(notices) } });
      }
    } catch (error) {
      return fail(400, (error as Error).message);
    }
    return fail(405, 'Method Not Allowed');
  };
}
