import { useState } from 'react';
import { localizePath } from '@teashop/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { OrdersPage } from './OrdersPage';
import { renderInArea } from '@teashop/runtime/test-support';
import {
  DEMO_USER,
  json,
  mockFetch,
  member,
  resetSession,
  signedInAs,
  strapiError,
} from '../../testing/renderPage';

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

const listOf = (...orders: ReturnType<typeof order>[]) =>
  json(200, {
    data: orders,
    meta: { pagination: { page: 1, pageSize: 5, pageCount: 1, total: orders.length } },
  });

test('a list that could not be loaded says so and loads again on "Try again"', async () => {
  signedInAs();
  let failures = 1;
  const { calls } = mockFetch({
    'GET /api/orders': () =>
      failures-- > 0
        ? strapiError(502, 'BadGateway', 'Bad Gateway')
        : listOf(order(261, 'pending', '2026-11-21T08:55:00.000Z', 28.5)),
  });
  await renderInArea(<OrdersPage />, { ...member, url: '/member/orders' });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Your details could not be loaded. Please try again.',
  );
  expect(screen.queryByTestId('orders')).toBeNull();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
  expect(await screen.findByTestId('orders')).toHaveTextContent('TS-2026-000261');
  expect(calls).toHaveLength(2);
});

/** The order list, left (another page of the shop) and opened again in the same tab. */
function Visits() {
  const [open, setOpen] = useState(true);
  return (
    <>
      {open ? <OrdersPage /> : null}
      <button type="button" onClick={() => setOpen(!open)}>
        visit
      </button>
    </>
  );
}

test('opened again, the list asks again (an order placed meanwhile shows); another member never sees it', async () => {
  signedInAs();
  const placed = [order(256, 'refunded', '2026-11-17T14:12:00.000Z', 41)];
  const { calls } = mockFetch({ 'GET /api/orders': () => listOf(...placed) });
  await renderInArea(<Visits />, { ...member, url: '/member/orders' });
  expect(await screen.findByTestId('orders')).toHaveTextContent('TS-2026-000256');
  const visit = () =>
    act(async () => fireEvent.click(screen.getByRole('button', { name: 'visit' })));

  await visit();
  placed.unshift(order(261, 'pending', '2026-11-21T08:55:00.000Z', 28.5));
  await visit();
  expect(await screen.findByText('TS-2026-000261')).toBeInTheDocument();
  expect(calls).toHaveLength(2);

  // Signed out and someone else signed in: nothing of the first member shows while theirs loads.
  await visit();
  signedInAs({ ...DEMO_USER, id: 8, email: 'other@teashop.test' }, 'jwt-other');
  placed.splice(0);
  await visit();
  expect(screen.queryByText('TS-2026-000256')).toBeNull();
  expect(await screen.findByText('You have not placed any orders yet.')).toBeInTheDocument();
  expect(new Headers(calls[2]?.init.headers).get('Authorization')).toBe('Bearer jwt-other');
});
