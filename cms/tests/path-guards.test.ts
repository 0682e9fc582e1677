import crypto from 'node:crypto';
import { api, registerMember, type ApiAnswer, type Json } from './support/api';
import { startInstance, type CmsInstance } from './support/instances';

/**
 * Strapi's router matches `/API/products`, `/Api/products/` and `/api/products` alike, so every
 * path-based guard of the cms must see all of them (and encoded or doubled-slash spellings) as the
 * content API: drafts stay unpublished, public reads are cached and marked, preview headers make
 * answers private, review pictures over the limit get the member's 413, uncached reads wait in the
 * queue, and account limits count. Each guard is run with every spelling.
 */

/** The spellings of `/api/<rest>` a caller can send (some the router answers, some it 404s). */
const spellings = (rest: string): string[] => [
  `/api/${rest}`,
  `/API/${rest}`,
  `/Api/${rest}`,
  `/aPI/${rest}`,
  `/API/${rest.toUpperCase()}`,
  `/api/${rest}/`,
  `/API/${rest}/`,
  `/api//${rest}`,
  `/%61pi/${rest}`,
  `/%41PI/${rest}`,
  `/api/%${rest.charCodeAt(0).toString(16)}${rest.slice(1)}`,
];

/** Spellings the router serves (the others answer 404, which must not carry data either). */
const ROUTED = /^\/(api|API|Api|aPI)\/[A-Za-z-]+\/?$/;
const routed = (url: string) => ROUTED.test(url.split('?')[0]!);

const rowsOf = (res: ApiAnswer): Json[] => {
  const data = res.body?.data;
  if (Array.isArray(data)) return data;
  return data ? [data] : [];
};

describe('drafts never come back, however the path is spelled', () => {
  const reads = ['products', 'articles'].flatMap((type) =>
    spellings(type).flatMap((path) =>
      ['status=draft', 'status=DRAFT', 'publicationState=preview'].map(
        (q) =>
          `${path}?locale=en&${q}&fields[0]=slug&fields[1]=publishedAt&pagination[pageSize]=100`,
      ),
    ),
  );
  let through = 0;
  afterAll(() => {
    console.log(`path spellings asking for drafts: ${through} of ${reads.length} got drafts`);
  });

  test.each(reads)('GET %s', async (url) => {
    const res = await api(url);
    const drafts = rowsOf(res).filter((row) => row.publishedAt === null);
    if (drafts.length) through += 1;
    expect(drafts).toEqual([]);
    if (routed(url)) {
      expect(res.status).toBe(200);
      expect(rowsOf(res).length).toBeGreaterThan(0);
      expect(rowsOf(res).every((row) => 'publishedAt' in row)).toBe(true);
    } else {
      expect([200, 400, 404]).toContain(res.status);
    }
  });

  test.each(spellings('home'))('a single type under %s is its published version', async (path) => {
    const res = await api(`${path}?locale=en&status=draft`);
    for (const row of rowsOf(res)) expect(row.publishedAt).not.toBeNull();
  });
});

describe('the public cache and its headers, however the path is spelled', () => {
  const query = `locale=en&fields[0]=slug&pagination[pageSize]=2&sort=slug:asc&v=${Date.now()}`;

  test.each(spellings('products').filter(routed))(
    'an anonymous read of %s is cached and public',
    async (path) => {
      const first = await api(`${path}?${query}`);
      expect(first.status).toBe(200);
      expect(first.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
      expect(first.headers.get('etag')).toBeTruthy();
      expect(['hit', 'miss']).toContain(first.headers.get('x-cache'));
      const again = await api(`${path}?${query}`, {
        headers: { 'If-None-Match': first.headers.get('etag')! },
      });
      expect(again.status).toBe(304);
    },
  );

  test.each(spellings('products').filter(routed))(
    'a member reading %s is answered privately',
    async (path) => {
      const member = await memberJwt();
      const res = await api(`${path}?${query}`, { jwt: member });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('x-cache')).toBeNull();
    },
  );

  test.each(spellings('products').filter(routed))(
    'a preview header on %s makes the answer private and noindex',
    async (path) => {
      const res = await api(`${path}?${query}`, { headers: { 'X-Preview-Token': 'not-a-token' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('x-robots-tag')).toBe('noindex');
      expect(res.headers.get('x-cache')).toBeNull();
    },
  );
});

let jwt: string | undefined;
async function memberJwt(): Promise<string> {
  jwt ??= (await registerMember('paths')).jwt;
  return jwt;
}

describe('the early 413 of review pictures, however the path is spelled', () => {
  const SIZE_MESSAGE = 'The picture is larger than 10 MB, please choose a smaller one.';
  const LIMIT = 10 * 1024 * 1024;

  test.each(['/api/reviews', '/API/reviews', '/Api/Reviews/', '/api//reviews', '/%61pi/reviews'])(
    'POST %s with a picture over the limit',
    async (path) => {
      const form = new FormData();
      form.append('data', JSON.stringify({ rating: 5, headline: 'Too big', body: 'x' }));
      const big = Buffer.alloc(LIMIT + 512 * 1024, 1);
      form.append('files.image', new Blob([big], { type: 'image/png' }), 'big.png');
      const res = await api(path, { jwt: await memberJwt(), form });
      expect(res.status).toBe(413);
      expect(res.body.error.message).toBe(SIZE_MESSAGE);
    },
  );
});

describe('queues and account limits, however the path is spelled', () => {
  let limited: CmsInstance;
  const stamp = crypto.randomBytes(4).toString('hex');

  beforeAll(async () => {
    limited = await startInstance({
      env: {
        TEST_DISABLE_RATELIMIT: '',
        AUTH_RATE_LIMIT_MAX: '1000',
        REGISTER_RATE_LIMIT_MAX: '2',
        LOGIN_BACKOFF_FREE_FAILURES: '2',
        LOGIN_BACKOFF_BASE_MS: '60000',
        CMS_CACHE: 'off',
        CMS_READ_CONCURRENCY: '1',
        CMS_QUEUE_MAX: '1',
      },
    });
  }, 300_000);

  afterAll(async () => {
    await limited?.stop();
  }, 60_000);

  test.each(['/API/products', '/Api/products/'])(
    'uncached reads of %s wait in the queue (beyond its length: 503)',
    async (path) => {
      const url = `${path}?locale=en&pagination[pageSize]=100&populate[thumbnailImage]=true`;
      const burst = () =>
        Promise.all(Array.from({ length: 24 }, () => api(url, { base: limited.baseUrl })));
      // open the connections first, so the burst arrives at once
      await Promise.all(
        Array.from({ length: 24 }, () => fetch(`${limited.baseUrl}/_health`).then((r) => r.text())),
      );
      let answers = await burst();
      for (let attempt = 0; attempt < 3 && !answers.some((a) => a.status === 503); attempt += 1) {
        answers = await burst();
      }
      const busy = answers.filter((a) => a.status === 503);
      expect(busy.length).toBeGreaterThan(0);
      expect(busy[0]!.headers.get('retry-after')).toBe('1');
      expect(answers.every((a) => a.status === 200 || a.status === 503)).toBe(true);
    },
  );

  test('new accounts per IP count /API/ and /api/ together', async () => {
    const register = (path: string, n: number) =>
      api(path, {
        base: limited.baseUrl,
        body: {
          username: `paths${stamp}${n}`,
          email: `paths.${stamp}.${n}@example.test`,
          password: 'Leaf12345',
        },
      });
    expect((await register('/API/auth/local/register', 1)).status).toBe(200);
    expect((await register('/Api/Auth/Local/Register/', 2)).status).toBe(200);
    const third = await register('/api/auth/local/register', 3);
    expect(third.status).toBe(429);
  });

  test('the sign-in back-off counts /API/auth/local like /api/auth/local', async () => {
    const member = await registerMember('pathsbackoff');
    const signIn = (path: string, password: string) =>
      api(path, {
        base: limited.baseUrl,
        body: { identifier: member.email, password },
      });
    expect((await signIn('/API/auth/local', 'Wrong1234')).status).toBe(400);
    expect((await signIn('/Api/auth/LOCAL/', 'Wrong1234')).status).toBe(400);
    const held = await signIn('/api/auth/local', member.password);
    expect(held.status).toBe(429);
    expect(held.body.error.name).toBe('RateLimitError');
  });
});
