/** @jest-environment node */
import { Route, Routes } from 'react-router';
import { createAreaRenderer } from '@teashop/shared/src/ssr/renderArea';
import translations from '../../i18n';
import { type FakeCms, installFakeCms, makeProducts } from '../../test/fakeCms';
import { ProductListPage } from '../products/ProductListPage';

function ListRoutes() {
  return (
    <Routes>
      <Route path="/products" element={<ProductListPage />} />
    </Routes>
  );
}

const render = createAreaRenderer({ name: 'mf-catalog', translations, Routes: ListRoutes });

let cms: FakeCms;
beforeEach(() => {
  cms = installFakeCms(makeProducts(30));
  // Orders by price when asked to, as the cms does.
  const answer = global.fetch;
  global.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const sort = new URL(String(input)).searchParams.get('sort[0]');
    if (sort === 'price:desc') cms.products.sort((a, b) => Number(b.price) - Number(a.price));
    return answer(input, init);
  }) as typeof fetch;
});
afterEach(() => cms.restore());

const names = (html: string) => [...html.matchAll(/<h3[^>]*>(Tea \d+)<\/h3>/g)].map((m) => m[1]);

describe('server rendering of a sorted list', () => {
  it('renders the order of the URL and embeds the page under the key the browser reads', async () => {
    const result = await render({
      url: '/products?roast=unroasted&sort=price-desc',
      locale: 'en',
      config: { cmsUrl: 'http://cms.test', authCookieName: 'jwt', remotes: {} },
      cmsApiUrl: 'http://cms.test',
      timeoutMs: 5_000,
    });
    const requests = cms.requests.filter((r) => r.startsWith('GET /api/products'));
    expect(requests).toHaveLength(1);
    expect(requests[0]).toContain('sort[0]=price:desc&sort[1]=name:asc&sort[2]=documentId:asc');
    expect(names(result.html).slice(0, 3)).toEqual(['Tea 30', 'Tea 28', 'Tea 27']);
    // the select shows the order
    expect(result.html).toMatch(/<option value="price-desc" selected="">/);
    const keys = Object.keys(result.data).filter((key) => key.startsWith('list|'));
    expect(keys).toHaveLength(1);
    expect(keys[0]).toContain('"price-desc"');
  });
});
