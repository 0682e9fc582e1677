import { act, screen } from '@testing-library/react';
import { setRuntimeConfig } from '@teashop/contracts';
import { renderInArea } from '@teashop/runtime/test-support';
import { cartCheckout } from '../../test/area';
import type { PaymentResult } from '../checkout/checkoutApi';
import { CompletePage } from './CompletePage';
import { MAX_POLLS, POLL_MS } from './usePaymentResult';

const ORDER = {
  documentId: 'ord1',
  number: 'TS-2026-000900',
  currency: 'USD',
  itemsSubtotal: 36,
  shippingAndHandling: 6,
  discount: 3.6,
  grandTotal: 38.4,
  couponCode: 'WELCOME10',
  paymentMethod: 'Visa •••• 4242',
  placedAt: '2026-11-24T10:00:00.000Z',
  shippingMethod: 'Standard delivery',
  items: [
    {
      productId: 'p1',
      name: 'Dragon Well',
      sku: 'LJ-50',
      slug: 'longjing',
      price: 18,
      quantity: 2,
      lineTotal: 36,
    },
  ],
};

function answer(result: PaymentResult) {
  return jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    if (url.pathname === '/api/checkout/orders/ord1/result') {
      return new Response(JSON.stringify({ data: { result, order: ORDER } }), { status: 200 });
    }
    if (url.pathname === '/api/carts') return new Response(JSON.stringify({ data: [] }));
    return new Response(
      JSON.stringify({ error: { status: 404, name: 'NotFoundError', message: 'x' } }),
      {
        status: 404,
      },
    );
  });
}

async function renderAt(url: string) {
  await act(async () => {
    await renderInArea(<CompletePage />, { ...cartCheckout, url, path: '/complete' });
  });
}

beforeAll(async () => {
  setRuntimeConfig({ cmsUrl: 'http://cms.test', authCookieName: 'teashop_jwt' });
});

beforeEach(() => {
  window.dataLayer = [];
  localStorage.clear();
});

const purchases = () => (window.dataLayer ?? []).filter((e) => e.event === 'purchase');

describe('/complete', () => {
  it('shows the order number and summary on success and records the purchase once', async () => {
    global.fetch = answer('success') as unknown as typeof fetch;
    await renderAt('/complete?order=ord1&payment_intent=pi_1&redirect_status=succeeded');
    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
    expect(screen.getByTestId('order-number')).toHaveTextContent('TS-2026-000900');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('US$38.40');
    expect(screen.getByTestId('summary-discount')).toHaveTextContent('US$3.60');
    expect(screen.getByText('Visa •••• 4242')).toBeVisible();
    expect(purchases()).toHaveLength(1);
    expect(purchases()[0]?.ecommerce).toMatchObject({
      transaction_id: 'TS-2026-000900',
      value: 38.4,
      shipping: 6,
      currency: 'USD',
      coupon: 'WELCOME10',
      items: [{ item_id: 'LJ-50', item_name: 'Dragon Well', price: 18, quantity: 2 }],
    });
  });

  it('does not record the purchase again on reload', async () => {
    global.fetch = answer('success') as unknown as typeof fetch;
    await renderAt('/complete?order=ord1');
    await screen.findByTestId('order-number');
    window.dataLayer = [];
    document.body.innerHTML = '';
    await renderAt('/complete?order=ord1');
    await screen.findByTestId('order-number');
    expect(purchases()).toHaveLength(0);
  });

  it('says a failed payment was not successful and offers to pay again', async () => {
    global.fetch = answer('failed') as unknown as typeof fetch;
    await renderAt('/complete?order=ord1&redirect_status=failed');
    expect(
      await screen.findByText('Your payment was not successful, please try again.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Pay again' })).toHaveAttribute('href', '/checkout');
    expect(purchases()).toHaveLength(0);
  });

  it('explains an expired payment', async () => {
    global.fetch = answer('expired') as unknown as typeof fetch;
    await renderAt('/complete?order=ord1');
    expect(await screen.findByRole('heading', { name: 'Payment session expired' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/cart');
  });

  it('says a processing payment is being confirmed', async () => {
    global.fetch = answer('processing') as unknown as typeof fetch;
    await renderAt('/complete?order=ord1');
    expect(
      await screen.findByRole('heading', { name: 'Your payment is processing' }),
    ).toBeVisible();
    expect(purchases()).toHaveLength(0);
  });

  it('asks again while the payment is processing and stops once the result is final', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const results: PaymentResult[] = ['processing', 'processing', 'success'];
      const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input));
        if (url.pathname === '/api/checkout/orders/ord1/result') {
          const result = results.shift() ?? 'success';
          return new Response(JSON.stringify({ data: { result, order: ORDER } }));
        }
        return new Response(JSON.stringify({ data: [] }));
      });
      const resultCalls = () =>
        fetchMock.mock.calls.filter(([input]) => String(input).includes('/result')).length;
      global.fetch = fetchMock as unknown as typeof fetch;
      await renderAt('/complete?order=ord1');
      expect(
        await screen.findByRole('heading', { name: 'Your payment is processing' }),
      ).toBeVisible();
      expect(resultCalls()).toBe(1);
      await act(() => jest.advanceTimersByTimeAsync(POLL_MS));
      expect(resultCalls()).toBe(2);
      expect(screen.getByRole('heading', { name: 'Your payment is processing' })).toBeVisible();
      await act(() => jest.advanceTimersByTimeAsync(POLL_MS));
      expect(
        await screen.findByRole('heading', { name: 'Thank you for your order!' }),
      ).toBeVisible();
      expect(purchases()).toHaveLength(1);
      await act(() => jest.advanceTimersByTimeAsync(POLL_MS * 5));
      expect(resultCalls()).toBe(3);
    } finally {
      jest.useRealTimers();
    }
  });

  it('stops asking after a while when the payment stays processing', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const fetchMock = answer('processing');
      global.fetch = fetchMock as unknown as typeof fetch;
      await renderAt('/complete?order=ord1');
      await screen.findByRole('heading', { name: 'Your payment is processing' });
      await act(() => jest.advanceTimersByTimeAsync(POLL_MS * (MAX_POLLS + 5)));
      const resultCalls = fetchMock.mock.calls.filter(([input]) =>
        String(input).includes('/result'),
      ).length;
      expect(resultCalls).toBe(MAX_POLLS);
      expect(screen.getByRole('heading', { name: 'Your payment is processing' })).toBeVisible();
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks again from the loading state when the shopper retries after an error', async () => {
    let fail = true;
    global.fetch = jest.fn(async (input: RequestInfo | URL) => {
      if (fail) throw new TypeError('Failed to fetch');
      return answer('success')(input);
    }) as unknown as typeof fetch;
    await renderAt('/complete?order=ord1');
    await screen.findByText('Something went wrong, please try again.');
    fail = false;
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click());
    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  });

  it('shows the generic error when the result cannot be read, with a retry', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await renderAt('/complete?order=ord1');
    expect(await screen.findByText('Something went wrong, please try again.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('says there is no order to show without an order, with links to the orders and the shop', async () => {
    global.fetch = answer('success') as unknown as typeof fetch;
    await renderAt('/complete');
    expect(await screen.findByRole('heading', { name: 'No order to show' })).toBeVisible();
    expect(screen.queryByText('Something went wrong, please try again.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute(
      'href',
      '/member/orders',
    );
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it('says there is no order to show for an order the server does not know', async () => {
    global.fetch = answer('success') as unknown as typeof fetch;
    await renderAt('/complete?order=unknown');
    expect(await screen.findByRole('heading', { name: 'No order to show' })).toBeVisible();
  });
});
