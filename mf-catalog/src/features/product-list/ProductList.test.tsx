import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FakeCms, installFakeCms, makeProducts } from '../../test/fakeCms';
import { renderInArea } from '@teashop/runtime/test-support';
import { catalog } from '../../test/area';
import { ProductListPage } from '../products/ProductListPage';
import * as productCard from '../shared/ProductCard';

// The cards as they are, with their draws counted.
jest.mock('../shared/ProductCard', () => {
  const actual = jest.requireActual<typeof productCard>('../shared/ProductCard');
  return { ...actual, ProductCard: jest.fn(actual.ProductCard) };
});
const cardDraws = () => (productCard.ProductCard as jest.Mock).mock.calls.length;

let cms: FakeCms;

beforeEach(() => {
  cms = installFakeCms(makeProducts(30));
  window.dataLayer = [];
});
afterEach(() => cms.restore());

const cards = () => screen.queryAllByTestId('product-card');
// The list follows the browser's address itself (it is an island, without a router).
const location = () => `${window.location.pathname}${window.location.search}`;

describe('product list', () => {
  it('shows skeletons, then the first 12 cards with price, tax note and counts', async () => {
    cms.hold = true;
    await renderInArea(<ProductListPage />, { ...catalog, url: '/products', path: '/products' });
    expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(12);
    act(() => cms.release());
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(screen.queryAllByTestId('product-card-skeleton')).toHaveLength(0);
    expect(screen.getByTestId('product-count')).toHaveTextContent('Showing 12 of 30');
    const first = within(cards()[0] as HTMLElement);
    expect(first.getByRole('heading', { name: 'Tea 01' })).toBeInTheDocument();
    expect(first.getByText('US$10.00')).toBeInTheDocument();
    expect(first.getByText('Tax included')).toBeInTheDocument();
    // The heading names the card's link; the picture is not read out a second time.
    expect(first.getByRole('link', { name: 'Tea 01' })).toBeInTheDocument();
    const img = (cards()[0] as HTMLElement).querySelector('img');
    expect(img).toHaveAttribute('alt', '');
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '800');
  });

  it('loads more pages of 12 until everything is shown, remembering the count in the URL', async () => {
    const user = userEvent.setup();
    await renderInArea(<ProductListPage />, { ...catalog, url: '/products', path: '/products' });
    await waitFor(() => expect(cards()).toHaveLength(12));
    // a link to the longer list, which works before the page is live
    expect(screen.getByRole('link', { name: 'Load more' })).toHaveAttribute('href', '?shown=24');
    await user.click(screen.getByRole('link', { name: 'Load more' }));
    await waitFor(() => expect(cards()).toHaveLength(24));
    // focus goes to the first newly shown tea, not to the page
    await waitFor(() =>
      expect(
        within(cards()[12] as HTMLElement).getByRole('link', { name: 'Tea 13' }),
      ).toHaveFocus(),
    );
    expect(screen.getByTestId('product-count')).toHaveTextContent('Showing 24 of 30');
    await waitFor(() => expect(location()).toBe('/products?shown=24'));
    expect(cms.requests.filter((r) => r.startsWith('GET /api/products')).at(-1)).toContain(
      'pagination[start]=12&pagination[limit]=12',
    );
    await user.click(screen.getByRole('link', { name: 'Load more' }));
    await waitFor(() => expect(cards()).toHaveLength(30));
    expect(screen.getByTestId('product-count')).toHaveTextContent('Showing 30 of 30');
    // the button is gone with the last page: focus is on the first tea of that page
    await waitFor(() =>
      expect(
        within(cards()[24] as HTMLElement).getByRole('link', { name: 'Tea 25' }),
      ).toHaveFocus(),
    );
    expect(screen.queryByRole('link', { name: 'Load more' })).not.toBeInTheDocument();
    // every card once, in order
    expect(cards().map((c) => within(c).getByRole('heading').textContent)).toEqual(
      makeProducts(30).map((p) => p.name),
    );
  });

  it('restores a longer list from the URL in one request (reload, back)', async () => {
    await renderInArea(<ProductListPage />, {
      ...catalog,
      url: '/products?shown=24',
      path: '/products',
    });
    await waitFor(() => expect(cards()).toHaveLength(24));
    expect(cms.requests.filter((r) => r.startsWith('GET /api/products'))).toHaveLength(1);
  });

  it('filters by category and evening-safe through the URL, combined', async () => {
    const user = userEvent.setup();
    await renderInArea(<ProductListPage />, { ...catalog, url: '/products', path: '/products' });
    await waitFor(() => expect(cards()).toHaveLength(12));
    await user.click(await screen.findByRole('checkbox', { name: 'Green Tea' }));
    await waitFor(() => expect(location()).toBe('/products?category=green'));
    await waitFor(() =>
      expect(screen.getByTestId('product-count')).toHaveTextContent('Showing 10 of 10'),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Herbal Infusions' }));
    await waitFor(() => expect(location()).toBe('/products?category=green,herbal'));
    await waitFor(() =>
      expect(screen.getByTestId('product-count')).toHaveTextContent('Showing 12 of 20'),
    );
    await user.click(screen.getByRole('checkbox', { name: /Evening-safe/ }));
    await waitFor(() => expect(location()).toBe('/products?category=green,herbal&evening=1'));
    await waitFor(() =>
      expect(screen.getByTestId('product-count')).toHaveTextContent('Showing 10 of 10'),
    );
    expect(
      cards().every((c) => /Tea (03|06|09|12|15|18|21|24|27|30)/.test(c.textContent ?? '')),
    ).toBe(true);
  });

  it("shows a filter's click at once without drawing the cards again before the new list", async () => {
    const user = userEvent.setup();
    await renderInArea(<ProductListPage />, { ...catalog, url: '/products', path: '/products' });
    await waitFor(() => expect(cards()).toHaveLength(12));
    cms.hold = true;
    const drawn = cardDraws();
    const green = await screen.findByRole('checkbox', { name: 'Green Tea' });
    await user.click(green);
    expect(green).toBeChecked();
    await waitFor(() => expect(location()).toBe('/products?category=green'));
    expect(cardDraws()).toBe(drawn);
    act(() => cms.release());
    cms.hold = false;
    await waitFor(() =>
      expect(screen.getByTestId('product-count')).toHaveTextContent('Showing 10 of 10'),
    );
    expect(cardDraws()).toBe(drawn + 10);
  });

  it('reads filters from a shared link and shows the no-match message', async () => {
    await renderInArea(<ProductListPage />, {
      ...catalog,
      url: '/products?category=green&caffeine=none',
      path: '/products',
    });
    expect(await screen.findByTestId('no-match')).toHaveTextContent(
      'No teas match these filters. Try removing a filter.',
    );
    expect(screen.getByTestId('product-count')).toHaveTextContent('Showing 0 of 0');
    expect(screen.getByRole('checkbox', { name: 'Green Tea' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'None' })).toBeChecked();
    expect(cards()).toHaveLength(0);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Clear filters' }));
    await waitFor(() => expect(location()).toBe('/products'));
    await waitFor(() => expect(cards()).toHaveLength(12));
  });

  it('sorts through a select kept in the URL: filters kept, the list starts over', async () => {
    const user = userEvent.setup();
    // The stand-in answers in catalogue order; order by price as the cms would when asked to.
    const answer = global.fetch;
    global.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const sort = new URL(String(input)).searchParams.get('sort[0]');
      const desc = sort === 'price:desc' ? -1 : 1;
      if (sort?.startsWith('price:')) {
        cms.products.sort((a, b) => desc * (Number(a.price) - Number(b.price)));
      }
      return answer(input, init);
    }) as typeof fetch;
    await renderInArea(<ProductListPage />, {
      ...catalog,
      url: '/products?roast=unroasted&shown=24',
      path: '/products',
    });
    await waitFor(() => expect(cards()).toHaveLength(20));
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(select).toHaveValue('featured');
    expect(cms.requests.at(-1)).toContain(
      'sort[0]=featuredRank:desc&sort[1]=name:asc&sort[2]=documentId:asc',
    );

    await user.selectOptions(select, 'Price: high to low');
    await waitFor(() => expect(location()).toBe('/products?roast=unroasted&sort=price-desc'));
    expect(select).toHaveValue('price-desc');
    await waitFor(() => expect(cards()).toHaveLength(12));
    const last = cms.requests.filter((r) => r.startsWith('GET /api/products')).at(-1);
    expect(last).toContain('sort[0]=price:desc&sort[1]=name:asc&sort[2]=documentId:asc');
    expect(last).toContain('filters[$and][0][roastingLevel][slug][$in][0]=unroasted');
    expect(last).toContain('pagination[start]=0&pagination[limit]=12');
    const prices = cards().map((c) =>
      Number(
        within(c)
          .getByTestId('product-price')
          .textContent?.replace(/[^0-9.]/g, ''),
      ),
    );
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(prices[0]).toBe(39);

    // filters chosen afterwards keep the order
    await user.click(await screen.findByRole('checkbox', { name: 'Green Tea' }));
    await waitFor(() =>
      expect(location()).toBe('/products?roast=unroasted&sort=price-desc&category=green'),
    );

    // back to the default: the parameter goes away
    await user.selectOptions(select, 'Featured');
    await waitFor(() => expect(location()).toBe('/products?roast=unroasted&category=green'));
  });

  it('shows the order of a shared link selected and loads it once', async () => {
    await renderInArea(<ProductListPage />, {
      ...catalog,
      url: '/products?sort=rating&category=green',
      path: '/products',
    });
    await waitFor(() => expect(cards()).toHaveLength(10));
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('rating');
    const requests = cms.requests.filter((r) => r.startsWith('GET /api/products'));
    expect(requests).toHaveLength(1);
    expect(requests[0]).toContain(
      'sort[0]=ratingAverage:desc&sort[1]=ratingCount:desc&sort[2]=name:asc&sort[3]=documentId:asc',
    );
    expect(
      screen.getAllByRole('option').map((o) => [(o as HTMLOptionElement).value, o.textContent]),
    ).toEqual([
      ['featured', 'Featured'],
      ['price-asc', 'Price: low to high'],
      ['price-desc', 'Price: high to low'],
      ['newest', 'Newest'],
      ['rating', 'Best rated'],
    ]);
  });

  it('reads an unknown order as featured', async () => {
    await renderInArea(<ProductListPage />, {
      ...catalog,
      url: '/products?sort=cheapest-first',
      path: '/products',
    });
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('featured');
    expect(cms.requests.at(-1)).toContain('sort[0]=featuredRank:desc');
  });

  it('pushes view_item_list with GA4 parameters for each page shown', async () => {
    await renderInArea(<ProductListPage />, { ...catalog, url: '/products', path: '/products' });
    await waitFor(() => expect(cards()).toHaveLength(12));
    const event = window.dataLayer?.find((e) => e.event === 'view_item_list') as {
      ecommerce: { currency: string; value: number; items: Array<Record<string, unknown>> };
    };
    expect(event.ecommerce.currency).toBe('USD');
    expect(event.ecommerce.items).toHaveLength(12);
    expect(event.ecommerce.items[0]).toEqual(
      expect.objectContaining({
        item_id: 'SKU-01',
        item_name: 'Tea 01',
        item_variant: 'Loose leaf, 50 g',
        price: 10,
        quantity: 1,
        index: 0,
      }),
    );
    expect(event.ecommerce.value).toBe(makeProducts(12).reduce((s, p) => s + Number(p.price), 0));
  });
});
