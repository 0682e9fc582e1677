import { act, waitFor } from '@testing-library/react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { setRuntimeConfig } from '@teashop/contracts';
import { QUERY_STATE_KEY, addNamespace, initI18n, preloadRoute } from '@teashop/runtime';
import { AreaRoot } from '@teashop/runtime/test-support';
import { createAreaServer } from '@teashop/runtime/server';
import translations from './i18n/all';
import { routes } from './routes';
import { type FakeCms, installFakeCms, makeProducts } from './test/fakeCms';

const server = createAreaServer({ name: 'mf-catalog', translations, routes });
const page = server.page as NonNullable<typeof server.page>;
const config = { cmsUrl: 'http://cms.test', authCookieName: 'jwt', remotes: {} };
const request = (url: string) => ({
  url,
  locale: 'en' as const,
  config,
  cmsApiUrl: 'http://cms.test',
  timeoutMs: 5_000,
});

/**
 * HTML of a page as the server renders it from the data its route loaded. (React's server renderer
 * and the browser's cannot share one test's modules, so the same tree is rendered by the browser's
 * renderer into a detached element, with its own data cache.)
 */
async function serverHtml(data: Record<string, unknown>): Promise<string> {
  const element = document.createElement('div');
  const root = createRoot(element);
  await act(async () => {
    root.render(
      <AreaRoot
        name="server"
        locale="en"
        basePath=""
        pages={{ name: 'mf-catalog', translations, routes }}
        initialData={data}
      />,
    );
  });
  const html = element.innerHTML.replace('data-boundary="server"', 'data-boundary="mf-catalog"');
  act(() => root.unmount());
  return html;
}

let cms: FakeCms;
beforeEach(async () => {
  const products = makeProducts(4);
  (products[0] as (typeof products)[number]).name = 'Alishan </script> Oolong';
  cms = installFakeCms(products);
  setRuntimeConfig(config);
  await initI18n('en');
  addNamespace('mf-catalog', translations);
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});
afterEach(() => cms.restore());

const ldBlocks = () => document.head.querySelectorAll('script[type="application/ld+json"]');

describe('catalogue routes', () => {
  it('describes a product page from the product its route loaded, with one JSON-LD block', async () => {
    const found = await page(request('/products/tea-01'));
    expect(found.status).toBe('found');
    expect(found.head).toEqual(
      expect.objectContaining({ title: 'Alishan </script> Oolong', type: 'product' }),
    );
    expect(found.head?.jsonLd).toEqual(
      expect.objectContaining({
        '@type': 'Product',
        name: 'Alishan </script> Oolong',
        offers: expect.objectContaining({ price: 10, priceCurrency: 'USD' }),
      }),
    );
  });

  it('gives the JSON-LD absolute picture URLs when pictures come from the shop origin', async () => {
    setRuntimeConfig({ ...config, cmsUrl: '' });
    const found = await page({ ...request('/products/tea-01'), config: { ...config, cmsUrl: '' } });
    const images = (found.head?.jsonLd as { image?: string[] } | undefined)?.image ?? [];
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image).toMatch(/^https?:\/\/[^/]+\/uploads\//);
  });

  it('answers not-found for an unknown product', async () => {
    expect((await page(request('/products/nope'))).status).toBe('not-found');
    expect((await page(request('/products/tea-02'))).status).toBe('found');
  });

  it('hydrates the server HTML without asking the content backend again, then loads after navigation', async () => {
    window.history.replaceState(null, '', '/products/tea-01');
    await preloadRoute(routes, '/products/tea-01');
    const loaded = await page(request('/products/tea-01'));
    const rendered = { data: { [QUERY_STATE_KEY]: loaded.state } };
    const html = await serverHtml(rendered.data);
    expect(html).toContain('Alishan &lt;/script&gt; Oolong');
    // The head the shop server wrote: its JSON-LD is the one the page keeps.
    document.head.innerHTML = '<script type="application/ld+json">{"@type":"Product"}</script>';
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);

    const before = cms.requests.length;
    const errors = jest.spyOn(console, 'error');
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <AreaRoot
          name="mf-catalog"
          locale="en"
          basePath=""
          pages={{ name: 'mf-catalog', translations, routes }}
          initialData={rendered.data}
        />,
      );
    });
    // The first browser render reuses the server's data: nothing is fetched.
    expect(cms.requests.slice(before)).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('h1')?.textContent).toBe('Alishan </script> Oolong');
    expect(document.title).toMatch(/^Alishan <\/script> Oolong \| /);
    expect(ldBlocks()).toHaveLength(1);
    expect(JSON.parse(ldBlocks()[0]?.textContent ?? '{}')).toEqual(
      expect.objectContaining({ name: 'Alishan </script> Oolong' }),
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost/products/tea-01',
    );

    // Another product (as the shop's links navigate: history, then popstate): its data is loaded,
    // the page shows its loading state meanwhile.
    cms.hold = true;
    await act(async () => {
      window.history.pushState(null, '', '/products/tea-02');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(container.querySelector('[data-testid="product-skeleton"]')).not.toBeNull();
    expect(cms.requests.slice(before).some((r) => r.includes('filters[slug][$eq]=tea-02'))).toBe(
      true,
    );
    cms.hold = false;
    act(() => cms.release());
    await waitFor(() => expect(container.querySelector('h1')?.textContent).toBe('Tea 02'));
    await waitFor(() => expect(document.title).toMatch(/^Tea 02 \| /));
    expect(ldBlocks()).toHaveLength(1);
    expect(document.title).toMatch(/^Tea 02 \| /);
    act(() => root?.unmount());
    errors.mockRestore();
  });
});
