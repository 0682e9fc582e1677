/** @jest-environment node */
import type { AddressInfo } from 'node:net';
import crypto from 'node:crypto';
import express from 'express';
import {
  allPartsRendered,
  createRenderCache,
  hasPersonalCookie,
  NONCE_PLACEHOLDER,
  normalisedSearch,
  pageKey,
  personalCookieNames,
  renderCacheMiddleware,
  renderCacheSettings,
  renderCapture,
  REFRESH_HEADER,
  withNonce,
  withoutNonce,
  type RenderCacheSettings,
  type RenderedPage,
} from './renderCache';
import { MemoryRenderStore, type CachedPage, type RenderStore } from './renderCacheStore';

const settings: RenderCacheSettings = {
  enabled: true,
  freshMs: 10_000,
  maxStaleMs: 300_000,
  maxEntries: 100,
  maxBytes: 10_000_000,
  generationPollMs: 1_000,
  backgroundTimeoutMs: 2_000,
};

const NONCE = 'bm9uY2Utb2YtdGhpcy1hbnN3ZXI=';
const page = (over: Partial<RenderedPage> = {}): RenderedPage => ({
  status: 200,
  html: `<html><script nonce="${NONCE}">x</script><div id="area-mf-catalog" data-ssr="true">teas</div></html>`,
  complete: true,
  member: false,
  cacheControl: 'no-cache',
  ...over,
});
const fakeRes = () => ({ getHeader: () => undefined }) as unknown as express.Response;

describe('personal cookies', () => {
  test('the session cookie, its marker, the cart and the notice are personal', () => {
    const names = personalCookieNames('shop_session');
    expect(names).toEqual(
      expect.arrayContaining(['shop_session', 'shop_session_member', 'teashop_cart_id']),
    );
    expect(names).toContain('teashop_notice');
  });

  test('a request naming any of them is personal, whatever the value; others are not', () => {
    const names = personalCookieNames('teashop_jwt');
    expect(hasPersonalCookie({ cookie: 'a=1; teashop_jwt=x' }, names)).toBe(true);
    expect(hasPersonalCookie({ cookie: 'teashop_cart_id=' }, names)).toBe(true);
    expect(hasPersonalCookie({ cookie: ' teashop_notice=saved ' }, names)).toBe(true);
    expect(hasPersonalCookie({ cookie: 'theme=dark; teashop_jwt_other=1' }, names)).toBe(false);
    expect(hasPersonalCookie({}, names)).toBe(false);
  });
});

describe('keys and nonces', () => {
  test('one page whatever the order or encoding of its query, another for other values', () => {
    expect(normalisedSearch('?b=2&a=1')).toBe(normalisedSearch('?a=1&b=2'));
    expect(normalisedSearch('?q=green%20tea')).toBe(normalisedSearch('?q=green+tea'));
    expect(normalisedSearch('?')).toBe('');
    const key = (search: string, variant = 'build-1') =>
      pageKey({ pathname: '/products', search, locale: 'en', variant });
    expect(key('?page=2&sort=name')).toBe(key('?sort=name&page=2'));
    expect(key('?page=2')).not.toBe(key('?page=3'));
    // another build or other remote versions: other pages
    expect(key('', 'build-2')).not.toBe(key(''));
    expect(pageKey({ pathname: '/products', search: '', locale: 'jp', variant: 'v' })).not.toBe(
      pageKey({ pathname: '/products', search: '', locale: 'en', variant: 'v' }),
    );
  });

  test('the nonce is stored as a placeholder and each answer gets its own', () => {
    const stored = withoutNonce(page().html, NONCE);
    expect(stored).not.toContain(NONCE);
    expect(stored).toContain(`nonce="${NONCE_PLACEHOLDER}"`);
    expect(withNonce(stored!, 'other-nonce')).toContain('nonce="other-nonce"');
    // a page whose own text has the placeholder is not stored
    expect(withoutNonce(`<p>${NONCE_PLACEHOLDER}</p>`, NONCE)).toBeNull();
  });

  test('a page with a part left to the browser is not complete', () => {
    const header = '<div id="shell-header" data-ssr="true">h</div>';
    const area =
      '<div id="area-mf-content"></div><div id="area-mf-catalog" data-ssr="true">a</div>';
    const footer = '<div id="shell-footer" data-ssr="true">f</div>';
    expect(allPartsRendered(`${header}${area}${footer}`)).toBe(true);
    expect(allPartsRendered(`<div id="shell-header"></div>${area}${footer}`)).toBe(false);
    expect(allPartsRendered(`${header}<div id="area-mf-catalog"></div>${footer}`)).toBe(false);
    expect(allPartsRendered(`${header}${area}<div id="shell-footer"></div>`)).toBe(false);
  });

  test('settings come from the environment; RENDER_CACHE=off or SSR=off turns it off', () => {
    expect(renderCacheSettings({}).enabled).toBe(true);
    expect(renderCacheSettings({}).freshMs).toBe(10_000);
    expect(renderCacheSettings({ RENDER_CACHE_FRESH_SECONDS: '2' }).freshMs).toBe(2_000);
    expect(renderCacheSettings({ RENDER_CACHE_FRESH_SECONDS: 'soon' }).freshMs).toBe(10_000);
    expect(renderCacheSettings({ RENDER_CACHE: 'off' }).enabled).toBe(false);
    expect(renderCacheSettings({ SSR: 'off' }).enabled).toBe(false);
  });
});

function cacheWith(
  options: {
    store?: RenderStore;
    generation?: () => string | null;
    render?: (url: string) => Promise<Pick<CachedPage, 'html' | 'headers'> | null>;
  } = {},
) {
  let time = 1_000_000;
  const store = options.store ?? new MemoryRenderStore(settings);
  const render = jest.fn(
    options.render ??
      (async () => ({
        html: `<p>again ${NONCE_PLACEHOLDER}</p>`,
        headers: {} as Record<string, string>,
      })),
  );
  const cache = createRenderCache({
    store,
    settings,
    generation: options.generation ?? (() => '7'),
    render,
    now: () => time,
    log: () => undefined,
  });
  return {
    cache,
    render,
    store,
    later: (ms: number) => {
      time += ms;
    },
  };
}

/** Renders `key` as a request would, and waits until its page is stored. */
async function renderInto(cache: ReturnType<typeof createRenderCache>, key: string, sent = page()) {
  cache.begin(key, '/p').store(sent, NONCE, fakeRes());
  await new Promise((resolve) => setImmediate(resolve));
}

describe('the render cache', () => {
  test('a complete anonymous page is stored and answered fresh, with the placeholder', async () => {
    const { cache } = cacheWith();
    expect(await cache.lookup('k', '/products')).toBeNull();
    await renderInto(cache, 'k');
    const found = await cache.lookup('k', '/products');
    expect(found?.state).toBe('hit');
    expect(found?.page.html).toContain(NONCE_PLACEHOLDER);
    expect(found?.page.html).not.toContain(NONCE);
  });

  test('a page with a part left to the browser is not stored; one background render is', async () => {
    const { cache, render } = cacheWith();
    const rendering = cache.begin('k', '/products');
    const waiting = cache.lookup('k', '/products');
    rendering.store(page({ complete: false }), NONCE, fakeRes());
    // the requests waiting for it render for themselves
    expect(await waiting).toBeNull();
    expect(render).toHaveBeenCalledTimes(1);
    expect(render).toHaveBeenCalledWith('/products');
    await cache.settled();
    expect((await cache.lookup('k', '/products'))?.page.html).toContain('again');
  });

  test.each([
    ['a page rendered for a member', { member: true }],
    ['a not-found page', { status: 404 }],
    ['a private answer', { cacheControl: 'private, no-store' }],
  ])('%s is not stored', async (_what, over) => {
    const { cache, render } = cacheWith();
    await renderInto(cache, 'k', page(over));
    expect(await cache.lookup('k', '/products')).toBeNull();
    expect(render).not.toHaveBeenCalled();
  });

  test('an older page is answered stale while one background render replaces it', async () => {
    const { cache, render, later } = cacheWith();
    await renderInto(cache, 'k');
    later(settings.freshMs + 1);
    const [a, b] = await Promise.all([cache.lookup('k', '/p'), cache.lookup('k', '/p')]);
    expect([a?.state, b?.state]).toEqual(['stale', 'stale']);
    expect(render).toHaveBeenCalledTimes(1);
    expect(render).toHaveBeenCalledWith('/p');
    await cache.settled();
    const after = await cache.lookup('k', '/p');
    expect(after?.state).toBe('hit');
    expect(after?.page.html).toContain('again');
  });

  test('a page of older content is not used: the next visitor gets it rendered anew', async () => {
    let generation = '7';
    const { cache, render } = cacheWith({ generation: () => generation });
    await renderInto(cache, 'k');
    expect((await cache.lookup('k', '/p'))?.state).toBe('hit');
    generation = '8';
    expect(await cache.lookup('k', '/p')).toBeNull();
    expect(render).not.toHaveBeenCalled();
    await renderInto(cache, 'k');
    expect((await cache.lookup('k', '/p'))?.state).toBe('hit');
  });

  test('without a known generation pages age by time alone', async () => {
    const { cache, later } = cacheWith({ generation: () => null });
    await renderInto(cache, 'k');
    later(settings.freshMs - 1);
    expect((await cache.lookup('k', '/p'))?.state).toBe('hit');
    later(2);
    expect((await cache.lookup('k', '/p'))?.state).toBe('stale');
  });

  test('a page older than the longest staleness is rendered again for the visitor', async () => {
    const { cache, render, later } = cacheWith();
    await renderInto(cache, 'k');
    later(settings.maxStaleMs + 1);
    expect(await cache.lookup('k', '/p')).toBeNull();
    expect(render).not.toHaveBeenCalled();
  });

  test('a failed background render keeps the stale page and may be tried again', async () => {
    const { cache, render, later } = cacheWith({ render: async () => null });
    await renderInto(cache, 'k');
    later(settings.freshMs + 1);
    expect((await cache.lookup('k', '/p'))?.state).toBe('stale');
    await cache.settled();
    expect((await cache.lookup('k', '/p'))?.state).toBe('stale');
    expect(render).toHaveBeenCalledTimes(2);
  });

  test('concurrent misses of one key wait for the first render', async () => {
    const { cache } = cacheWith();
    const rendering = cache.begin('k', '/p');
    const waiting = cache.lookup('k', '/p');
    rendering.store(page(), NONCE, fakeRes());
    expect((await waiting)?.state).toBe('hit');
  });

  test('a first render that stores nothing lets the waiting requests render', async () => {
    const { cache } = cacheWith();
    const rendering = cache.begin('k', '/p');
    const waiting = cache.lookup('k', '/p');
    rendering.done();
    expect(await waiting).toBeNull();
  });

  test('a store that fails is a miss, never an error', async () => {
    const broken: RenderStore = {
      kind: 'broken',
      get: async () => {
        throw new Error('down');
      },
      set: async () => {
        throw new Error('down');
      },
    };
    const { cache } = cacheWith({ store: broken });
    await renderInto(cache, 'k');
    expect(await cache.lookup('k', '/p')).toBeNull();
  });
});

describe('renderCacheMiddleware', () => {
  /** A shop with one server-rendered page handler, counting its renders. */
  async function withShop(
    run: (url: string, renders: () => number) => Promise<void>,
    complete = true,
  ) {
    const app = express();
    const token = 'internal-token-of-this-test';
    app.use((_req, res, next) => {
      res.locals.cspNonce = crypto.randomBytes(16).toString('base64');
      next();
    });
    let renders = 0;
    const cache = createRenderCache({
      store: new MemoryRenderStore(settings),
      settings,
      generation: () => '1',
      render: async () => null,
      log: () => undefined,
    });
    app.get(
      /.*/,
      renderCacheMiddleware({
        cache,
        personalCookies: personalCookieNames('teashop_jwt'),
        variant: () => 'build',
        isRefresh: (given) => given === token,
      }),
    );
    app.get(/.*/, (req, res) => {
      renders += 1;
      const nonce = String(res.locals.cspNonce);
      const html = `<html><script nonce="${nonce}"></script><p>${req.originalUrl} ${renders}</p></html>`;
      res.status(200).setHeader('Cache-Control', 'no-cache');
      res.setHeader('X-Robots-Tag', 'noindex');
      renderCapture(res)?.({ ...page(), html, complete });
      res.type('html').send(html);
    });
    const server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, () => renders);
    } finally {
      server.close();
    }
  }

  const nonceOf = (html: string) => /nonce="([^"]+)"/.exec(html)?.[1];

  test('an anonymous page is rendered once, then answered from the cache with its own nonce', async () => {
    await withShop(async (url, renders) => {
      const first = await fetch(`${url}/products`);
      expect(first.headers.get('x-render-cache')).toBe('miss');
      const firstHtml = await first.text();
      const second = await fetch(`${url}/products`);
      expect(second.status).toBe(200);
      expect(second.headers.get('x-render-cache')).toBe('hit');
      expect(second.headers.get('cache-control')).toBe('no-cache');
      expect(second.headers.get('x-robots-tag')).toBe('noindex');
      expect(second.headers.get('content-type')).toMatch(/^text\/html/);
      const secondHtml = await second.text();
      expect(renders()).toBe(1);
      expect(secondHtml).toContain('/products 1');
      expect(nonceOf(secondHtml)).not.toBe(nonceOf(firstHtml));
      expect(secondHtml).not.toContain(NONCE_PLACEHOLDER);
    });
  });

  test.each([
    ['a session cookie', '/products', { cookie: 'teashop_jwt=abc' }],
    ['a cart cookie', '/products', { cookie: 'teashop_cart_id=c1' }],
    ['a notice cookie', '/products', { cookie: 'teashop_notice=saved' }],
    ['a preview token', '/products?preview=tok', {}],
    ['a member page', '/member/account', {}],
  ])('a request with %s is always rendered and never stored', async (_what, path, headers) => {
    await withShop(async (url, renders) => {
      for (let i = 0; i < 2; i++) {
        const res = await fetch(`${url}${path}`, { headers });
        expect(res.headers.get('x-render-cache')).toBe('bypass');
      }
      expect(renders()).toBe(2);
      // nor did those renders fill the cache for visitors
      expect((await fetch(`${url}${path.split('?')[0]}`)).headers.get('x-render-cache')).toMatch(
        path.startsWith('/member') ? 'bypass' : 'miss',
      );
    });
  });

  test('a page with a part left to the browser is served as rendered, and not stored', async () => {
    await withShop(async (url, renders) => {
      await fetch(`${url}/products`);
      expect((await fetch(`${url}/products`)).headers.get('x-render-cache')).toBe('miss');
      expect(renders()).toBe(2);
    }, false);
  });

  test("the shop's own background render gets the placeholder for a nonce", async () => {
    await withShop(async (url) => {
      const own = await fetch(`${url}/products`, {
        headers: { [REFRESH_HEADER]: 'internal-token-of-this-test' },
      });
      expect(await own.text()).toContain(`nonce="${NONCE_PLACEHOLDER}"`);
      const guessed = await fetch(`${url}/products`, { headers: { [REFRESH_HEADER]: 'guess' } });
      expect(await guessed.text()).not.toContain(NONCE_PLACEHOLDER);
    });
  });
});
