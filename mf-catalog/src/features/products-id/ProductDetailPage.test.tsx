import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { subscribe } from '@teashop/contracts';
import { authState } from '@teashop/runtime';
import { type FakeCms, installFakeCms, makeProducts } from '../../test/fakeCms';
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

  it("places the cart team's add to cart, offering the product as the page shows it", async () => {
    cms.products[0]!.stock = 9;
    await renderProduct();
    await screen.findByRole('heading', { level: 1 });
    const host = document.querySelector<HTMLElement>('[data-remote-island]');
    expect(host).toHaveAttribute('data-remote-island', 'mf-cart-checkout:add-to-cart');
    expect(JSON.parse(host?.getAttribute('data-island-props') ?? '')).toEqual({
      product: {
        productId: 'doc-01',
        name: 'Alishan </script> Oolong',
        price: 10,
        currency: 'USD',
        slug: 'tea-01',
        productFormat: 'Loose leaf, 50 g',
        sku: 'SKU-01',
        thumbnailUrl: '/uploads/tea-01.png',
        stock: 9,
      },
    });
    // Without the cart team's code (no shell here) the page offers a plain form instead, which the
    // shop server handles.
    const form = await screen.findByRole('button', { name: 'Add to cart' });
    expect(form.closest('form')).toHaveAttribute('action', '/cart/items');
    expect(form.closest('form')).toHaveFormValues({
      productId: 'doc-01',
      quantity: '1',
      back: '/products/tea-01',
    });
    expect(screen.getByRole('button', { name: 'Buy now' })).toHaveAttribute('value', 'buy');
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
