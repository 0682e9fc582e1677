import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type CartOffer, publish, subscribe } from '@teashop/contracts';
import { cartState } from '@teashop/runtime/cart-owner';
import { renderInArea } from '@teashop/runtime/test-support';
import translations from '../../i18n/all';
import { cartCheckout } from '../../test/area';
import { AddToCart } from './AddToCart';

const OFFER: CartOffer = {
  productId: 'doc-01',
  name: 'Alishan </script> Oolong',
  price: 10,
  currency: 'USD',
  slug: 'tea-01',
  productFormat: 'Loose leaf, 50 g',
  sku: 'SKU-01',
  thumbnailUrl: '/uploads/tea-01.png',
  stock: null,
};
// The line the cart is sent: the product as the page offering it shows it.
const { productId: _id, stock: _stock, ...line } = OFFER;
const SHOWN_LINE = { ...line, updatedAt: '' };

let toasts: string[];
let offToast: () => void;

beforeEach(() => {
  window.history.replaceState(null, '', '/products/tea-01');
  toasts = [];
  offToast = subscribe('shell:toast', ({ message }) => toasts.push(message));
});
afterEach(() => {
  offToast();
  cartState.pending = [];
  cartState.items = [];
});

const renderOffer = (offer: Partial<CartOffer> = {}, locale: 'en' | 'jp' = 'en') =>
  renderInArea(<AddToCart product={{ ...OFFER, ...offer }} />, {
    ...cartCheckout,
    locale,
    url: `${locale === 'en' ? '' : `/${locale}`}/products/tea-01`,
  });

/** The cart engine's side of the bus: marks the line pending, adds it, and reports. */
function fakeEngine({ answer = true, delayMs = 10 } = {}) {
  const requests: unknown[] = [];
  const off = subscribe('cart:add-item', (item) => {
    requests.push(item);
    cartState.pending = [item.productId];
    const current = cartState.items.find((i) => i.productId === item.productId);
    if (current) current.quantity += item.quantity;
    else
      cartState.items.push({ ...SHOWN_LINE, productId: item.productId, quantity: item.quantity });
    setTimeout(() => {
      if (answer) {
        publish('cart:item-added', {
          productId: item.productId,
          quantity: item.quantity,
          count: item.quantity,
        });
      }
      cartState.pending = [];
    }, delayMs);
  });
  return { requests, off };
}

describe("the cart team's add to cart", () => {
  it('is a form the shop server handles without scripts, returning to the page it is on', async () => {
    await renderOffer({}, 'jp');
    const form = screen.getByTestId('purchase-form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/cart/items');
    expect(form).toHaveFormValues({
      productId: 'doc-01',
      locale: 'jp',
      back: '/jp/products/tea-01',
    });
    expect(screen.getByRole('button', { name: 'カートに入れる' })).toBeInTheDocument();
  });

  it('adds over the bus, shows progress while the cart works, then confirms', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const requests: unknown[] = [];
    const off = subscribe('cart:add-item', (item) => {
      requests.push(item);
      cartState.pending = [...cartState.pending, item.productId];
      finish = () => {
        publish('cart:item-added', {
          productId: item.productId,
          quantity: item.quantity,
          count: item.quantity,
        });
        cartState.pending = cartState.pending.filter((id) => id !== item.productId);
      };
    });
    await renderOffer();
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByLabelText('Quantity')).toHaveValue('3');
    await user.click(screen.getByTestId('add-to-cart'));
    // The line as the page shows it, so the cart does not read the product again.
    expect(requests).toEqual([{ productId: 'doc-01', quantity: 3, product: SHOWN_LINE }]);
    const button = await screen.findByRole('button', { name: 'Adding…' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    act(() => finish());
    await waitFor(() => expect(screen.getByTestId('add-to-cart')).not.toHaveAttribute('aria-busy'));
    expect(toasts).toContain('Alishan </script> Oolong was added to your cart');
    off();
  });

  it('lets the quantity box be emptied while typing and settles it on blur', async () => {
    const user = userEvent.setup();
    await renderOffer();
    const box = screen.getByLabelText('Quantity');
    await user.click(box);
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    expect(box).toHaveValue('');
    await user.keyboard('3');
    expect(box).toHaveValue('3');
    await user.keyboard('{End}{Backspace}5');
    expect(box).toHaveValue('5');
    await user.keyboard('{Backspace}x-');
    expect(box).toHaveValue('');
    await user.tab();
    expect(box).toHaveValue('1');
  });

  it('says how many are left and how many the cart has when more than the stock is asked for', async () => {
    const user = userEvent.setup();
    const engine = fakeEngine();
    try {
      await renderOffer({ stock: 9 });
      const box = screen.getByLabelText('Quantity');
      await user.clear(box);
      await user.type(box, '12');
      expect(box).toHaveValue('12');
      await user.click(screen.getByTestId('add-to-cart'));
      await waitFor(() =>
        expect(screen.getByTestId('quantity-limit')).toHaveTextContent(
          'Only 9 left; your cart has 9',
        ),
      );
      expect(engine.requests).toEqual([{ productId: 'doc-01', quantity: 9, product: SHOWN_LINE }]);
      expect(box).toHaveValue('9');

      // nothing more can go in: nothing is sent and no confirmation follows
      toasts = [];
      await user.click(screen.getByTestId('add-to-cart'));
      expect(screen.getByTestId('quantity-limit')).toHaveTextContent(
        'Only 9 left; your cart has 9',
      );
      expect(engine.requests).toHaveLength(1);
      expect(toasts).toEqual([]);
    } finally {
      engine.off();
    }
  });

  it('has the over-stock message in every language of the shop, with both numbers', () => {
    const onlyLeft = (locale: 'en' | 'zh' | 'jp') =>
      (translations[locale].addToCart as Record<string, string>).onlyLeft;
    for (const locale of ['en', 'zh', 'jp'] as const) {
      expect(onlyLeft(locale)).toEqual(expect.stringContaining('{{stock}}'));
      expect(onlyLeft(locale)).toEqual(expect.stringContaining('{{inCart}}'));
    }
    expect(new Set([onlyLeft('en'), onlyLeft('zh'), onlyLeft('jp')]).size).toBe(3);
  });

  it('offers nothing to add when the tea is sold out', async () => {
    await renderOffer({ stock: 0 });
    expect(screen.getByText('Sold out')).toBeInTheDocument();
    expect(screen.getByTestId('add-to-cart')).toBeDisabled();
    expect(screen.getByTestId('buy-now')).toBeDisabled();
    expect(screen.getByLabelText('Quantity')).toBeDisabled();
  });

  it('buy now adds, then goes to the cart page', async () => {
    const user = userEvent.setup();
    const engine = fakeEngine();
    await renderOffer();
    await user.click(screen.getByTestId('buy-now'));
    await waitFor(() => expect(window.location.pathname).toBe('/cart'));
    engine.off();
  });

  it('stays on the page and shows no confirmation when the cart could not add the product', async () => {
    const user = userEvent.setup();
    const engine = fakeEngine({ answer: false });
    await renderOffer();
    await user.click(screen.getByTestId('buy-now'));
    await waitFor(() => expect(screen.getByTestId('buy-now')).not.toHaveAttribute('aria-busy'));
    expect(window.location.pathname).toBe('/products/tea-01');
    expect(toasts).toEqual([]);
    engine.off();
  });
});
