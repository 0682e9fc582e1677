import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localizePath, setRuntimeConfig } from '@teashop/shared';
import { NewsListPage } from './NewsListPage';
import { renderInArea } from '@teashop/shared/test-support/renderInArea';
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
