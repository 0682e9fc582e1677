import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfig } from '@teashop/contracts';
import { disposeCart, initCart } from '../cart-engine/cartActions';
import { renderInArea } from '@teashop/runtime/test-support';
import { cartCheckout } from '../../test/area';
import { CartPage } from './CartPage';
import { freeShippingProgress } from '../cart-lines/CartSummary';

function backend(
  initial: { productId: string; quantity: number; price: number }[],
  threshold: number | null,
  stock: Record<string, number> = {},
) {
  let lines = initial;
  return jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    if (url.pathname === '/api/site-setting') {
      return new Response(
        JSON.stringify({
          data: threshold === null ? null : { freeShippingThreshold: threshold, currency: 'USD' },
        }),
        { status: 200 },
      );
    }
    let limited: { productId: string; requested: number; quantity: number }[] = [];
    if (init.method === 'PUT') {
      const sent = (
        JSON.parse(String(init.body)) as {
          data: { items: { productId: string; quantity: number }[] };
        }
      ).data.items;
      limited = sent
        .filter((l) => stock[l.productId] !== undefined && l.quantity > stock[l.productId]!)
        .map((l) => ({
          productId: l.productId,
          requested: l.quantity,
          quantity: stock[l.productId]!,
        }));
      lines = sent.map((l) => ({
        productId: l.productId,
        quantity: Math.min(l.quantity, stock[l.productId] ?? 99),
        price: lines.find((x) => x.productId === l.productId)?.price ?? 0,
      }));
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
    const cart = {
      id: 1,
      documentId: 'd',
      cartId: 'cart-page12345',
      userId: '1',
      locale: 'en',
      items,
      version: 1,
    };
    return new Response(
      JSON.stringify({ data: init.method === 'PUT' ? { ...cart, limited } : [cart] }),
      { status: 200 },
    );
  });
}

async function renderPage() {
  await act(async () => {
    await renderInArea(<CartPage />, { ...cartCheckout, url: '/cart' });
    await initCart();
  });
}

beforeAll(async () => {
  setRuntimeConfig({ cmsUrl: 'http://cms.test', authCookieName: 'teashop_jwt' });
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

  it('says when a quantity typed is more than the stock left', async () => {
    global.fetch = backend([{ productId: 'a', quantity: 1, price: 20 }], 50, {
      a: 9,
    }) as unknown as typeof fetch;
    await renderPage();
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Quantity of a' });
    await user.tripleClick(box);
    await user.keyboard('50');
    // Still typing: once the server says what is left, the box shows it.
    expect(await screen.findByText('Only 9 left; your cart has 9')).toBeInTheDocument();
    await waitFor(() => expect(box).toHaveValue('9'));
    expect(box).toHaveFocus();
  });

  it('after deleting the only line focus goes to the empty message', async () => {
    global.fetch = backend(
      [{ productId: 'a', quantity: 1, price: 20 }],
      50,
    ) as unknown as typeof fetch;
    await renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove a' }));
    await waitFor(() => expect(screen.getByText('Your shopping cart is empty')).toHaveFocus());
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
