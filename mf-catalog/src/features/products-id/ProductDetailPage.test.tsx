import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartState, publish, subscribe } from '@teashop/shared';
import { type FakeCms, installFakeCms, makeProducts } from '../../test/fakeCms';
import { renderAt, setupI18n } from '../../test/render';
import { ProductDetailPage } from './ProductDetailPage';
import { readRecentlyViewed } from './recentlyViewed';

let cms: FakeCms;
let toasts: string[];
let offToast: () => void;

beforeAll(() => setupI18n('en'));
beforeEach(() => {
  const products = makeProducts(6);
  const first = products[0] as (typeof products)[number];
  first.name = 'Alishan </script> Oolong';
  first.tastingNotes = 'Orchid, cream, sweet finish.';
  first.brewingGuide = { waterTemperature: 95, grams: 5, steepingTime: 150, infusions: 5 };
  first.description = [
    { type: 'paragraph', children: [{ type: 'text', text: 'High-mountain tea.' }] },
  ];
  first.recommendedProducts = [products[1] as (typeof products)[number]];
  cms = installFakeCms(products);
  window.dataLayer = [];
  window.localStorage.clear();
  window.history.replaceState(null, '', '/products/tea-01');
  toasts = [];
  offToast = subscribe('shell:toast', ({ message }) => toasts.push(message));
});
afterEach(() => {
  cms.restore();
  offToast();
  cartState.pending = [];
});

function renderProduct(slug = 'tea-01') {
  return renderAt(`/products/${slug}`, '/products/:id', <ProductDetailPage />);
}

describe('product page', () => {
  it('shows the product, free-shipping text, notes and brewing guide; records view and SEO data', async () => {
    renderProduct();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Alishan </script> Oolong' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('free-shipping')).toHaveTextContent(
        'Free shipping on orders over US$50',
      ),
    );
    expect(screen.getAllByText('US$10.00')[0]).toBeInTheDocument();
    expect(screen.getByText('Orchid, cream, sweet finish.')).toBeInTheDocument();
    expect(within(screen.getByTestId('brewing-guide')).getByText('2 min 30 s')).toBeInTheDocument();
    expect(within(screen.getByTestId('recommended')).getByText('Tea 02')).toBeInTheDocument();
    const related = screen.getByRole('region', { name: 'Related categories' });
    expect(within(related).getByRole('link', { name: 'Green Tea' })).toHaveAttribute(
      'href',
      '/category/green',
    );

    const viewItem = window.dataLayer?.find((e) => e.event === 'view_item');
    expect(viewItem?.ecommerce).toEqual({
      currency: 'USD',
      value: 10,
      items: [
        expect.objectContaining({
          item_id: 'SKU-01',
          item_name: 'Alishan </script> Oolong',
          item_variant: 'Loose leaf, 50 g',
          price: 10,
          quantity: 1,
        }),
      ],
    });
    expect(readRecentlyViewed()).toEqual(['tea-01']);
    expect(document.title).toMatch(/^Alishan <\/script> Oolong \| /);

    const ld = document.head.querySelector('script[type="application/ld+json"]');
    expect(ld?.textContent).not.toContain('</script>');
    expect(JSON.parse(ld?.textContent ?? '{}')).toEqual(
      expect.objectContaining({
        '@type': 'Product',
        name: 'Alishan </script> Oolong',
        offers: expect.objectContaining({ price: 10, priceCurrency: 'USD' }),
      }),
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost/products/tea-01',
    );
    expect(document.head.querySelector('link[hreflang="ja"]')).toHaveAttribute(
      'href',
      'http://localhost/jp/products/tea-01',
    );
  });

  it('adds to the cart over the bus, shows progress while the cart store works, then confirms', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const requests: unknown[] = [];
    // The cart store's side of the contract: mark pending, add, then report.
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
    renderProduct();
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByLabelText('Quantity')).toHaveValue('3');
    await user.click(screen.getByTestId('add-to-cart'));
    expect(requests).toEqual([{ productId: 'doc-01', quantity: 3 }]);
    const button = await screen.findByRole('button', { name: 'Adding…' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    act(() => finish());
    await waitFor(() => expect(screen.getByTestId('add-to-cart')).not.toHaveAttribute('aria-busy'));
    expect(toasts).toContain('Alishan </script> Oolong was added to your cart');
    off();
  });

  it('buy now adds, then goes to the cart page', async () => {
    const user = userEvent.setup();
    const off = subscribe('cart:add-item', (item) => {
      cartState.pending = [item.productId];
      setTimeout(() => {
        publish('cart:item-added', {
          productId: item.productId,
          quantity: item.quantity,
          count: 1,
        });
        cartState.pending = [];
      }, 10);
    });
    renderProduct();
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByTestId('buy-now'));
    await waitFor(() => expect(window.location.pathname).toBe('/cart'));
    off();
  });

  it('stays on the page and shows no confirmation when the cart could not add the product', async () => {
    const user = userEvent.setup();
    const off = subscribe('cart:add-item', (item) => {
      cartState.pending = [item.productId];
      setTimeout(() => {
        cartState.pending = [];
      }, 10);
    });
    renderProduct();
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByTestId('buy-now'));
    await waitFor(() => expect(screen.getByTestId('buy-now')).not.toHaveAttribute('aria-busy'));
    expect(window.location.pathname).toBe('/products/tea-01');
    expect(toasts).toEqual([]);
    off();
  });

  it('sends anonymous visitors to log in before writing a review, and back', async () => {
    const user = userEvent.setup();
    renderProduct();
    await user.click(await screen.findByRole('button', { name: 'Log in to write a review' }));
    expect(`${window.location.pathname}${window.location.search}`).toBe(
      `/login?redirect=${encodeURIComponent('/products/tea-01')}`,
    );
  });

  it('shows the not-found page for an unknown slug', async () => {
    renderProduct('no-such-tea');
    expect(
      await screen.findByRole('heading', { name: '404 - Page Not Found' }),
    ).toBeInTheDocument();
  });
});
