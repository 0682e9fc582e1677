import { Suspense } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Locale, setRuntimeConfig } from '@teashop/contracts';
import { initI18n } from '@teashop/runtime';
import { cartState } from '@teashop/runtime/cart-owner';
import { disposeCart, initCart } from '../cart-engine/cartActions';
import CartPanel from './CartPanel';

interface Line {
  productId: string;
  quantity: number;
}

const PRODUCTS: Record<string, { name: string; price: number; slug: string }> = {
  'p-green': { name: 'Sencha', price: 12.5, slug: 'sencha' },
  'p-oolong': { name: 'Oolong', price: 20, slug: 'oolong' },
};

/**
 * Answers the cart endpoints like the content backend, re-pricing what it is sent and lowering a
 * quantity above the stock left (saying so in the answer).
 */
function cartBackend(
  initial: Line[],
  stock: Record<string, number> = {},
  setAside: { productId: string; name: string }[] = [],
) {
  const puts: Line[][] = [];
  const priced = (lines: Line[]) =>
    lines.map((l) => ({
      ...l,
      ...PRODUCTS[l.productId],
      currency: 'USD',
      productFormat: 'Loose leaf',
      sku: l.productId.toUpperCase(),
      updatedAt: '2026-01-01T00:00:00.000Z',
      thumbnailUrl: `/uploads/thumbnail_${PRODUCTS[l.productId]?.slug}.png`,
    }));
  let items = priced(initial);
  const cart = () => ({
    id: 1,
    documentId: 'doc1',
    cartId: 'cart-panel1234',
    userId: '',
    locale: 'en',
    items,
    setAside,
  });
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    if (method === 'GET') return new Response(JSON.stringify({ data: [cart()] }), { status: 200 });
    const lines = (JSON.parse(String(init.body)) as { data: { items: Line[] } }).data.items.map(
      ({ productId, quantity }) => ({ productId, quantity }),
    );
    puts.push(lines);
    const limited = lines
      .filter((l) => stock[l.productId] !== undefined && l.quantity > stock[l.productId]!)
      .map((l) => ({
        productId: l.productId,
        requested: l.quantity,
        quantity: stock[l.productId],
      }));
    items = priced(
      lines.map((l) => ({ ...l, quantity: Math.min(l.quantity, stock[l.productId] ?? 99) })),
    );
    return new Response(JSON.stringify({ data: { ...cart(), limited } }), { status: 200 });
  });
  return { fetchMock, puts };
}

async function renderPanel(
  lines: Line[],
  locale: Locale = 'en',
  stock: Record<string, number> = {},
  setAside: { productId: string; name: string }[] = [],
) {
  const backend = cartBackend(lines, stock, setAside);
  global.fetch = backend.fetchMock as unknown as typeof fetch;
  localStorage.setItem('teashop_cart_id', 'cart-panel1234');
  await act(() => initCart());
  const onClose = jest.fn();
  // As the shell mounts it: in a Suspense boundary, which waits for the panel's texts.
  const view = await act(async () =>
    render(
      <>
        <button id="shell-cart-button" type="button">
          cart
        </button>
        <Suspense fallback={null}>
          <CartPanel open onClose={onClose} locale={locale} />
        </Suspense>
      </>,
    ),
  );
  return { ...backend, onClose, view };
}

beforeAll(async () => {
  setRuntimeConfig({ cmsUrl: 'http://cms.test', authCookieName: 'teashop_jwt' });
  await initI18n('en');
});

beforeEach(() => {
  disposeCart();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  jest.useRealTimers();
  disposeCart();
});

describe('cart panel', () => {
  it('says the cart is empty and links the checkout button to /cart', async () => {
    await renderPanel([]);
    expect(screen.getByRole('dialog', { name: 'Shopping cart' })).toBeInTheDocument();
    expect(screen.getByText('Your shopping cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/cart');
  });

  it('shows each line: thumbnail, name linking to the product page, currency and price, quantity', async () => {
    await renderPanel([{ productId: 'p-green', quantity: 2 }], 'jp');
    const link = screen.getByRole('link', { name: 'Sencha' });
    expect(link).toHaveAttribute('href', '/jp/products/sencha');
    expect(screen.getByText('US$12.50')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Quantity of Sencha' })).toHaveValue('2');
    const img = document.querySelector('img');
    expect(img).toHaveAttribute('src', 'http://cms.test/uploads/thumbnail_sencha.png');
    expect(img).toHaveAttribute('width', '72');
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/jp/cart');
  });

  it('the quantity box strips everything but digits and saves once after 500 ms', async () => {
    const { puts } = await renderPanel([{ productId: 'p-green', quantity: 1 }]);
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const box = screen.getByRole('textbox', { name: 'Quantity of Sencha' });
    await user.tripleClick(box);
    await user.keyboard('a1-x2');
    expect(box).toHaveValue('12');
    expect(cartState.items[0]?.quantity).toBe(12);
    expect(puts).toHaveLength(0);
    await act(() => jest.advanceTimersByTimeAsync(500));
    expect(puts).toEqual([[{ productId: 'p-green', quantity: 12 }]]);
  });

  it('decrement does nothing at 1; five increments send one update with the final quantity', async () => {
    const { puts } = await renderPanel([{ productId: 'p-green', quantity: 1 }]);
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const minus = screen.getByRole('button', { name: 'Decrease quantity of Sencha' });
    expect(minus).toHaveAttribute('aria-disabled', 'true');
    await user.click(minus);
    await act(() => jest.advanceTimersByTimeAsync(600));
    expect(puts).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: 'Quantity of Sencha' })).toHaveValue('1');

    const plus = screen.getByRole('button', { name: 'Increase quantity of Sencha' });
    for (let i = 0; i < 5; i += 1) await user.click(plus);
    await act(async () => undefined);
    expect(screen.getByRole('textbox', { name: 'Quantity of Sencha' })).toHaveValue('6');
    await act(() => jest.advanceTimersByTimeAsync(500));
    expect(puts).toEqual([[{ productId: 'p-green', quantity: 6 }]]);
  });

  it('deletes a line', async () => {
    const { puts } = await renderPanel([
      { productId: 'p-green', quantity: 1 },
      { productId: 'p-oolong', quantity: 1 },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Sencha' }));
    await waitFor(() => expect(puts).toEqual([[{ productId: 'p-oolong', quantity: 1 }]]));
    expect(screen.queryByRole('link', { name: 'Sencha' })).not.toBeInTheDocument();
  });

  it('after deleting a line focus goes to the next line, the previous one, then the empty message', async () => {
    await renderPanel([
      { productId: 'p-green', quantity: 1 },
      { productId: 'p-oolong', quantity: 1 },
    ]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove Sencha' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove Oolong' })).toHaveFocus(),
    );
    await user.click(screen.getByRole('button', { name: 'Remove Oolong' }));
    await waitFor(() => expect(screen.getByText('Your shopping cart is empty')).toHaveFocus());
    expect(document.body).not.toHaveFocus();
  });

  it('after deleting the last line focus goes to the line before it', async () => {
    await renderPanel([
      { productId: 'p-green', quantity: 1 },
      { productId: 'p-oolong', quantity: 1 },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Oolong' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove Sencha' })).toHaveFocus(),
    );
  });

  it("says when a quantity was more than the stock left, in the page's language", async () => {
    await renderPanel([{ productId: 'p-green', quantity: 1 }], 'en', { 'p-green': 9 });
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const box = screen.getByRole('textbox', { name: 'Quantity of Sencha' });
    await user.tripleClick(box);
    await user.keyboard('50');
    await act(() => jest.advanceTimersByTimeAsync(500));
    await user.tab();
    expect(await screen.findByText('Only 9 left; your cart has 9')).toBeInTheDocument();
    expect(box).toHaveValue('9');
  });

  it('shows lines set aside for another language with a way to remove them', async () => {
    await renderPanel([{ productId: 'p-green', quantity: 1 }], 'en', {}, [
      { productId: 'p-only-jp', name: '京都 ほうじ茶' },
    ]);
    expect(screen.getByText("Not sold in this language's shop")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove 京都 ほうじ茶' })).toBeInTheDocument();
  });

  it('takes focus, keeps Tab inside, and closes on Escape', async () => {
    const { onClose } = await renderPanel([{ productId: 'p-green', quantity: 1 }]);
    const user = userEvent.setup();
    const close = screen.getByRole('button', { name: 'Close shopping cart' });
    expect(close).toHaveFocus();
    const checkout = screen.getByRole('link', { name: 'Checkout' });
    checkout.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(checkout).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('renders nothing while closed', async () => {
    global.fetch = cartBackend([]).fetchMock as unknown as typeof fetch;
    await act(async () => {
      render(<CartPanel open={false} onClose={() => undefined} locale="en" />);
      await initCart();
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
