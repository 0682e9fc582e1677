import { act, screen } from '@testing-library/react';
import { setRuntimeConfig } from '@teashop/contracts';
import { renderInArea } from '@teashop/runtime/test-support';
import { cartCheckout } from '../../test/area';
import { CompletePage } from './CompletePage';

/** A paid Japanese order, delivered in Tokyo, with free shipping. */
const ORDER = {
  documentId: 'ord2',
  number: 'TS-2026-000901',
  currency: 'JPY',
  itemsSubtotal: 17400,
  shippingAndHandling: 0,
  discount: 0,
  grandTotal: 17400,
  paymentMethod: 'Visa •••• 4242',
  placedAt: '2026-11-26T03:00:00.000Z',
  items: [
    {
      productId: 'p1',
      name: '京都 ほうじ茶',
      sku: 'HOJ-50',
      slug: 'hojicha',
      price: 8700,
      quantity: 2,
      lineTotal: 17400,
    },
  ],
  deliveryAddress: {
    firstName: '太郎',
    lastName: '山田',
    country: '日本',
    zipCode: '100-0001',
    state: '東京都',
    city: '千代田区',
    address: '千代田1-1',
    apartment: '',
    phone: '03-1234-5678',
  },
};

beforeAll(async () => {
  setRuntimeConfig({ cmsUrl: 'http://cms.test', authCookieName: 'teashop_jwt' });
});

it('/jp/complete: the date in Japanese, family name first, postal code first, the phone, free shipping', async () => {
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    if (url.pathname === '/api/checkout/orders/ord2/result') {
      return new Response(JSON.stringify({ data: { result: 'success', order: ORDER } }));
    }
    return new Response(JSON.stringify({ data: [] }));
  }) as unknown as typeof fetch;
  await act(async () => {
    await renderInArea(<CompletePage />, {
      ...cartCheckout,
      locale: 'jp',
      url: '/jp/complete?order=ord2',
      path: '/complete',
    });
  });
  expect(await screen.findByTestId('order-number')).toHaveTextContent('TS-2026-000901');
  expect(screen.getByText('2026年11月26日')).toBeVisible();
  const lines = [...document.querySelectorAll('[data-page="complete"] .addressLine')].map(
    (line) => line.textContent,
  );
  expect(lines).toEqual([
    '山田 太郎',
    '〒100-0001 東京都 千代田区',
    '千代田1-1',
    '日本',
    '03-1234-5678',
  ]);
  expect(screen.getByTestId('summary-shipping')).toHaveTextContent('無料');
  expect(screen.getByTestId('summary-total')).toHaveTextContent('¥17,400');
  expect(document.body.textContent).not.toContain('Nov 26, 2026');
});
