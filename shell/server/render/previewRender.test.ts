/**
 * @jest-environment node
 */
import type { Response } from 'express';
import { matchRoute } from '@teashop/contracts';
import { setRuntimeConfig } from '@teashop/contracts';
import { apiRequest } from '@teashop/runtime';
import { runWithPreviewToken } from '@teashop/runtime/server';
import type { AreaRenderer } from '@teashop/runtime/server';
import { sendServerRendered } from './serverRender';
import { fakeResponse } from '../testing/fakeResponse';

const TOKEN = 'eyJwcm9kdWN0IjoxfQ.c2lnbmF0dXJl';
const PAGE =
  '<html><head></head><body><div id="shell-header"></div><main><div id="area-mf-catalog"></div></main><div id="shell-footer"></div><div id="shell-root"></div></body></html>';

/** A remote whose page reads a product from the content backend (as mf-catalog does). */
const render: AreaRenderer = async () => {
  const product = await apiRequest<{ data: { name: string } }>('/products/doc1');
  return { html: `<h1>${product.data.name}</h1>`, data: { product: product.data } };
};

describe('a preview page rendered on the server', () => {
  beforeAll(() => {
    setRuntimeConfig({ cmsUrl: 'http://cms', cmsApiUrl: 'http://cms' });
    global.fetch = (async (url: string, init?: RequestInit) => {
      const token = (init?.headers as Record<string, string>)['X-Preview-Token'];
      const path = new URL(url).pathname;
      const data =
        path === '/api/products/doc1' ? { name: token ? 'Draft Tea' : 'Live Tea' } : null;
      return new Response(JSON.stringify({ data }), { status: 200 });
    }) as unknown as typeof fetch;
  });

  const send = (token: string | null, preview?: { active: boolean }) => {
    const page = fakeResponse();
    const match = matchRoute('/products/sencha');
    if (!match) throw new Error('no route');
    return runWithPreviewToken(token, () =>
      sendServerRendered(
        page.res,
        {
          html: PAGE,
          match,
          pathname: '/products/sencha',
          search: token ? `?preview=${token}` : '',
          status: 200,
          preview,
          cacheControl: preview ? 'private, no-store' : undefined,
        },
        {
          config: { cmsUrl: 'http://cms', authCookieName: 'jwt', remotes: {} },
          cmsApiUrl: 'http://cms',
          timeoutMs: 2000,
          shellStyles: [],
          remoteBundle: async () => ({ render, meta: null, stylesheets: [] }),
          log: () => undefined,
        },
      ),
    ).then(() => page);
  };

  test('the draft, its banner state embedded for hydration, never stored', async () => {
    const page = await send(TOKEN, { active: true });
    expect(page.headers['cache-control']).toBe('private, no-store');
    const html = page.body();
    expect(html).toContain('<h1>Draft Tea</h1>');
    expect(html).toContain('"name":"Draft Tea"');
    expect(html).toContain('"shell:preview":{"active":true}');
    expect(html).toContain('role="status"');
  });

  test('concurrent visitors of the same page get the published content', async () => {
    const [preview, visitor] = await Promise.all([send(TOKEN, { active: true }), send(null)]);
    expect(preview.body()).toContain('<h1>Draft Tea</h1>');
    expect(visitor.body()).toContain('<h1>Live Tea</h1>');
    expect(visitor.body()).not.toContain('shell:preview');
    expect(visitor.body()).not.toContain('role="status"');
    expect(visitor.headers['cache-control']).toBe('no-cache');
  });
});
