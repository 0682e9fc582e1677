import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import {
  AreaContext,
  addNamespace,
  disposeCart,
  initCart,
  initI18n,
  setRuntimeConfig,
} from '@teashop/shared';
import translations from '../../i18n';
import { CartPage } from './CartPage';
import { freeShippingProgress } from '../cart-lines/CartSummary';

function backend(
  lines: { productId: string; quantity: number; price: number }[],
  threshold: number | null,
) {
  return jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    if (url.pathname === '/api/site-setting') {
      return new Response(
        JSON.stringify({
          data: threshold === null ? null : { freeShippingThreshold: threshold, currency: 'USD' },
        }),
        { status: 200 },
      );
    }
    const items = lines.map((l) => ({
      ...l,
      name: l.productId,
      slug: l.productId,
      currency: 'USD',
      productFormat: '',
      sku: '',
      updatedAt: '',
      thumbnailUrl: '',
    }));
    return new Response(
      JSON.stringify({
        data: [
          { id: 1, documentId: 'd', cartId: 'cart-page12345', userId: '1', locale: 'en', items },
        ],
      }),
      { status: 200 },
    );
  });
}

async function renderPage() {
  await act(async () => {
    render(
      <AreaContext.Provider value={{ locale: 'en', basePath: '' }}>
        <MemoryRouter initialEntries={['/cart']}>
          <CartPage />
        </MemoryRouter>
      </AreaContext.Provider>,
    );
    await initCart();
  });
}

beforeAll(async () => {
  setRuntimeConfig({ cmsUrl: 'http://cms.test', authCookieName: 'teashop_jwt' });
  await initI18n('en');
  addNamespace('mf-cart-checkout', translations);
});

beforeEach(() => {
  disposeCart();
  localStorage.clear();
  localStorage.setItem('teashop_cart_id', 'cart-page12345');
});

afterAll(() => disposeCart());

describe('cart page', () => {
  it('shows the subtotal, how much is left for free shipping, and the step to checkout', async () => {
    global.fetch = backend(
      [{ productId: 'a', quantity: 2, price: 12.5 }],
      50,
    ) as unknown as typeof fetch;
    await renderPage();
    expect(document.querySelector('[data-page="cart"]')).toBeInTheDocument();
    expect(await screen.findByTestId('cart-subtotal')).toHaveTextContent('US$25.00');
    expect(
      await screen.findByText('Add US$25.00 more to get free shipping (orders over US$50.00).'),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByRole('link', { name: 'Proceed to checkout' })).toHaveAttribute(
      'href',
      '/checkout',
    );
  });

  it('says when the order ships free', async () => {
    global.fetch = backend(
      [{ productId: 'a', quantity: 3, price: 20 }],
      50,
    ) as unknown as typeof fetch;
    await renderPage();
    expect(await screen.findByText('Your order qualifies for free shipping.')).toBeInTheDocument();
  });

  it('shows the empty message without items', async () => {
    global.fetch = backend([], 50) as unknown as typeof fetch;
    await renderPage();
    expect(screen.getByText('Your shopping cart is empty')).toBeInTheDocument();
  });
});

describe('free shipping progress', () => {
  it('compares only amounts in the same currency', () => {
    expect(freeShippingProgress(10, 'TWD', { threshold: 50, currency: 'USD' })).toBeNull();
    expect(freeShippingProgress(10, 'USD', null)).toBeNull();
    expect(freeShippingProgress(49.99, 'USD', { threshold: 50, currency: 'USD' })).toEqual({
      remaining: 0.01,
      reached: false,
      ratio: 49.99 / 50,
    });
    expect(freeShippingProgress(1500, 'JPY', { threshold: 1500, currency: 'JPY' })).toMatchObject({
      remaining: 0,
      reached: true,
    });
  });
});
