import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { OrderDetailPage } from './OrderDetailPage';
import { renderInArea } from '@teashop/runtime/test-support';
import {
  json,
  mockFetch,
  member,
  resetSession,
  signedInAs,
  strapiError,
} from '../../testing/renderPage';

beforeEach(() => resetSession());
afterEach(() => jest.restoreAllMocks());

const page = (
  <Routes>
    <Route path="/member/orders/:id" element={<OrderDetailPage />} />
  </Routes>
);

const ORDER = {
  documentId: 'abc',
  number: 'TS-2026-000245',
  orderStatus: 'shipped',
  placedAt: '2026-11-12T06:30:00.000Z',
  currency: 'USD',
  items: [
    {
      productId: 'p1',
      slug: 'hojicha',
      name: 'Hojicha',
      productFormat: 'Loose leaf, 50 g',
      price: 12,
      quantity: 2,
      lineTotal: 24,
      thumbnailUrl: '/uploads/thumb_h.jpg',
    },
  ],
  itemsSubtotal: 24,
  shippingAndHandling: 6.5,
  discount: 0,
  grandTotal: 30.5,
  paymentMethod: 'card',
  shippingStatus: 'in_transit',
  trackingNumber: 'TWX2026111200457',
  deliveryAddress: {
    firstName: 'Mei',
    lastName: 'Lin',
    address: 'Dihua St.',
    city: 'Taipei',
    zipCode: '103',
    country: 'Taiwan',
    phone: '+886 912 345 678',
  },
};

const JAPANESE_ORDER = {
  ...ORDER,
  placedAt: '2026-11-26T03:00:00.000Z',
  currency: 'JPY',
  items: [{ ...ORDER.items[0], price: 8700, quantity: 2, lineTotal: 17400 }],
  itemsSubtotal: 17400,
  shippingAndHandling: 0,
  grandTotal: 17400,
  deliveryAddress: {
    firstName: '太郎',
    lastName: '山田',
    country: '日本',
    zipCode: '100-0001',
    state: '東京都',
    city: '千代田区',
    address: '千代田1-1',
    phone: '03-1234-5678',
  },
};

test('shows the order', async () => {
  signedInAs();
  const { calls } = mockFetch({
    'GET /api/orders/abc': () => json(200, { data: ORDER, meta: {} }),
  });
  await renderInArea(page, { ...member, url: '/member/orders/abc' });
  expect(await screen.findByTestId('order')).toHaveTextContent('TS-2026-000245');
  expect(screen.getByText('Shipped')).toBeInTheDocument();
  expect(screen.getByText('Credit card')).toBeInTheDocument();
  expect(screen.getByTestId('items-subtotal')).toHaveTextContent('US$24.00');
  expect(screen.getByTestId('shipping-and-handling')).toHaveTextContent('US$6.50');
  expect(screen.getByTestId('grand-total')).toHaveTextContent('US$30.50');
  expect(screen.getByTestId('shipping-status')).toHaveTextContent('In transit');
  expect(screen.getByTestId('tracking-number')).toHaveTextContent('TWX2026111200457');
  expect(screen.getAllByText('Nov 12, 2026').length).toBeGreaterThan(0);
  expect(screen.getByTestId('delivery-address')).toHaveTextContent(
    'Mei LinDihua St.Taipei 103Taiwan+886 912 345 678',
  );
  expect(screen.getByTestId('order-item')).toHaveTextContent('Hojicha');
  expect(document.querySelector('[data-testid="order-item"] img')).toHaveAttribute(
    'src',
    'http://cms.test/uploads/thumb_h.jpg',
  );
  expect(calls[0]?.url.pathname).toBe('/api/orders/abc');
});

test("another member's order id shows the not-found page, never an order", async () => {
  signedInAs();
  mockFetch({
    'GET /api/orders/theirs': () => strapiError(404, 'NotFoundError', 'Order not found'),
  });
  await renderInArea(page, { ...member, url: '/jp/member/orders/theirs', locale: 'jp' });
  expect(await screen.findByText('404 - ページが見つかりません')).toBeInTheDocument();
  expect(screen.queryByTestId('order')).toBeNull();
});

test('in Japanese: the date, the name family name first, the postal code first, the phone, free shipping', async () => {
  signedInAs();
  mockFetch({
    'GET /api/orders/abc': () => json(200, { data: JAPANESE_ORDER, meta: {} }),
  });
  await renderInArea(page, { ...member, url: '/jp/member/orders/abc', locale: 'jp' });
  const order = await screen.findByTestId('order');
  expect(screen.getAllByText('2026年11月26日').length).toBeGreaterThan(0);
  expect(order).not.toHaveTextContent('Nov 26, 2026');
  const address = screen.getByTestId('delivery-address');
  expect(address.innerHTML.split('<br>')).toEqual([
    '山田 太郎',
    '〒100-0001 東京都 千代田区',
    '千代田1-1',
    '日本',
    '03-1234-5678',
  ]);
  expect(screen.getByTestId('shipping-and-handling')).toHaveTextContent('無料');
  expect(screen.getByTestId('items-subtotal')).toHaveTextContent('¥17,400');
  expect(order).not.toHaveTextContent('￥');
});

test('shipping of zero reads "Free", as at checkout', async () => {
  signedInAs();
  mockFetch({
    'GET /api/orders/abc': () =>
      json(200, { data: { ...ORDER, shippingAndHandling: 0, grandTotal: 24 }, meta: {} }),
  });
  await renderInArea(page, { ...member, url: '/member/orders/abc' });
  expect(await screen.findByTestId('shipping-and-handling')).toHaveTextContent('Free');
  expect(screen.getByTestId('order')).not.toHaveTextContent('US$0.00');
});

test('the timeline: placed, paid, shipped with the carrier and tracking number, refunds; in Japanese', async () => {
  signedInAs();
  mockFetch({
    'GET /api/orders/abc': () =>
      json(200, {
        data: {
          ...JAPANESE_ORDER,
          orderStatus: 'refunded',
          paidAt: '2026-11-26T03:01:00.000Z',
          carrier: 'ヤマト運輸',
          trackingNumber: '4912-3456-7890',
          trackingUrl: 'https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number01=491234567890',
          refundedTotal: 2000,
          history: [
            {
              at: '2026-11-27T01:00:00.000Z',
              move: 'ship',
              from: 'processing',
              to: 'shipped',
              carrier: 'ヤマト運輸',
              trackingNumber: '4912-3456-7890',
            },
            {
              at: '2026-11-28T09:00:00.000Z',
              move: 'refund',
              from: 'shipped',
              to: 'refunded',
              amount: 2000,
            },
          ],
        },
        meta: {},
      }),
  });
  await renderInArea(page, { ...member, url: '/jp/member/orders/abc', locale: 'jp' });
  const timeline = await screen.findByTestId('order-timeline');
  expect([...timeline.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
    '2026年11月26日ご注文受付',
    '2026年11月26日お支払い完了',
    '2026年11月27日ヤマト運輸にて発送（お問い合わせ番号 4912-3456-7890）',
    '2026年11月28日¥2,000 を返金',
  ]);
  expect(screen.getByTestId('carrier')).toHaveTextContent('ヤマト運輸');
  const tracking = screen.getByRole('link', { name: /ヤマト運輸のサイトで配送状況を確認/ });
  expect(tracking).toHaveAttribute(
    'href',
    'https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number01=491234567890',
  );
  expect(tracking).toHaveAttribute('target', '_blank');
  expect(tracking).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.getByTestId('refunded-total')).toHaveTextContent('-¥2,000');
});

test('a tracking address that is not a web page is not made a link', async () => {
  signedInAs();
  mockFetch({
    'GET /api/orders/abc': () =>
      json(200, {
        data: {
          ...ORDER,
          orderStatus: 'shipped',
          carrier: 'UPS',
          trackingUrl: 'javascript:alert(1)',
        },
        meta: {},
      }),
  });
  await renderInArea(page, { ...member, url: '/member/orders/abc' });
  expect(await screen.findByTestId('tracking-number')).toHaveTextContent('TWX2026111200457');
  expect(screen.getByTestId('tracking-number')).not.toHaveTextContent('Track your parcel');
});
