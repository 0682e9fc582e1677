import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { publish, subscribe } from '@teashop/contracts';
import { authState } from '@teashop/runtime';
import { cartState } from '@teashop/runtime/cart-owner';
import { type FakeCms, installFakeCms, makeProducts } from '../../test/fakeCms';
import translations from '../../i18n/all';
import { renderInArea } from '@teashop/runtime/test-support';
import { catalog } from '../../test/area';
import { ProductDetailPage } from './ProductDetailPage';
import { readRecentlyViewed } from './recentlyViewed';

let cms: FakeCms;
let toasts: string[];
let offToast: () => void;

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

async function renderProduct(slug = 'tea-01') {
  return renderInArea(<ProductDetailPage />, {
    ...catalog,
    url: `/products/${slug}`,
    path: '/products/:id',
  });
}

describe('product page', () => {
  it('shows the product, free-shipping text, notes and brewing guide; records the view', async () => {
    await renderProduct();
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
    // The page's head (title, links, JSON-LD) comes from its route's `meta`: routes.test.tsx.
  });

  const SHOWN_LINE = {
    name: 'Alishan </script> Oolong',
    price: 10,
    currency: 'USD',
    slug: 'tea-01',
    productFormat: 'Loose leaf, 50 g',
    sku: 'SKU-01',
    thumbnailUrl: '/uploads/tea-01.png',
    updatedAt: '',
  };

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
    await renderProduct();
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByLabelText('Quantity')).toHaveValue('3');
    await user.click(screen.getByTestId('add-to-cart'));
    // The page passes the line as it shows it, so the cart does not read the product again.
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
    await renderProduct();
    await screen.findByRole('heading', { level: 1 });
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
    cms.products[0]!.stock = 9;
    const user = userEvent.setup();
    const requests: unknown[] = [];
    // The cart store's side: it adds what it is sent and reports.
    const off = subscribe('cart:add-item', (item) => {
      requests.push(item);
      cartState.pending = [item.productId];
      const line = cartState.items.find((i) => i.productId === item.productId);
      if (line) line.quantity += item.quantity;
      else
        cartState.items.push({
          productId: item.productId,
          quantity: item.quantity,
          name: 'Alishan </script> Oolong',
          price: 10,
          slug: 'tea-01',
          currency: 'USD',
          productFormat: 'Loose leaf, 50 g',
          sku: 'SKU-01',
          updatedAt: '2026-11-21T10:00:00.000Z',
          thumbnailUrl: '',
        });
      setTimeout(() => {
        publish('cart:item-added', {
          productId: item.productId,
          quantity: item.quantity,
          count: item.quantity,
        });
        cartState.pending = [];
      }, 10);
    });
    try {
      await renderProduct();
      await screen.findByRole('heading', { level: 1 });
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
      expect(requests).toEqual([{ productId: 'doc-01', quantity: 9, product: SHOWN_LINE }]);
      expect(box).toHaveValue('9');

      // nothing more can go in: nothing is sent and no confirmation follows
      toasts = [];
      await user.click(screen.getByTestId('add-to-cart'));
      expect(screen.getByTestId('quantity-limit')).toHaveTextContent(
        'Only 9 left; your cart has 9',
      );
      expect(requests).toHaveLength(1);
      expect(toasts).toEqual([]);
    } finally {
      off();
      cartState.items = [];
    }
  });

  it('has the over-stock message in every language of the shop, with both numbers', () => {
    const onlyLeft = (locale: 'en' | 'zh' | 'jp') =>
      (translations[locale].product as Record<string, string>).onlyLeft;
    for (const locale of ['en', 'zh', 'jp'] as const) {
      expect(onlyLeft(locale)).toEqual(expect.stringContaining('{{stock}}'));
      expect(onlyLeft(locale)).toEqual(expect.stringContaining('{{inCart}}'));
    }
    expect(new Set([onlyLeft('en'), onlyLeft('zh'), onlyLeft('jp')]).size).toBe(3);
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
    await renderProduct();
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
    await renderProduct();
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByTestId('buy-now'));
    await waitFor(() => expect(screen.getByTestId('buy-now')).not.toHaveAttribute('aria-busy'));
    expect(window.location.pathname).toBe('/products/tea-01');
    expect(toasts).toEqual([]);
    off();
  });

  it('sends anonymous visitors to log in before writing a review, and back', async () => {
    const user = userEvent.setup();
    await renderProduct();
    await user.click(await screen.findByRole('button', { name: 'Log in to write a review' }));
    expect(`${window.location.pathname}${window.location.search}`).toBe(
      `/login?redirect=${encodeURIComponent('/products/tea-01')}`,
    );
  });

  describe('a signed-in member', () => {
    beforeEach(() => {
      authState.user = { id: 7, username: 'mei', email: 'mei@teashop.test', firstName: 'Mei' };
      authState.token = 'jwt';
      authState.status = 'ready';
    });
    // valtio tells the page about a change a moment later: inside act, so React sees it
    afterEach(async () => {
      await act(async () => {
        authState.user = null;
        authState.token = null;
        authState.status = 'idle';
        await Promise.resolve();
      });
    });

    it('who received the tea is offered "Write a review"; verified reviews say so', async () => {
      cms.reviews = [
        {
          documentId: 'r1',
          rating: 5,
          headline: 'Bright',
          body: 'Lovely.',
          publicName: 'Ann',
          createdAt: '2026-11-20T10:00:00.000Z',
          verifiedPurchase: true,
        },
        {
          documentId: 'r2',
          rating: 4,
          headline: 'Good',
          body: 'Nice.',
          publicName: 'Ben',
          createdAt: '2026-11-19T10:00:00.000Z',
          verifiedPurchase: false,
        },
      ];
      await renderProduct();
      const reviews = await screen.findByTestId('reviews');
      expect(
        await within(reviews).findByRole('button', { name: 'Write a review' }),
      ).toBeInTheDocument();
      expect(cms.requests).toContain('GET /api/reviews/eligibility?product=doc-01');
      const items = within(reviews).getAllByTestId('review');
      expect(within(items[0] as HTMLElement).getByText('Verified purchase')).toBeInTheDocument();
      expect(within(items[1] as HTMLElement).queryByText('Verified purchase')).toBeNull();
      expect(within(reviews).queryByTestId('review-eligibility')).toBeNull();
    });

    it('who has not received the tea reads why and gets no "Write a review"', async () => {
      cms.canReview = false;
      await renderProduct();
      const reviews = await screen.findByTestId('reviews');
      expect(await within(reviews).findByTestId('review-eligibility')).toHaveTextContent(
        'Only shoppers who received this tea can review it.',
      );
      expect(within(reviews).queryByRole('button', { name: 'Write a review' })).toBeNull();
      expect(
        within(reviews).queryByRole('button', { name: 'Log in to write a review' }),
      ).toBeNull();
    });
  });

  it('shows the not-found page for an unknown slug', async () => {
    await renderProduct('no-such-tea');
    expect(
      await screen.findByRole('heading', { name: '404 - Page Not Found' }),
    ).toBeInTheDocument();
  });
});
