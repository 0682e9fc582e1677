import { localizePath } from '@teashop/shared';
import { screen, within } from '@testing-library/react';
import { OrdersPage } from './OrdersPage';
import { renderInArea } from '@teashop/shared/test-support/renderInArea';
import { json, mockFetch, member, resetSession, signedInAs } from '../../testing/renderPage';

beforeEach(() => resetSession());
afterEach(() => jest.restoreAllMocks());

const order = (n: number, status: string, placedAt: string, grandTotal: number) => ({
  documentId: `doc${n}`,
  number: `TS-2026-${String(n).padStart(6, '0')}`,
  orderStatus: status,
  placedAt,
  grandTotal,
  currency: 'USD',
  items: [],
  itemsSubtotal: grandTotal,
  shippingAndHandling: 0,
  discount: 0,
});

test('lists the orders as the backend sends them (newest first) with date, status and total', async () => {
  signedInAs();
  const { calls } = mockFetch({
    'GET /api/orders': () =>
      json(200, {
        data: [
          order(261, 'pending', '2026-11-21T08:55:00.000Z', 28.5),
          order(256, 'refunded', '2026-11-17T14:12:00.000Z', 41),
        ],
        meta: { pagination: { page: 2, pageSize: 5, pageCount: 3, total: 12 } },
      }),
  });
  await renderInArea(<OrdersPage />, { ...member, url: '/member/orders?page=2' });
  const rows = await screen.findAllByRole('row');
  expect(rows).toHaveLength(3);
  expect(
    within(rows[1] as HTMLElement).getByRole('link', { name: 'View order TS-2026-000261' }),
  ).toHaveAttribute('href', '/member/orders/doc261');
  expect(rows[1]).toHaveTextContent('Nov 21, 2026');
  expect(rows[1]).toHaveTextContent('Pending');
  expect(rows[1]).toHaveTextContent('US$28.50');
  expect(rows[2]).toHaveTextContent('Refunded');
  expect(calls[0]?.url.search).toBe('?page=2&pageSize=5');
  expect(new Headers(calls[0]?.init.headers).get('Authorization')).toBe('Bearer jwt-demo');
  expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute(
    'href',
    '/member/orders?page=1',
  );
  expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute(
    'href',
    '/member/orders?page=3',
  );
});

test.each([
  ['en', ['Pending', 'Processing', 'Shipped', 'Completed', 'Canceled', 'Refunded'], 'Jan 2, 2026'],
  ['zh', ['待處理', '處理中', '已出貨', '已完成', '已取消', '已退款'], '2026年1月2日'],
  ['jp', ['保留中', '処理中', '発送済み', '完了', 'キャンセル済み', '返金済み'], '2026年1月2日'],
] as const)('status labels and dates in %s', async (locale, labels, date) => {
  signedInAs();
  const statuses = ['pending', 'processing', 'shipped', 'completed', 'canceled', 'refunded'];
  mockFetch({
    'GET /api/orders': () =>
      json(200, {
        data: statuses.map((s, i) => order(i + 1, s, '2026-01-02T12:00:00.000Z', 10)),
        meta: { pagination: { page: 1, pageSize: 5, pageCount: 1, total: 6 } },
      }),
  });
  await renderInArea(<OrdersPage />, {
    ...member,
    url: localizePath('/member/orders', locale),
    locale,
  });
  const table = await screen.findByTestId('orders');
  for (const label of labels) expect(within(table).getByText(label)).toBeInTheDocument();
  expect(within(table).getAllByText(date)).toHaveLength(6);
});

test('no orders yet', async () => {
  signedInAs();
  mockFetch({
    'GET /api/orders': () =>
      json(200, {
        data: [],
        meta: { pagination: { page: 1, pageSize: 5, pageCount: 0, total: 0 } },
      }),
  });
  await renderInArea(<OrdersPage />, { ...member, url: '/member/orders' });
  expect(await screen.findByText('You have not placed any orders yet.')).toBeInTheDocument();
});
