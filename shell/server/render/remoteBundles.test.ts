/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRemoteBundles } from './remoteBundles';

/** A static host for one remote's build: mf-manifest.json and server/render.js. */
function remoteHost(files: Record<string, string>) {
  const server = http.createServer((req, res) => {
    const body = files[req.url ?? ''];
    if (body === undefined) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200).end(body);
  });
  return new Promise<{ base: string; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        base: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

const manifest = (version: string) =>
  JSON.stringify({
    version,
    exposes: [{ name: 'spa', assets: { css: { sync: [`spa.${version}.css`], async: [] } } }],
  });
const bundle = (text: string) =>
  `exports.render = async (request) => ({ html: '<p>${text} ' + request.url + '</p>', data: {} });`;

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
  it('loads a remote from next to its manifest and picks up a redeploy without a restart', async () => {
    const files: Record<string, string> = {
      '/remotes/mf-content/mf-manifest.json': manifest('1'),
      '/remotes/mf-content/server/render.js': bundle('first build'),
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

      files['/remotes/mf-content/mf-manifest.json'] = manifest('2');
      files['/remotes/mf-content/server/render.js'] = bundle('second build');
      clock = 10_000;
      expect(await html(bundles, manifestUrl)).toBe('<p>first build /news</p>');

      // Past the refresh interval the request that notices the change starts the reload.
      clock = 31_000;
      await bundles.get(manifestUrl);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await html(bundles, manifestUrl)).toBe('<p>second build /news</p>');
      expect((await bundles.get(manifestUrl)).stylesheets).toEqual([
        { href: '/remotes/mf-content/spa.2.css', css: null },
      ]);
    } finally {
      await host.close();
    }
  });

  it('renders in the browser when a remote has no server bundle or a broken one', async () => {
    const host = await remoteHost({
      '/a/mf-manifest.json': manifest('1'),
      '/b/mf-manifest.json': manifest('1'),
      '/b/server/render.js': 'throw new Error("broken at load")',
    });
    const log = jest.fn();
    const bundles = createRemoteBundles({ selfUrl: host.base, refreshMs: 30_000, log });
    try {
      expect((await bundles.get('/a/mf-manifest.json')).render).toBeNull();
      expect((await bundles.get('/b/mf-manifest.json')).render).toBeNull();
      expect((await bundles.get('/missing/mf-manifest.json')).render).toBeNull();
      expect(log).toHaveBeenCalledWith(expect.stringContaining('broken at load'));
    } finally {
      await host.close();
    }
  });

  it('uses manifests on another origin with absolute style sheet URLs', async () => {
    const host = await remoteHost({
      '/cdn/mf-manifest.json': manifest('7'),
      '/cdn/server/render.js': bundle('cdn'),
    });
    const bundles = createRemoteBundles({ selfUrl: 'http://127.0.0.1:9', refreshMs: 30_000 });
    try {
      const remote = await bundles.get(`${host.base}/cdn/mf-manifest.json`);
      expect(remote.stylesheets).toEqual([{ href: `${host.base}/cdn/spa.7.css`, css: null }]);
      expect(remote.render).not.toBeNull();
    } finally {
      await host.close();
    }
  });
});
