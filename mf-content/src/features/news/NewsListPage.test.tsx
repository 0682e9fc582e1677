import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localizePath, setRuntimeConfig } from '@teashop/contracts';
import { NewsListPage } from './NewsListPage';
import { renderInArea } from '@teashop/runtime/test-support';
import { content, json } from '../../test/area';

const articles = Array.from({ length: 8 }, (_, i) => ({
  documentId: `a${i + 1}`,
  title: `Article ${i + 1}`,
  slug: `article-${i + 1}`,
  publishDate: '2026-10-28',
  tags: ['latest'],
}));

let fetchMock: jest.SpyInstance;
beforeAll(() => setRuntimeConfig({ cmsUrl: 'http://cms.test' }));
beforeEach(() => {
  fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const params = new URL(String(input)).searchParams;
    const page = Number(params.get('pagination[page]'));
    const size = Number(params.get('pagination[pageSize]'));
    const data = articles.slice((page - 1) * size, page * size);
    return json({ data, meta: { pagination: { total: articles.length } } });
  });
});
afterEach(() => fetchMock.mockRestore());

describe('news list', () => {
  it('gives focus to the first article "Show more" adds', async () => {
    await renderInArea(<NewsListPage />, { ...content, url: '/news' });
    await userEvent.click(await screen.findByRole('button', { name: 'Show more' }));
    const first = await screen.findByRole('link', { name: /Article 7/ });
    await waitFor(() => expect(first).toHaveFocus());
    expect(screen.getByTestId('news-count')).toHaveTextContent('8');
  });

  it('writes the pages shown into the address, without loading the list again', async () => {
    await renderInArea(<NewsListPage />, { ...content, url: '/news?tag=latest' });
    await userEvent.click(await screen.findByRole('button', { name: 'Show more' }));
    await screen.findByRole('link', { name: /Article 7/ });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/news?tag=latest&page=2'),
    );
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('keeps the articles shown when "Show more" fails, and tries again on the next click', async () => {
    await renderInArea(<NewsListPage />, { ...content, url: '/news' });
    const more = await screen.findByRole('button', { name: 'Show more' });
    fetchMock.mockResolvedValueOnce(json({ error: { status: 502, name: 'BadGateway' } }, 502));
    await userEvent.click(more);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'More articles could not be loaded. Please try again.',
    );
    expect(screen.getAllByRole('link', { name: /Article \d/ })).toHaveLength(6);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/news$/);
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('link', { name: /Article 8/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/news?page=2'));
  });

  it.each([
    ['zh', '2026年10月28日'],
    ['jp', '2026年10月28日'],
    ['en', 'Oct 28, 2026'],
  ] as const)('writes the dates in the page language (%s)', async (locale, date) => {
    await renderInArea(<NewsListPage />, {
      ...content,
      url: localizePath('/news', locale),
      locale,
    });
    expect((await screen.findAllByText(date)).length).toBeGreaterThan(0);
  });
});
