import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInArea } from '@teashop/runtime/test-support';
import { catalog } from '../../test/area';
import { SearchPage } from './SearchPage';

type Answer = { status: number; body: unknown };

const product = (n: number) => ({
  documentId: `p${n}`,
  slug: `tea-${n}`,
  name: `Oolong ${n}`,
  price: 20 + n,
  currency: 'USD',
  productFormat: '50 g tin',
  stock: n === 2 ? 0 : 10,
  thumbnailImage: null,
});

const found = (page: number) => ({
  data: {
    products: page === 1 ? [product(1), product(2)] : [product(13)],
    articles:
      page === 1
        ? [
            {
              documentId: 'a1',
              slug: 'oolong-guide',
              title: 'A guide to oolong',
              excerpt: 'How oolong is made.',
              publishDate: '2026-03-01',
            },
          ]
        : [],
  },
  meta: {
    products: { total: 13, page, pageSize: 12 },
    articles: { total: 1, page, pageSize: 12 },
    suggestions: [],
  },
});

let requests: string[];
let answer: (url: URL) => Answer;

beforeEach(() => {
  requests = [];
  window.dataLayer = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    requests.push(`${url.pathname}${url.search}`);
    const { status, body } = answer(url);
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
});

const location = () => screen.getByTestId('location').textContent;

describe('search page', () => {
  it('shows products first, then articles, with counts, pages and a view_search_results event', async () => {
    answer = (url) => ({ status: 200, body: found(Number(url.searchParams.get('page'))) });
    const user = userEvent.setup();
    await renderInArea(<SearchPage />, { ...catalog, url: '/search?q=oolong', path: '/search' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Results for “oolong”');
    const products = await screen.findByTestId('search-products');
    const cards = within(products).getAllByTestId('product-card');
    expect(cards).toHaveLength(2);
    // a sold-out tea is marked as on the product lists
    expect(cards.map((card) => within(card).queryByText('Sold out') !== null)).toEqual([
      false,
      true,
    ]);
    expect(screen.getByRole('heading', { name: 'Teas (13)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Articles (1)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'A guide to oolong' })).toHaveAttribute(
      'href',
      '/news/oolong-guide',
    );
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(requests[0]).toBe('/api/search?q=oolong&locale=en&page=1&pageSize=12');
    expect(window.dataLayer).toContainEqual({
      event: 'view_search_results',
      search_term: 'oolong',
      result_count: 14,
    });
    // "Teas" comes before "Articles" in the page
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Teas (13)', 'Articles (1)']);

    await user.click(screen.getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(location()).toBe('/search?q=oolong&page=2'));
    await waitFor(() => expect(screen.getByText('Page 2 of 2')).toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Previous' })).toBeInTheDocument();
    expect(
      within(screen.getByTestId('search-products')).getAllByTestId('product-card'),
    ).toHaveLength(1);
  });

  it('says nothing was found and offers other terms to try', async () => {
    answer = () => ({
      status: 200,
      body: {
        data: { products: [], articles: [] },
        meta: {
          products: { total: 0, page: 1, pageSize: 12 },
          articles: { total: 0, page: 1, pageSize: 12 },
          suggestions: ['oolong', 'green tea'],
        },
      },
    });
    const user = userEvent.setup();
    await renderInArea(<SearchPage />, {
      ...catalog,
      url: '/search?q=oolng%20xyz',
      path: '/search',
    });
    const none = await screen.findByTestId('search-no-results');
    expect(none).toHaveTextContent('No results for “oolng xyz”.');
    expect(within(none).getByRole('link', { name: 'Browse all teas' })).toBeInTheDocument();
    await user.click(within(none).getByRole('link', { name: 'green tea' }));
    await waitFor(() => expect(location()).toBe('/search?q=green+tea'));
  });

  it('keeps the term when the search fails and searches again on request', async () => {
    let fail = true;
    answer = () =>
      fail
        ? {
            status: 503,
            body: { error: { status: 503, name: 'ServiceUnavailableError', message: 'down' } },
          }
        : { status: 200, body: found(1) };
    const user = userEvent.setup();
    await renderInArea(<SearchPage />, { ...catalog, url: '/search?q=oolong', path: '/search' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Search is unavailable right now');
    expect(screen.getByRole('searchbox', { name: 'Search teas and articles' })).toHaveValue(
      'oolong',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('search-products')).toBeInTheDocument();
  });

  it('a new term from the page form updates the URL and records a search', async () => {
    answer = (url) => ({ status: 200, body: found(Number(url.searchParams.get('page'))) });
    const user = userEvent.setup();
    await renderInArea(<SearchPage />, { ...catalog, url: '/search', path: '/search' });
    expect(screen.getByText(/Type the name of a tea/)).toBeInTheDocument();
    expect(requests).toHaveLength(0);
    const input = screen.getByRole('searchbox', { name: 'Search teas and articles' });
    await user.type(input, '  black   tea {Enter}');
    await waitFor(() => expect(location()).toBe('/search?q=black+tea'));
    expect(window.dataLayer).toContainEqual({ event: 'search', search_term: 'black tea' });
    await screen.findByTestId('search-products');
  });
});

describe('search page in Japanese', () => {
  it('names one result in Japanese, not in English', async () => {
    answer = () => ({
      status: 200,
      body: {
        data: {
          products: [{ ...product(1), name: '京都 ほうじ茶', currency: 'JPY', price: 1200 }],
          articles: [],
        },
        meta: {
          products: { total: 1, page: 1, pageSize: 12 },
          articles: { total: 0, page: 1, pageSize: 12 },
          suggestions: [],
        },
      },
    });
    await renderInArea(<SearchPage />, {
      ...catalog,
      url: '/jp/search?q=ほうじ茶',
      path: '/search',
      locale: 'jp',
    });
    await screen.findByTestId('search-products');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['お茶（1）']);
    expect(screen.getByText('1 件の結果')).toBeInTheDocument();
  });
});
