import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfig } from '@teashop/contracts';
import { authState, type CurrentUser } from '@teashop/runtime';
import { renderInArea } from '@teashop/runtime/test-support';
import { cartCheckout } from '../../test/area';
import type { Quote } from './checkoutApi';
import { CheckoutPage } from './CheckoutPage';

jest.mock('./payment/loadStripe', () => ({
  ...jest.requireActual('./payment/loadStripe'),
  getStripe: jest.fn(),
}));
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the mocked module, typed below
const { getStripe } = require('./payment/loadStripe') as { getStripe: jest.Mock };

const QUOTE: Quote = {
  locale: 'en',
  currency: 'USD',
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
  itemsSubtotal: 36,
  shippingAndHandling: 6,
  discount: 0,
  grandTotal: 42,
  freeShippingThreshold: 50,
  freeShipping: false,
  shippingMethod: { slug: 'standard', name: 'Standard delivery', fee: 6 },
  shippingMethods: [
    { slug: 'standard', name: 'Standard delivery', fee: 6 },
    { slug: 'express', name: 'Express delivery', fee: 15 },
  ],
  coupon: null,
  cartVersion: 'v1',
};

const USER: CurrentUser = {
  id: 7,
  username: 'mei',
  email: 'mei@teashop.test',
  lastName: 'Lin',
  shippingAddress: null,
};

interface Call {
  path: string;
  body: { data?: Record<string, unknown> } | undefined;
}

/** The cms as the page sees it: quotes (with coupons) and the payment endpoint. */
function cms(payment: () => Response, quoteNow: () => Quote = () => QUOTE) {
  const calls: Call[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const body = init?.body ? (JSON.parse(String(init.body)) as Call['body']) : undefined;
    calls.push({ path: url.pathname, body });
    if (url.pathname === '/api/checkout/quote') {
      const code = body?.data?.couponCode;
      if (code && code !== 'WELCOME10') {
        return new Response(
          JSON.stringify({
            error: {
              status: 400,
              name: 'ValidationError',
              message: 'Coupon cannot be applied',
              details: {
                code: 'COUPON_INVALID',
                reason: code === 'LASTUSE' ? 'usage_limit' : 'not_found',
              },
            },
          }),
          { status: 400 },
        );
      }
      const quote =
        code === 'WELCOME10'
          ? {
              ...QUOTE,
              discount: 3.6,
              grandTotal: 38.4,
              coupon: { code, discountType: 'percent', value: 10 },
            }
          : quoteNow();
      return new Response(JSON.stringify({ data: quote }), { status: 200 });
    }
    if (url.pathname === '/api/checkout/payment') return payment();
    return new Response(JSON.stringify({ data: [] }), { status: 200 });
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return calls;
}

function fakeStripe(confirm: () => unknown) {
  const element = {
    on: jest.fn((event: string, handler: (e: unknown) => void) => {
      if (event === 'ready') setTimeout(() => handler({}), 0);
    }),
    mount: jest.fn(),
    destroy: jest.fn(),
  };
  const elements = {
    create: jest.fn(() => element),
    update: jest.fn(),
    submit: jest.fn(async () => ({})),
  };
  const stripe = {
    elements: jest.fn(() => elements),
    confirmPayment: jest.fn(async () => confirm()),
  };
  getStripe.mockResolvedValue(stripe);
  return { stripe, elements };
}

async function renderCheckout() {
  await act(async () => {
    await renderInArea(<CheckoutPage />, { ...cartCheckout, url: '/checkout' });
  });
  await screen.findByTestId('pay-button');
}

async function fillAddress(user: ReturnType<typeof userEvent.setup>) {
  const values: [string, string][] = [
    ['Country or region', 'Taiwan'],
    ['First name', 'Mei'],
    ['Last name', 'Lin'],
    ['Address', 'No. 128, Sec. 1, Dihua St.'],
    ['City', 'Taipei'],
    ['State', 'Datong District'],
    ['Zip code', '103'],
    ['Phone', '+886 912 345 678'],
  ];
  for (const [label, value] of values) await user.type(screen.getByLabelText(label), value);
}

beforeAll(async () => {
  setRuntimeConfig({ cmsUrl: 'http://cms.test', authCookieName: 'teashop_jwt' });
});

beforeEach(() => {
  authState.user = { ...USER };
  authState.token = 'jwt';
  authState.status = 'ready';
  window.dataLayer = [];
});

describe('checkout page', () => {
  it('shows the server quote: lines, subtotal, shipping and grand total', async () => {
    cms(() => new Response('{}', { status: 500 }));
    fakeStripe(() => ({}));
    await renderCheckout();
    expect(screen.getByText('Dragon Well')).toBeVisible();
    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('US$36.00');
    expect(screen.getByTestId('summary-shipping')).toHaveTextContent('US$6.00');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('US$42.00');
    expect(screen.getByTestId('pay-button')).toHaveTextContent('Pay US$42.00');
    expect(window.dataLayer?.some((e) => e.event === 'begin_checkout')).toBe(true);
  });

  it('over the threshold shows Standard free and Express at its fee, as the server priced them', async () => {
    const over: Quote = {
      ...QUOTE,
      itemsSubtotal: 60,
      shippingAndHandling: 0,
      grandTotal: 60,
      freeShipping: true,
      shippingMethod: { slug: 'standard', name: 'Standard delivery', fee: 6, charged: 0 },
      shippingMethods: [
        {
          slug: 'standard',
          name: 'Standard delivery',
          fee: 6,
          freeOverThreshold: true,
          charged: 0,
        },
        {
          slug: 'express',
          name: 'Express delivery',
          fee: 15,
          freeOverThreshold: false,
          charged: 15,
        },
      ],
    };
    global.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input));
      if (url.pathname === '/api/checkout/quote') {
        return new Response(JSON.stringify({ data: over }), { status: 200 });
      }
      return new Response(JSON.stringify({ data: [] }), { status: 200 });
    }) as unknown as typeof fetch;
    fakeStripe(() => ({}));
    await renderCheckout();
    const standard = screen.getByRole('radio', { name: /Standard delivery/ }).closest('label');
    const express = screen.getByRole('radio', { name: /Express delivery/ }).closest('label');
    expect(standard).toHaveTextContent('Free');
    expect(express).toHaveTextContent('US$15.00');
    expect(express).not.toHaveTextContent('Free');
  });

  it('asks for the quote again when the shipping method changes; only the latest choice is shown', async () => {
    const EXPRESS: Quote = {
      ...QUOTE,
      shippingAndHandling: 15,
      grandTotal: 51,
      shippingMethod: { slug: 'express', name: 'Express delivery', fee: 15 },
    };
    const asked: (string | undefined)[] = [];
    let answerExpress: (() => void) | undefined;
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      if (url.pathname !== '/api/checkout/quote') {
        return new Response(JSON.stringify({ data: [] }), { status: 200 });
      }
      const body = JSON.parse(String(init?.body)) as { data: { shippingMethod?: string } };
      const method = body.data.shippingMethod;
      asked.push(method);
      // The express answer comes late, after the shopper has gone back to standard.
      if (method === 'express') {
        await new Promise<void>((resolve) => (answerExpress = resolve));
        return new Response(JSON.stringify({ data: EXPRESS }), { status: 200 });
      }
      return new Response(JSON.stringify({ data: QUOTE }), { status: 200 });
    }) as unknown as typeof fetch;
    fakeStripe(() => ({}));
    const user = userEvent.setup();
    await renderCheckout();
    expect(asked).toEqual([undefined]);
    await user.click(screen.getByRole('radio', { name: /Express delivery/ }));
    await waitFor(() => expect(asked).toEqual([undefined, 'express']));
    // While it is asked, the last quote stays and paying waits.
    expect(screen.getByTestId('summary-total')).toHaveTextContent('US$42.00');
    expect(screen.getByTestId('pay-button')).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /Standard delivery/ }));
    await waitFor(() => expect(asked).toEqual([undefined, 'express', 'standard']));
    await waitFor(() => expect(screen.getByTestId('pay-button')).toBeEnabled());
    await act(async () => answerExpress?.());
    expect(screen.getByTestId('summary-total')).toHaveTextContent('US$42.00');
    expect(screen.getByTestId('pay-button')).toHaveTextContent('Pay US$42.00');
    expect(screen.getByRole('radio', { name: /Standard delivery/ })).toBeChecked();
  });

  it("styles the agreement's Privacy Policy link as the shop's links", async () => {
    cms(() => new Response('{}', { status: 500 }));
    fakeStripe(() => ({}));
    await renderCheckout();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveClass('textLink');
  });

  it('shows every required message on an empty submit and sends nothing', async () => {
    const calls = cms(() => new Response('{}', { status: 500 }));
    fakeStripe(() => ({}));
    authState.user = { ...USER, email: '' };
    const user = userEvent.setup();
    await renderCheckout();
    await user.click(screen.getByTestId('pay-button'));
    for (const message of [
      'Please enter your email',
      'Please enter your country or region',
      'Please enter your first name',
      'Please enter your last name',
      'Please enter your address',
      'Please enter your city',
      'Please enter your state',
      'Please enter your zip code',
      'Please enter your phone number',
      'Please agree',
    ]) {
      expect(await screen.findByText(message)).toBeVisible();
    }
    expect(calls.some((c) => c.path === '/api/checkout/payment')).toBe(false);
  });

  it('asks for a code, refuses a bad one and applies a good one from the server', async () => {
    cms(() => new Response('{}', { status: 500 }));
    fakeStripe(() => ({}));
    const user = userEvent.setup();
    await renderCheckout();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Please enter your code')).toBeVisible();
    await user.type(screen.getByLabelText('Discount code'), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText('Discount code application failed. Please re-enter.'),
    ).toBeVisible();
    await user.clear(screen.getByLabelText('Discount code'));
    await user.type(screen.getByLabelText('Discount code'), 'WELCOME10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByTestId('summary-total')).toHaveTextContent('US$38.40'));
    expect(screen.getByTestId('summary-discount')).toHaveTextContent('US$3.60');
  });

  it('says so when the coupon’s last use has been taken', async () => {
    cms(() => new Response('{}', { status: 500 }));
    fakeStripe(() => ({}));
    const user = userEvent.setup();
    await renderCheckout();
    await user.type(screen.getByLabelText('Discount code'), 'LASTUSE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This coupon has been used up.')).toBeVisible();
    expect(screen.getByLabelText('Discount code')).toHaveValue('LASTUSE');
  });

  it('sends the choices and the shown total, not prices; a changed amount keeps the form', async () => {
    const calls = cms(
      () =>
        new Response(
          JSON.stringify({
            error: {
              status: 409,
              name: 'ApplicationError',
              message: 'Amount changed',
              details: { code: 'AMOUNT_MISMATCH', quote: { ...QUOTE, grandTotal: 48 } },
            },
          }),
          { status: 409 },
        ),
    );
    const { stripe } = fakeStripe(() => ({}));
    const user = userEvent.setup();
    await renderCheckout();
    await fillAddress(user);
    await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(screen.getByTestId('pay-button'));
    expect(
      await screen.findByText('Amount verification failed. Please refresh the checkout page.'),
    ).toBeVisible();
    const payment = calls.find((c) => c.path === '/api/checkout/payment');
    expect(payment?.body?.data).toMatchObject({
      shippingMethod: 'standard',
      expectedTotal: 42,
      contact: { email: 'mei@teashop.test' },
      deliveryAddress: { city: 'Taipei', zipCode: '103', apartment: '' },
    });
    expect(JSON.stringify(payment?.body)).not.toContain('"price"');
    expect(stripe.confirmPayment).not.toHaveBeenCalled();
    expect(screen.getByLabelText('City')).toHaveValue('Taipei');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('US$48.00');
  });

  it('names the teas the stock no longer covers when the payment is refused, and keeps the form', async () => {
    let sold = false;
    const shortQuote: Quote = {
      ...QUOTE,
      items: [{ ...QUOTE.items[0]!, available: 1 }],
    };
    cms(
      () => {
        sold = true;
        return new Response(
          JSON.stringify({
            error: {
              status: 409,
              name: 'ConflictError',
              message: 'Some teas in your cart are no longer in stock in the quantity you chose.',
              details: {
                code: 'OUT_OF_STOCK',
                shortages: [
                  { productId: 'p1', name: 'Dragon Well', requested: 2, available: 1 },
                  { productId: 'p2', name: 'Hojicha', requested: 1, available: 0 },
                ],
              },
            },
          }),
          { status: 409 },
        );
      },
      () => (sold ? shortQuote : QUOTE),
    );
    const { stripe } = fakeStripe(() => ({}));
    const user = userEvent.setup();
    await renderCheckout();
    await fillAddress(user);
    await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(screen.getByTestId('pay-button'));
    const alert = await screen.findByText(/no longer in stock in the quantity you chose/);
    expect(alert).toHaveTextContent('Dragon Well: only 1 left · Hojicha: sold out');
    expect(alert).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Change your cart' })).toHaveAttribute('href', '/cart');
    expect(stripe.confirmPayment).not.toHaveBeenCalled();
    expect(screen.getByLabelText('City')).toHaveValue('Taipei');
    // the fresh quote marks the line, and paying waits for the cart to change
    expect(await screen.findByTestId('summary-stock')).toHaveTextContent('Only 1 left');
    expect(screen.getByTestId('pay-button')).toBeDisabled();
  });

  it('says before paying which quoted teas are sold out, and does not let the payment start', async () => {
    cms(
      () => new Response('{}', { status: 500 }),
      () => ({ ...QUOTE, items: [{ ...QUOTE.items[0]!, available: 0 }] }),
    );
    fakeStripe(() => ({}));
    await renderCheckout();
    expect(await screen.findByTestId('stock-notice')).toHaveTextContent(
      'Some teas in your cart are no longer in stock in the quantity you chose. Please change your cart before paying.Dragon Well: sold out',
    );
    expect(screen.getByTestId('summary-stock')).toHaveTextContent('Sold out');
    expect(screen.getByTestId('pay-button')).toBeDisabled();
  });

  it('shows each field the server refuses on that field, focuses the first and keeps what was typed', async () => {
    cms(
      () =>
        new Response(
          JSON.stringify({
            error: {
              status: 400,
              name: 'ValidationError',
              message: 'Please check the contact and delivery address.',
              details: {
                code: 'VALIDATION',
                fields: ['deliveryAddress.address', 'deliveryAddress.phone'],
                errors: [
                  { path: ['deliveryAddress', 'address'], reason: 'tooLong', max: 200 },
                  { path: ['deliveryAddress', 'phone'], reason: 'invalid' },
                ],
              },
            },
          }),
          { status: 400 },
        ),
    );
    const { stripe } = fakeStripe(() => ({}));
    const user = userEvent.setup();
    await renderCheckout();
    await fillAddress(user);
    await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(screen.getByTestId('pay-button'));
    expect(await screen.findByText('Please use at most 200 characters')).toBeVisible();
    expect(screen.getByText('Please use only digits, spaces and + - ( )')).toBeVisible();
    expect(screen.queryByText('Something went wrong, please try again.')).toBeNull();
    const address = screen.getByLabelText('Address');
    expect(address).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(address).toHaveFocus());
    expect(address).toHaveValue('No. 128, Sec. 1, Dihua St.');
    expect(screen.getByLabelText('City')).toHaveValue('Taipei');
    expect(stripe.confirmPayment).not.toHaveBeenCalled();
  });

  it('knows the address limits and the characters of zip codes and phones before sending', async () => {
    const calls = cms(() => new Response('{}', { status: 500 }));
    fakeStripe(() => ({}));
    const user = userEvent.setup();
    await renderCheckout();
    expect(screen.getByLabelText('Address')).toHaveAttribute('maxLength', '200');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('maxLength', '40');
    expect(screen.getByLabelText('Zip code')).toHaveAttribute('maxLength', '20');
    await fillAddress(user);
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), 'call me');
    await user.clear(screen.getByLabelText('Zip code'));
    await user.type(screen.getByLabelText('Zip code'), '103#');
    await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(screen.getByTestId('pay-button'));
    expect(await screen.findByText('Please use only digits, spaces and + - ( )')).toBeVisible();
    expect(screen.getByText('Please use only letters, digits, spaces and hyphens')).toBeVisible();
    expect(calls.some((c) => c.path === '/api/checkout/payment')).toBe(false);
  });

  it('shows the payment failure and keeps everything typed', async () => {
    cms(
      () =>
        new Response(
          JSON.stringify({
            data: {
              order: { documentId: 'o1', number: 'TS-1', grandTotal: 42, currency: 'USD' },
              paymentIntentId: 'pi_1',
              clientSecret: 'pi_1_secret_x',
              amount: 4200,
              currency: 'usd',
              quote: QUOTE,
            },
          }),
          { status: 200 },
        ),
    );
    const { stripe } = fakeStripe(() => ({
      error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
    }));
    const user = userEvent.setup();
    await renderCheckout();
    await fillAddress(user);
    await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(screen.getByTestId('pay-button'));
    expect(
      await screen.findByText('Your payment was not successful, please try again.'),
    ).toBeVisible();
    expect(screen.getByText('Your card was declined.')).toBeVisible();
    expect(stripe.confirmPayment).toHaveBeenCalledWith(
      expect.objectContaining({
        clientSecret: 'pi_1_secret_x',
        redirect: 'if_required',
        confirmParams: { return_url: 'http://localhost/complete?order=o1' },
      }),
    );
    expect(screen.getByLabelText('Zip code')).toHaveValue('103');
    expect(screen.getByTestId('pay-button')).toBeEnabled();
  });
});
