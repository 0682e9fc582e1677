/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import {
  CART_FORM_ACTION,
  CART_ID_COOKIE,
  CART_NOTICE_COOKIE,
  parseCartNotice,
  setRuntimeConfig,
} from '@teashop/contracts';
import { backPath, cartForm } from './cartForm';

const SHOP = 'http://shop.test:3000';
const CMS = 'http://cms.internal';
const PRODUCT = {
  documentId: 'tea0longjing0000000000',
  name: 'Longjing',
  price: 18,
  slug: 'longjing',
  currency: 'USD',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const line = (productId: string, quantity: number, currency = 'USD') => ({
  productId,
  quantity,
  name: productId,
  price: 10,
  slug: productId,
  currency,
  productFormat: '',
  sku: '',
  updatedAt: '',
  thumbnailUrl: '',
});

interface CmsCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

let calls: CmsCall[] = [];
/** The content backend's answer to each call, by "METHOD path". */
let cms: (call: CmsCall) => Response;
const realFetch = global.fetch;
let shop: http.Server;
let shopUrl = '';

beforeAll(async () => {
  setRuntimeConfig({ cmsUrl: '', cmsApiUrl: CMS });
  global.fetch = jest.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const call: CmsCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      headers: Object.fromEntries(
        Object.entries((init?.headers as Record<string, string>) ?? {}).map(([k, v]) => [
          k.toLowerCase(),
          v,
        ]),
      ),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : null,
    };
    calls.push(call);
    return cms(call);
  }) as unknown as typeof fetch;
  const app = express();
  app.use(cartForm({ publicUrl: SHOP, authCookieName: 'teashop_session', log: () => undefined }));
  shop = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => shop.once('listening', resolve));
  shopUrl = `http://127.0.0.1:${(shop.address() as AddressInfo).port}`;
});

afterAll(() => {
  global.fetch = realFetch;
  shop.close();
});

beforeEach(() => {
  calls = [];
});

/** Posts the purchase form as the browser sends it. */
async function post(fields: Record<string, string>, headers: Record<string, string> = {}) {
  const answer = await realFetch(`${shopUrl}${CART_FORM_ACTION}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: SHOP,
      'Sec-Fetch-Site': 'same-origin',
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
  const cookies = answer.headers.getSetCookie();
  const cookie = (name: string) =>
    cookies
      .find((c) => c.startsWith(`${name}=`))
      ?.split(';')[0]
      ?.slice(name.length + 1) ?? null;
  return {
    status: answer.status,
    location: answer.headers.get('location'),
    cookies,
    cartId: cookie(CART_ID_COOKIE),
    notice: parseCartNotice(decodeURIComponent(cookie(CART_NOTICE_COOKIE) ?? '')),
  };
}

const form = {
  productId: PRODUCT.documentId,
  quantity: '2',
  locale: 'jp',
  back: '/jp/products/longjing',
  intent: 'add',
};

describe('the purchase form sent by the browser itself', () => {
  test('a new visitor: a cart is made under a new id cookie, and the page comes back with what was added', async () => {
    cms = (call) => {
      if (call.path.startsWith('/api/products/')) return json(200, { data: PRODUCT });
      if (call.method === 'GET') return json(200, { data: [] });
      return json(201, {
        data: {
          id: 1,
          documentId: 'c1',
          cartId: 'x',
          version: 1,
          items: [line(PRODUCT.documentId, 2)],
        },
      });
    };
    const answer = await post(form);
    expect(answer.status).toBe(303);
    expect(answer.location).toBe('/jp/products/longjing');
    expect(answer.cartId).toMatch(/^cart-[A-Za-z0-9]{9}$/);
    expect(answer.cookies.find((c) => c.startsWith(CART_ID_COOKIE))).not.toMatch(/HttpOnly/);
    expect(answer.notice).toEqual({ kind: 'added', name: 'Longjing' });
    const create = calls.find((c) => c.method === 'POST');
    expect(create?.headers['x-cart-id']).toBe(answer.cartId);
    expect(create?.headers.authorization).toBeUndefined();
    expect(create?.body).toEqual({
      data: {
        cartId: answer.cartId,
        items: [{ productId: PRODUCT.documentId, quantity: 2, currency: 'USD' }],
        locale: 'ja-JP',
        version: 0,
      },
    });
  });

  test("a visitor's cart: the quantity is added to the line, again on the newer cart when it moved on", async () => {
    const older = { id: 1, documentId: 'c1', cartId: 'cart-Abcdefgh1', version: 4 };
    let puts = 0;
    cms = (call) => {
      if (call.path.startsWith('/api/products/')) return json(200, { data: PRODUCT });
      if (call.method === 'GET') {
        return json(200, { data: [{ ...older, items: [line(PRODUCT.documentId, 1)] }] });
      }
      puts += 1;
      if (puts === 1) {
        const current = {
          ...older,
          version: 5,
          items: [line(PRODUCT.documentId, 3), line('sencha', 1)],
        };
        return json(409, {
          data: null,
          error: { status: 409, name: 'ConflictError', message: 'x', details: { cart: current } },
        });
      }
      const items = (call.body as { data: { items: { productId: string; quantity: number }[] } })
        .data.items;
      return json(200, {
        data: { ...older, version: 6, items: items.map((i) => line(i.productId, i.quantity)) },
      });
    };
    const answer = await post(form, { Cookie: `${CART_ID_COOKIE}=cart-Abcdefgh1` });
    expect(answer.status).toBe(303);
    expect(answer.cartId).toBeNull();
    const [first, second] = calls.filter((c) => c.method === 'PUT');
    expect(first?.headers['x-cart-id']).toBe('cart-Abcdefgh1');
    expect(first?.body).toEqual({
      data: {
        version: 4,
        items: [{ productId: PRODUCT.documentId, quantity: 3 }],
        locale: 'ja-JP',
      },
    });
    expect(second?.body).toEqual({
      data: {
        version: 5,
        items: [
          { productId: 'sencha', quantity: 1 },
          { productId: PRODUCT.documentId, quantity: 5 },
        ],
        locale: 'ja-JP',
      },
    });
    expect(answer.notice).toEqual({ kind: 'added', name: 'Longjing' });
  });

  test("a member: their cart, with the session's token; buy now leads to the cart", async () => {
    cms = (call) => {
      if (call.path.startsWith('/api/products/')) return json(200, { data: PRODUCT });
      if (call.method === 'GET') return json(200, { data: [] });
      return json(201, {
        data: { id: 2, documentId: 'm1', version: 1, items: [line(PRODUCT.documentId, 2)] },
      });
    };
    const answer = await post({ ...form, intent: 'buy' }, { Cookie: 'teashop_session=a.b.c' });
    expect(answer.location).toBe('/jp/cart');
    expect(answer.cartId).toBeNull();
    const writes = calls.filter((c) => c.path === '/api/carts');
    expect(writes.map((c) => c.headers.authorization)).toEqual(['Bearer a.b.c', 'Bearer a.b.c']);
    expect(writes.every((c) => c.headers['x-cart-id'] === undefined)).toBe(true);
  });

  test('less stock than asked, another currency, or a failure: the page says so', async () => {
    const cart = { id: 1, documentId: 'c1', cartId: 'cart-Abcdefgh1', version: 1 };
    cms = (call) => {
      if (call.path.startsWith('/api/products/')) return json(200, { data: PRODUCT });
      if (call.method === 'GET') return json(200, { data: [{ ...cart, items: [] }] });
      return json(200, {
        data: {
          ...cart,
          items: [line(PRODUCT.documentId, 1)],
          limited: [{ productId: PRODUCT.documentId, requested: 2, quantity: 1 }],
        },
      });
    };
    const cookie = { Cookie: `${CART_ID_COOKIE}=cart-Abcdefgh1` };
    expect((await post(form, cookie)).notice).toEqual({ kind: 'limited', stock: 1, inCart: 1 });

    cms = (call) => {
      if (call.path.startsWith('/api/products/')) return json(200, { data: PRODUCT });
      return json(200, { data: [{ ...cart, items: [line('hojicha', 1, 'JPY')] }] });
    };
    calls = [];
    expect((await post(form, cookie)).notice).toEqual({ kind: 'currencyMismatch' });
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    cms = () =>
      json(503, { data: null, error: { status: 503, name: 'Unavailable', message: 'x' } });
    const failed = await post({ ...form, intent: 'buy' }, cookie);
    expect(failed.notice).toEqual({ kind: 'failed' });
    // nothing was added: back to the product, not on to the cart
    expect(failed.location).toBe('/jp/products/longjing');
  });

  test('a post from another site is refused and adds nothing', async () => {
    const answer = await post(form, {
      Origin: 'https://evil.example',
      'Sec-Fetch-Site': 'cross-site',
    });
    expect(answer.status).toBe(403);
    expect(calls).toEqual([]);
  });
});

describe('the page a purchase form comes back to', () => {
  test("a path of the shop only; anything else is the locale's home", () => {
    expect(backPath('/zh/products/longjing?x=1', 'zh')).toBe('/zh/products/longjing?x=1');
    for (const raw of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'products',
      '',
    ]) {
      expect(backPath(raw, 'jp')).toBe('/jp');
    }
  });
});
