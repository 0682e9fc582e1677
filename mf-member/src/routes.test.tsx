import { act, fireEvent, render, screen } from '@testing-library/react';
import { setRuntimeConfig } from '@teashop/contracts';
import { addNamespace, initI18n } from '@teashop/runtime';
import { AreaRoot } from '@teashop/runtime/test-support';
import { createAreaServer } from '@teashop/runtime/server';
import translations from './i18n/all';
import { routes } from './routes';
import {
  json,
  mockFetch,
  member,
  resetSession,
  signedInAs,
  strapiError,
} from './testing/renderPage';

const server = createAreaServer({ name: 'mf-member', translations, routes });
const page = server.page as NonNullable<typeof server.page>;
const request = (url: string, locale: 'en' | 'zh' | 'jp' = 'en') => ({
  url,
  locale,
  config: { ...member.config, remotes: {} },
  cmsApiUrl: 'http://cms.test',
  timeoutMs: 5_000,
});

const ORDER = {
  documentId: 'o1',
  number: 'TS-2026-000245',
  orderStatus: 'shipped',
  placedAt: '2026-11-12T06:30:00.000Z',
  currency: 'USD',
  items: [{ productId: 'p1', name: 'Hojicha', price: 12, quantity: 2, lineTotal: 24 }],
  itemsSubtotal: 24,
  shippingAndHandling: 6.5,
  discount: 0,
  grandTotal: 30.5,
};

/** The area in the browser at `url`, as the shell mounts it (its routers from the route table). */
async function mountArea(url: string) {
  window.history.replaceState(null, '', url);
  return act(async () => {
    render(
      <AreaRoot
        name="mf-member"
        locale="en"
        basePath=""
        pages={{ name: 'mf-member', translations, routes }}
      />,
    );
  });
}

beforeEach(async () => {
  resetSession();
  setRuntimeConfig(member.config);
  await initI18n('en');
  addNamespace('mf-member', translations);
  document.title = 'Before';
});
afterEach(() => jest.restoreAllMocks());

describe('member routes', () => {
  it("gives a member page's head from its route's meta, in the page's language, loading nothing on the server", async () => {
    const { calls } = mockFetch({});
    expect(await page(request('/member/account'))).toEqual(
      expect.objectContaining({ status: 'found', head: { title: 'My account' } }),
    );
    expect((await page(request('/jp/member/orders', 'jp'))).head).toEqual({ title: '注文履歴' });
    // An order page's member is not known on the server: its title, never a 404 or the order.
    expect(await page(request('/zh/member/orders/o1', 'zh'))).toEqual(
      expect.objectContaining({ status: 'found', head: { title: '訂單明細' } }),
    );
    expect((await page(request('/login'))).head).toEqual({ title: 'Log in' });
    expect(calls).toEqual([]);
  });

  it('reads the order through one request, shows a retry when it fails, and the order after it', async () => {
    signedInAs();
    let failures = 1;
    const { calls } = mockFetch({
      'GET /api/orders/o1': () =>
        failures-- > 0
          ? strapiError(500, 'InternalServerError', 'Internal Server Error')
          : json(200, { data: ORDER, meta: {} }),
    });
    await mountArea('/member/orders/o1');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByTestId('load-failed')).toHaveTextContent(
      'Your details could not be loaded. Please try again.',
    );
    // The member centre stays around the failure; its title is the page's.
    expect(screen.getByRole('navigation', { name: 'Member Center' })).toBeInTheDocument();
    expect(document.title).toBe('Order details | Leaf & Kettle Tea');
    // The route's load and the page read the same key: one request for both.
    expect(calls.map((call) => call.url.pathname)).toEqual(['/api/orders/o1']);

    await act(async () => fireEvent.click(retry));
    expect(await screen.findByTestId('order')).toHaveTextContent('TS-2026-000245');
    expect(screen.queryByTestId('load-failed')).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it("titles another member's order as not found, from the route's meta", async () => {
    signedInAs();
    mockFetch({
      'GET /api/orders/theirs': () => strapiError(404, 'NotFoundError', 'Order not found'),
    });
    await mountArea('/member/orders/theirs');
    expect(await screen.findByText('404 - Page Not Found')).toBeInTheDocument();
    expect(document.title).toBe('404 - Page Not Found | Leaf & Kettle Tea');
    expect(screen.queryByTestId('order')).toBeNull();
  });
});
