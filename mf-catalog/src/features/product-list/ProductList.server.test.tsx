/** @jest-environment node */
import { createAreaServer } from '@teashop/runtime/server';
import { QUERY_STATE_KEY } from '@teashop/runtime';
import translations from '../../i18n/all';
import { routes } from '../../routes';
import { type FakeCms, installFakeCms, makeProducts } from '../../test/fakeCms';

const server = createAreaServer({ name: 'mf-catalog', translations, routes });

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
const request = {
  url: '/products?roast=unroasted&sort=price-desc',
  locale: 'en' as const,
  config: { cmsUrl: 'http://cms.test', authCookieName: 'jwt', remotes: {} },
  cmsApiUrl: 'http://cms.test',
  timeoutMs: 5_000,
};

describe('server rendering of a sorted list', () => {
  it('renders the order of the URL from what the route loaded, and embeds it for the browser', async () => {
    const page = await (server.page as NonNullable<typeof server.page>)(request);
    expect(page.status).toBe('found');
    expect(page.head?.title).toBe('Teas');
    const result = await server.render({ ...request, state: page.state });
    // The route's `load` asked once; the render reused it.
    const requests = cms.requests.filter((r) => r.startsWith('GET /api/products'));
    expect(requests).toHaveLength(1);
    expect(requests[0]).toContain('sort[0]=price:desc&sort[1]=name:asc&sort[2]=documentId:asc');
    expect(names(result.html).slice(0, 3)).toEqual(['Tea 30', 'Tea 28', 'Tea 27']);
    // the select shows the order
    expect(result.html).toMatch(/<option value="price-desc" selected="">/);
    const state = result.data[QUERY_STATE_KEY] as { queries: Array<{ queryKey: unknown[] }> };
    const lists = state.queries.filter((q) => String(q.queryKey[0]).startsWith('list|'));
    expect(lists).toHaveLength(1);
    expect(String(lists[0]?.queryKey[0])).toContain('"price-desc"');
  });
});
