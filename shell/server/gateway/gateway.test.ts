/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { trustedProxyHops } from '../config';
import { createGateway } from './gateway';
import { crossSiteRefusal } from './crossSite';
import { remainingLifetime, requestCookie } from './sessionCookies';

const SHOP = 'http://shop.test:3000';

/** A token shaped like the cms's (only the payload matters here). */
function token(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

type CmsAnswer = (seen: Seen, res: http.ServerResponse) => void;

const json =
  (status: number, body: unknown): CmsAnswer =>
  (_seen, res) => {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };

let cms: http.Server;
let shop: http.Server;
let shopUrl = '';
let seen: Seen[] = [];
let answer: CmsAnswer = json(200, { data: [] });
const logged: string[] = [];

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  cms = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const entry = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      seen.push(entry);
      answer(entry, res);
    });
  });
  const cmsUrl = await listen(cms);
  const app = express();
  app.use(
    createGateway({
      cmsUrl,
      publicUrl: SHOP,
      authCookieName: 'teashop_jwt',
      timeoutMs: 150,
      log: (message) => logged.push(message),
    }),
  );
  app.use((_req, res) => {
    res.status(404).send('not the gateway');
  });
  shop = http.createServer(app);
  shopUrl = await listen(shop);
});

afterAll(async () => {
  await new Promise((resolve) => shop.close(resolve));
  await new Promise((resolve) => cms.close(resolve));
});

beforeEach(() => {
  seen = [];
  answer = json(200, { data: [] });
  logged.length = 0;
});

const sameOrigin = { Origin: SHOP, 'Sec-Fetch-Site': 'same-origin' };

function call(path: string, init: RequestInit = {}) {
  return fetch(`${shopUrl}${path}`, { redirect: 'manual', ...init });
}

function setCookies(response: Response): string[] {
  return response.headers.getSetCookie();
}

describe('gateway: forwarding', () => {
  test('streams /api and /uploads to the cms, path and query unchanged', async () => {
    answer = (_seen, res) => {
      res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': '4' });
      res.end(Buffer.from([1, 2, 3, 4]));
    };
    const picture = await call('/uploads/leaf_123.png');
    expect(picture.status).toBe(200);
    expect(Buffer.from(await picture.arrayBuffer())).toEqual(Buffer.from([1, 2, 3, 4]));
    answer = json(200, { data: [{ id: 1 }] });
    const list = await call('/api/products?filters%5Bslug%5D%5B%24eq%5D=sencha');
    expect(await list.json()).toEqual({ data: [{ id: 1 }] });
    expect(seen.map((s) => s.url)).toEqual([
      '/uploads/leaf_123.png',
      '/api/products?filters%5Bslug%5D%5B%24eq%5D=sencha',
    ]);
  });

  test('never passes the browser’s cookies on; adds Authorization from the session cookie and X-Forwarded-*', async () => {
    const jwt = token({ id: 5, exp: Math.floor(Date.now() / 1000) + 3600 });
    await call('/api/users/me', {
      headers: { Cookie: `other=1; teashop_jwt=${jwt}; teashop_locale=jp` },
    });
    const [forwarded] = seen;
    expect(forwarded?.headers.cookie).toBeUndefined();
    expect(forwarded?.headers.authorization).toBe(`Bearer ${jwt}`);
    expect(forwarded?.headers['x-forwarded-proto']).toBe('http');
    expect(forwarded?.headers['x-forwarded-for']).toMatch(/127\.0\.0\.1/);
  });

  test('the client address the cms sees: a browser’s X-Forwarded-For is ignored, trusted proxies’ is read', async () => {
    const addressSeen = async (hops: number) => {
      const app = express();
      app.set('trust proxy', trustedProxyHops({ TRUST_PROXY_HOPS: String(hops) }));
      app.use(
        createGateway({
          cmsUrl: `http://127.0.0.1:${(cms.address() as AddressInfo).port}`,
          publicUrl: SHOP,
          authCookieName: 'teashop_jwt',
        }),
      );
      const server = http.createServer(app);
      const url = await listen(server);
      seen = [];
      await fetch(`${url}/api/products`, {
        headers: { 'X-Forwarded-For': '198.51.100.1, 203.0.113.7' },
      });
      await new Promise((resolve) => server.close(resolve));
      return seen[0]?.headers['x-forwarded-for'];
    };
    expect(await addressSeen(0)).toBe('127.0.0.1');
    expect(await addressSeen(1)).toBe('203.0.113.7');
  });

  test('the third-party login round trip keeps only the cms’s own state cookie', async () => {
    await call('/api/connect/teaid/callback?code=1', {
      headers: { Cookie: 'teashop_jwt=x.y.z; koa.sess=abc; koa.sess.sig=def; other=1' },
    });
    expect(seen[0]?.headers.cookie).toBe('koa.sess=abc; koa.sess.sig=def');
    answer = json(200, { jwt: token({ id: 2, exp: Math.floor(Date.now() / 1000) + 60 }) });
    await call('/api/auth/teaid/callback', {
      headers: { Cookie: 'teashop_jwt=x.y.z; koa.sess=abc; koa.sess.sig=def' },
    });
    expect(seen[1]?.headers.cookie).toBe('koa.sess=abc; koa.sess.sig=def');
    await call('/api/products', { headers: { Cookie: 'koa.sess=abc' } });
    expect(seen[2]?.headers.cookie).toBeUndefined();
  });

  test('keeps an Authorization header the request has; adds none without the cookie or when asked not to', async () => {
    const jwt = token({ id: 5, exp: Math.floor(Date.now() / 1000) + 3600 });
    await call('/api/orders', {
      headers: { Authorization: 'Bearer explicit', Cookie: `teashop_jwt=${jwt}` },
    });
    await call('/api/products');
    await call('/api/carts', {
      headers: { Cookie: `teashop_jwt=${jwt}`, 'X-Teashop-No-Session': '1', 'X-Cart-Id': 'c1' },
    });
    expect(seen.map((s) => s.headers.authorization)).toEqual([
      'Bearer explicit',
      undefined,
      undefined,
    ]);
    expect(seen[2]?.headers['x-teashop-no-session']).toBeUndefined();
    expect(seen[2]?.headers['x-cart-id']).toBe('c1');
  });

  test.each([
    '/api/../admin',
    '/api/%2e%2e/admin/init',
    '/uploads/..%2F..%2Fadmin',
    '/api/.%2E/_health',
  ])('a path climbing out of /api or /uploads (%s) is not forwarded', async (path) => {
    // Node's own client: fetch would tidy the dots away before sending
    const status = await new Promise<number>((resolve, reject) => {
      http
        .request(`${shopUrl}${path}`, { path }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
        .on('error', reject)
        .end();
    });
    expect(status).toBe(404);
    expect(seen).toEqual([]);
  });

  test('streams a request body to the cms', async () => {
    await call('/api/carts', {
      method: 'POST',
      headers: { ...sameOrigin, 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: { items: [] } }),
    });
    expect(seen[0]?.method).toBe('POST');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ data: { items: [] } });
  });

  test('a cms that does not answer in time: 504 in the cms’s error shape', async () => {
    answer = () => {
      // never answers
    };
    const response = await call('/api/products');
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({
      data: null,
      error: {
        status: 504,
        name: 'GatewayTimeoutError',
        message: expect.stringMatching(/took too long/) as unknown as string,
      },
    });
  });
});

describe('gateway: the session cookie', () => {
  test('log-in: the token goes into an HttpOnly cookie living as long as the token, and out of the body', async () => {
    const exp = Math.floor(Date.now() / 1000) + 7 * 24 * 3600;
    const jwt = token({ id: 42, iat: exp - 7 * 24 * 3600, exp });
    answer = json(200, { jwt, user: { id: 42, username: 'mei' } });
    const response = await call('/api/auth/local', {
      method: 'POST',
      headers: { ...sameOrigin, 'Content-Type': 'application/json' },
      body: JSON.stringify({ identifier: 'mei@example.test', password: 'x' }),
    });
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ user: { id: 42, username: 'mei' } });
    expect(text).not.toContain(jwt);
    const [session, marker] = setCookies(response);
    expect(session).toMatch(new RegExp(`^teashop_jwt=${jwt.replace(/\./g, '\\.')};`));
    expect(session).toContain('HttpOnly');
    expect(session).toContain('SameSite=Lax');
    expect(session).toContain('Path=/');
    expect(session).not.toContain('Secure');
    const maxAge = Number(/Max-Age=(\d+)/.exec(session ?? '')?.[1]);
    expect(maxAge).toBeGreaterThan(7 * 24 * 3600 - 5);
    expect(maxAge).toBeLessThanOrEqual(7 * 24 * 3600);
    // the page's marker: only the member's id, same lifetime, readable by script
    expect(marker).toMatch(/^teashop_jwt_member=42;/);
    expect(marker).toContain(`Max-Age=${maxAge}`);
    expect(marker).not.toContain('HttpOnly');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  test('log-in starts by clearing any existing session: the old one is not sent, a failure clears it', async () => {
    const old = token({ id: 1, exp: Math.floor(Date.now() / 1000) + 3600 });
    answer = json(400, {
      data: null,
      error: { status: 400, name: 'ValidationError', message: 'Invalid identifier or password' },
    });
    const response = await call('/api/auth/local', {
      method: 'POST',
      headers: { ...sameOrigin, Cookie: `teashop_jwt=${old}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(400);
    expect(seen[0]?.headers.authorization).toBeUndefined();
    const cookies = setCookies(response);
    expect(cookies).toEqual([
      expect.stringMatching(/^teashop_jwt=; Path=\/; Max-Age=0;.*HttpOnly/),
      expect.stringMatching(/^teashop_jwt_member=; Path=\/; Max-Age=0/),
    ]);
  });

  test('asking for a password reset starts from a signed-out state too', async () => {
    const old = token({ id: 1, exp: Math.floor(Date.now() / 1000) + 3600 });
    answer = json(200, { ok: true });
    const response = await call('/api/auth/forgot-password', {
      method: 'POST',
      headers: { ...sameOrigin, Cookie: `teashop_jwt=${old}`, 'Content-Type': 'application/json' },
      body: '{"email":"mei@example.test"}',
    });
    expect(seen[0]?.headers.authorization).toBeUndefined();
    expect(setCookies(response)[0]).toMatch(/^teashop_jwt=; Path=\/; Max-Age=0/);
  });

  test.each([
    ['POST', '/api/auth/local/register'],
    ['POST', '/api/auth/reset-password'],
    ['GET', '/api/auth/teaid/callback?access_token=abc'],
    ['POST', '/api/auth/change-password'],
    ['PUT', '/api/users/me'],
    ['POST', '/API/Auth/Local'],
  ])('%s %s: a fresh jwt in the answer becomes the session cookie', async (method, path) => {
    const jwt = token({ id: 9, exp: Math.floor(Date.now() / 1000) + 600 });
    answer = json(200, { jwt, user: { id: 9 } });
    const response = await call(path, {
      method,
      headers: { ...sameOrigin, 'Content-Type': 'application/json' },
      body: method === 'GET' ? undefined : '{}',
    });
    expect(await response.json()).toEqual({ user: { id: 9 } });
    expect(setCookies(response)[0]).toMatch(/^teashop_jwt=.+; Max-Age=(59\d|600);.*HttpOnly/);
  });

  test('Secure when the shop’s public URL is https', async () => {
    const app = express();
    app.use(
      createGateway({
        cmsUrl: `http://127.0.0.1:${(cms.address() as AddressInfo).port}`,
        publicUrl: 'https://shop.example',
        authCookieName: 'sid',
      }),
    );
    const server = http.createServer(app);
    const url = await listen(server);
    answer = json(200, { jwt: token({ id: 3, exp: Math.floor(Date.now() / 1000) + 60 }) });
    const response = await fetch(`${url}/api/auth/local`, {
      method: 'POST',
      headers: { Origin: 'https://shop.example', 'Content-Type': 'application/json' },
      body: '{}',
    });
    await new Promise((resolve) => server.close(resolve));
    const [session, marker] = setCookies(response);
    expect(session).toMatch(/^sid=.*HttpOnly; Secure$/);
    expect(marker).toMatch(/^sid_member=3;.*Secure$/);
    expect(seen[0]?.headers['x-forwarded-proto']).toBe('https');
  });

  test('a 401 on /api/users/me with the session cookie clears it', async () => {
    const jwt = token({ id: 5, exp: Math.floor(Date.now() / 1000) + 3600 });
    answer = json(401, {
      data: null,
      error: { status: 401, name: 'UnauthorizedError', message: 'Missing or invalid credentials' },
    });
    const response = await call('/api/users/me?populate=shippingAddress', {
      headers: { Cookie: `teashop_jwt=${jwt}` },
    });
    expect(response.status).toBe(401);
    expect(setCookies(response)[0]).toMatch(/^teashop_jwt=; Path=\/; Max-Age=0/);
  });

  test('POST /session/logout clears both cookies', async () => {
    const jwt = token({ id: 5, exp: Math.floor(Date.now() / 1000) + 3600 });
    const response = await call('/session/logout', {
      method: 'POST',
      headers: { ...sameOrigin, Cookie: `teashop_jwt=${jwt}` },
    });
    expect(response.status).toBe(204);
    expect(setCookies(response)).toEqual([
      expect.stringMatching(/^teashop_jwt=; Path=\/; Max-Age=0; SameSite=Lax; HttpOnly$/),
      expect.stringMatching(/^teashop_jwt_member=; Path=\/; Max-Age=0; SameSite=Lax$/),
    ]);
    expect(seen).toEqual([]);
  });
});

describe('gateway: writes from other sites are refused', () => {
  const jwt = token({ id: 5, exp: Math.floor(Date.now() / 1000) + 3600 });

  test.each([
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site', { 'Sec-Fetch-Site': 'same-site', Origin: SHOP }],
    ['another Origin', { Origin: 'http://127.0.0.1:4999' }],
    ['Origin null', { Origin: 'null' }],
    ['neither header, with the session cookie', {}],
  ])('%s: 403 in the cms’s error shape, nothing forwarded', async (_name, headers) => {
    const response = await call('/api/users/me', {
      method: 'PUT',
      headers: { ...headers, Cookie: `teashop_jwt=${jwt}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'attacker@example.test' }),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      data: null,
      error: {
        status: 403,
        name: 'ForbiddenError',
        message: expect.stringMatching(/another site/) as unknown as string,
      },
    });
    expect(seen).toEqual([]);
  });

  test('logout from another site is refused too', async () => {
    const response = await call('/session/logout', {
      method: 'POST',
      headers: { Origin: 'http://evil.test', Cookie: `teashop_jwt=${jwt}` },
    });
    expect(response.status).toBe(403);
    expect(setCookies(response)).toEqual([]);
  });

  test('the shop’s own pages, reads, and calls without a session pass', async () => {
    const passing: Array<{ method: string; headers: Record<string, string> }> = [
      { method: 'PUT', headers: { ...sameOrigin, Cookie: `teashop_jwt=${jwt}` } },
      { method: 'POST', headers: { 'Sec-Fetch-Site': 'none', Cookie: `teashop_jwt=${jwt}` } },
      { method: 'GET', headers: { Origin: 'http://evil.test', Cookie: `teashop_jwt=${jwt}` } },
      { method: 'POST', headers: {} },
    ];
    for (const init of passing) {
      const response = await call('/api/carts', {
        ...init,
        body: init.method === 'GET' ? undefined : '{}',
      });
      expect(response.status).toBe(200);
    }
    expect(seen).toHaveLength(4);
  });

  test('the rule itself', () => {
    expect(crossSiteRefusal('DELETE', { origin: SHOP }, SHOP, true)).toBeNull();
    expect(crossSiteRefusal('HEAD', { origin: 'http://x' }, SHOP, true)).toBeNull();
    expect(crossSiteRefusal('POST', {}, SHOP, false)).toBeNull();
    expect(crossSiteRefusal('POST', {}, SHOP, true)).not.toBeNull();
  });
});

describe('session cookie helpers', () => {
  test('lifetime from the exp claim; none for a token without one or expired', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(remainingLifetime(token({ exp: now / 1000 + 90 }), now)).toBe(90);
    expect(remainingLifetime(token({ id: 1 }), now)).toBe(0);
    expect(remainingLifetime(token({ exp: now / 1000 - 1 }), now)).toBe(0);
    expect(remainingLifetime('not a token', now)).toBe(0);
  });

  test('reads one cookie of the header', () => {
    expect(requestCookie({ cookie: 'a=1; teashop_jwt=x.y.z; b=2' }, 'teashop_jwt')).toBe('x.y.z');
    expect(requestCookie({ cookie: 'teashop_jwt_member=4' }, 'teashop_jwt')).toBeNull();
    expect(requestCookie({}, 'teashop_jwt')).toBeNull();
  });
});
