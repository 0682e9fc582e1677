/** @jest-environment node */
import { fileHost as remoteHost } from '../testing/fileHost';
import { createRemoteBundles } from './remoteBundles';

const manifest = (version: string) =>
  JSON.stringify({
    name: 'mf_content',
    version,
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      {
        name: 'spa',
        assets: {
          css: { sync: [`spa.${version}.css`], async: [] },
          js: {
            sync: [`spa.${version}.js`],
            async: [
              `i18n-en.0a${version}.js`,
              `i18n-jp.0b${version}.js`,
              `i18n-common-jp.0c.js`,
              `9.0d.js`,
            ],
          },
        },
      },
    ],
  });
/** A federation container for Node whose `./render` expose renders `text`. */
const bundle = (text: string) => `
  const render = async (request) => ({ html: '<p>${text} ' + request.url + '</p>', data: {} });
  module.exports = {
    init: () => undefined,
    get: (expose) =>
      expose === './render'
        ? Promise.resolve(() => ({ render }))
        : Promise.reject(new Error('no ' + expose)),
  };`;

async function html(bundles: ReturnType<typeof createRemoteBundles>, url: string) {
  const remote = await bundles.get(url);
  const result = await remote.render?.({
    url: '/news',
    locale: 'en',
    config: { cmsUrl: '', authCookieName: 'jwt', remotes: {} },
    cmsApiUrl: '',
    timeoutMs: 100,
  });
  return result?.html ?? null;
}

describe('remote server bundles', () => {
  it("reads a remote's islands: their server render, style sheets and the code the browser needs", async () => {
    const files: Record<string, string> = {
      '/remotes/mf-cart-checkout/mf-manifest.json': JSON.stringify({
        name: 'mf_cart_checkout',
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [
          { name: 'spa', assets: { css: { sync: [], async: [] }, js: { sync: ['spa.js'] } } },
          {
            name: 'islands',
            assets: {
              css: { sync: ['islands.1.css'], async: [] },
              js: { sync: ['islands.1.js'], async: ['i18n-en.2a.js', 'i18n-jp.2b.js', '7.3c.js'] },
            },
          },
        ],
      }),
      '/remotes/mf-cart-checkout/server/remoteEntry.js': `
        const island = async (request) => '<form>' + request.name + '</form>';
        module.exports = {
          init: () => undefined,
          get: () => Promise.resolve(() => ({ island })),
        };`,
      '/remotes/mf-cart-checkout/islands.1.css': '.f{}',
    };
    const host = await remoteHost(files);
    const bundles = createRemoteBundles({ selfUrl: host.base, refreshMs: 30_000 });
    try {
      const cart = await bundles.get('/remotes/mf-cart-checkout/mf-manifest.json');
      expect(cart.render).toBeNull();
      await expect(
        cart.island?.({
          name: 'add-to-cart',
          props: {},
          id: 'r1',
          url: '/products/sencha',
          locale: 'en',
          config: { cmsUrl: '', authCookieName: 'jwt', remotes: {} },
          cmsApiUrl: '',
          timeoutMs: 100,
        }),
      ).resolves.toBe('<form>add-to-cart</form>');
      expect(cart.islandStylesheets).toEqual([
        { href: '/remotes/mf-cart-checkout/islands.1.css', css: '.f{}' },
      ]);
      expect(cart.islandCode).toEqual({
        scripts: [
          '/remotes/mf-cart-checkout/remoteEntry.js',
          '/remotes/mf-cart-checkout/islands.1.js',
        ],
        strings: {
          en: '/remotes/mf-cart-checkout/i18n-en.2a.js',
          jp: '/remotes/mf-cart-checkout/i18n-jp.2b.js',
        },
      });
    } finally {
      await host.close();
    }
  });

  it('loads a remote from next to its manifest and picks up a redeploy without a restart', async () => {
    const files: Record<string, string> = {
      '/remotes/mf-content/mf-manifest.json': manifest('1'),
      '/remotes/mf-content/server/remoteEntry.js': bundle('first build'),
      '/remotes/mf-content/spa.1.css': '.a{}',
    };
    const host = await remoteHost(files);
    let clock = 0;
    const log = jest.fn();
    const bundles = createRemoteBundles({
      selfUrl: host.base,
      refreshMs: 30_000,
      now: () => clock,
      log,
    });
    try {
      const manifestUrl = '/remotes/mf-content/mf-manifest.json';
      expect(await html(bundles, manifestUrl)).toBe('<p>first build /news</p>');
      expect((await bundles.get(manifestUrl)).stylesheets).toEqual([
        { href: '/remotes/mf-content/spa.1.css', css: '.a{}' },
      ]);
      // Its own strings chunk per language (not the shared runtime's copy), for the page's preload.
      expect((await bundles.get(manifestUrl)).strings).toEqual({
        en: '/remotes/mf-content/i18n-en.0a1.js',
        jp: '/remotes/mf-content/i18n-jp.0b1.js',
      });
      // What the browser needs before the area hydrates, for the page to name up front.
      expect((await bundles.get(manifestUrl)).code).toEqual({
        scripts: ['/remotes/mf-content/remoteEntry.js', '/remotes/mf-content/spa.1.js'],
      });
      // What the browser loads it by, without reading the manifest.
      const firstCode = (await bundles.get(manifestUrl)).browserCode;
      expect(firstCode).toEqual({
        entry: '/remotes/mf-content/remoteEntry.js',
        scripts: ['/remotes/mf-content/spa.1.js'],
        version: bundles.version(manifestUrl),
      });

      files['/remotes/mf-content/mf-manifest.json'] = manifest('2');
      files['/remotes/mf-content/server/remoteEntry.js'] = bundle('second build');
      clock = 10_000;
      expect(await html(bundles, manifestUrl)).toBe('<p>first build /news</p>');

      // Past the refresh interval the request that notices the change starts the reload.
      clock = 31_000;
      await bundles.get(manifestUrl);
      // The reload runs in the background; renders take the new build once it is in.
      const deadline = Date.now() + 5_000;
      while ((await html(bundles, manifestUrl)) !== '<p>second build /news</p>') {
        if (Date.now() > deadline) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(await html(bundles, manifestUrl)).toBe('<p>second build /news</p>');
      expect((await bundles.get(manifestUrl)).stylesheets).toEqual([
        { href: '/remotes/mf-content/spa.2.css', css: null },
      ]);
      // The browser is told of the redeploy by the version.
      const secondCode = (await bundles.get(manifestUrl)).browserCode;
      expect(secondCode).toMatchObject({ scripts: ['/remotes/mf-content/spa.2.js'] });
      expect(secondCode && 'version' in secondCode && secondCode.version).not.toBe(
        firstCode && 'version' in firstCode && firstCode.version,
      );
    } finally {
      await host.close();
    }
  });

  it('renders in the browser when a remote has no server bundle or a broken one', async () => {
    const host = await remoteHost({
      '/a/mf-manifest.json': manifest('1'),
      '/b/mf-manifest.json': manifest('1'),
      '/b/server/remoteEntry.js': 'throw new Error("broken at load")',
    });
    const log = jest.fn();
    const bundles = createRemoteBundles({ selfUrl: host.base, refreshMs: 30_000, log });
    try {
      expect((await bundles.get('/a/mf-manifest.json')).render).toBeNull();
      expect((await bundles.get('/b/mf-manifest.json')).render).toBeNull();
      expect((await bundles.get('/missing/mf-manifest.json')).render).toBeNull();
      expect(log).toHaveBeenCalledWith(expect.stringContaining('broken at load'));
      // The browser still loads both by their entries; the missing one it is left to look for.
      expect((await bundles.get('/a/mf-manifest.json')).browserCode).toEqual({
        entry: '/a/remoteEntry.js',
        scripts: ['/a/spa.1.js'],
        version: expect.any(String),
      });
      expect((await bundles.get('/b/mf-manifest.json')).browserCode).toEqual({
        entry: '/b/remoteEntry.js',
        scripts: ['/b/spa.1.js'],
        version: expect.any(String),
      });
      expect((await bundles.get('/missing/mf-manifest.json')).browserCode).toBeUndefined();
    } finally {
      await host.close();
    }
  });

  it('uses manifests on another origin with absolute style sheet URLs', async () => {
    const host = await remoteHost({
      '/cdn/mf-manifest.json': manifest('7'),
      '/cdn/server/remoteEntry.js': bundle('cdn'),
    });
    const bundles = createRemoteBundles({ selfUrl: 'http://127.0.0.1:9', refreshMs: 30_000 });
    try {
      const remote = await bundles.get(`${host.base}/cdn/mf-manifest.json`);
      expect(remote.stylesheets).toEqual([{ href: `${host.base}/cdn/spa.7.css`, css: null }]);
      expect(remote.code?.scripts).toEqual([
        `${host.base}/cdn/remoteEntry.js`,
        `${host.base}/cdn/spa.7.js`,
      ]);
      expect(remote.render).not.toBeNull();
    } finally {
      await host.close();
    }
  });
});

describe('remote server bundles checked against what the shop provides', () => {
  const provided = { '@teashop/contracts': '1.4.0', react: '19.3.1' };
  const declared = (contracts: string) =>
    JSON.stringify({
      ...JSON.parse(manifest('1')),
      metaData: { teashop: { contracts, singletons: { react: '^19.2.0' } } },
    });

  it('renders a remote built against other contracts in the browser, and says why once', async () => {
    const requests: string[] = [];
    const host = await remoteHost(
      {
        '/new/mf-manifest.json': declared('^2.0.0'),
        '/new/server/remoteEntry.js': bundle('new'),
        '/ok/mf-manifest.json': declared('^1.2.0'),
        '/ok/server/remoteEntry.js': bundle('ok'),
      },
      requests,
    );
    const log = jest.fn();
    const bundles = createRemoteBundles({ selfUrl: host.base, refreshMs: 30_000, log, provided });
    try {
      expect(await bundles.get('/new/mf-manifest.json')).toEqual({
        render: null,
        meta: null,
        stylesheets: [],
        // ...and the browser refuses it too, with the same reason.
        browserCode: {
          refused: expect.stringMatching(
            /^\/new\/mf-manifest\.json is not compatible with this shell: .*\^2\.0\.0.*1\.4\.0/,
          ),
        },
      });
      expect(await bundles.get('/new/mf-manifest.json')).toMatchObject({ render: null });
      expect(requests).not.toContain('/new/server/remoteEntry.js');
      expect(log).toHaveBeenCalledTimes(1);
      const [line] = log.mock.calls[0] as [string];
      expect(line).toMatch(/^\[ssr\] \/new\/mf-manifest\.json refused, not compatible/);
      expect(line).toContain('^2.0.0');
      expect(line).toContain('1.4.0');

      expect(await html(bundles, '/ok/mf-manifest.json')).toBe('<p>ok /news</p>');
      expect(log).toHaveBeenCalledTimes(1);
    } finally {
      await host.close();
    }
  });

  it('refuses a manifest without a declaration only when it checks', async () => {
    const host = await remoteHost({
      '/old/mf-manifest.json': manifest('1'),
      '/old/server/remoteEntry.js': bundle('old'),
    });
    const log = jest.fn();
    try {
      const checked = createRemoteBundles({ selfUrl: host.base, refreshMs: 30_000, log, provided });
      expect((await checked.get('/old/mf-manifest.json')).render).toBeNull();
      expect(log).toHaveBeenCalledWith(expect.stringContaining('declares no'));

      const unchecked = createRemoteBundles({ selfUrl: host.base, refreshMs: 30_000, log });
      expect(await html(unchecked, '/old/mf-manifest.json')).toBe('<p>old /news</p>');
    } finally {
      await host.close();
    }
  });

  it('loads a refused remote once a compatible build replaces it', async () => {
    const files: Record<string, string> = {
      '/c/mf-manifest.json': declared('^2.0.0'),
      '/c/server/remoteEntry.js': bundle('compatible'),
    };
    const host = await remoteHost(files);
    let clock = 0;
    const bundles = createRemoteBundles({
      selfUrl: host.base,
      refreshMs: 30_000,
      now: () => clock,
      log: jest.fn(),
      provided,
    });
    try {
      expect((await bundles.get('/c/mf-manifest.json')).render).toBeNull();
      files['/c/mf-manifest.json'] = declared('^1.0.0');
      clock = 31_000;
      const deadline = Date.now() + 2_000;
      while ((await bundles.get('/c/mf-manifest.json')).render === null) {
        if (Date.now() > deadline) throw new Error('the compatible build was not loaded');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(await html(bundles, '/c/mf-manifest.json')).toBe('<p>compatible /news</p>');
    } finally {
      await host.close();
    }
  });
});

describe('remote server bundles kept loaded', () => {
  it('keeps the most recently used remotes and loads an evicted one again', async () => {
    const requests: string[] = [];
    const files: Record<string, string> = {};
    for (const name of ['a', 'b', 'c']) {
      files[`/${name}/mf-manifest.json`] = manifest(name);
      files[`/${name}/server/remoteEntry.js`] = bundle(name);
    }
    const host = await remoteHost(files, requests);
    const bundles = createRemoteBundles({
      selfUrl: host.base,
      refreshMs: 30_000,
      now: () => 0,
      log: jest.fn(),
      maxLoaded: 2,
    });
    const manifestFetches = (name: string) =>
      requests.filter((url) => url === `/${name}/mf-manifest.json`).length;
    try {
      await bundles.get('/a/mf-manifest.json');
      await bundles.get('/b/mf-manifest.json');
      await bundles.get('/c/mf-manifest.json');
      // Using b makes c the least recently used one.
      expect(await html(bundles, '/b/mf-manifest.json')).toBe('<p>b /news</p>');
      expect(manifestFetches('b')).toBe(1);

      expect(await html(bundles, '/a/mf-manifest.json')).toBe('<p>a /news</p>');
      expect(manifestFetches('a')).toBe(2);
      expect(requests.filter((url) => url === '/a/server/remoteEntry.js')).toHaveLength(2);

      await bundles.get('/b/mf-manifest.json');
      await bundles.get('/a/mf-manifest.json');
      expect([manifestFetches('a'), manifestFetches('b'), manifestFetches('c')]).toEqual([2, 1, 1]);

      await bundles.get('/c/mf-manifest.json');
      expect(manifestFetches('c')).toBe(2);
    } finally {
      await host.close();
    }
  });
});
