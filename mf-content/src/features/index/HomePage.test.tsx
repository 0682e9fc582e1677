import { screen } from '@testing-library/react';
import { setRuntimeConfig } from '@teashop/contracts';
import { HomePage } from './HomePage';
import { renderInArea } from '@teashop/runtime/test-support';
import { content, json } from '../../test/area';

const media = (name: string, width: number, height: number) => ({
  url: `/uploads/${name}.jpg`,
  width,
  height,
  alternativeText: name,
  formats: {
    small: {
      url: `/uploads/small_${name}.jpg`,
      width: 500,
      height: Math.round((500 * height) / width),
    },
  },
});

const home = {
  heroTitle: 'Tea from the mountains',
  heroSubtitle: 'Small-batch teas',
  heroImage: media('hero', 1200, 675),
  heroCtaLabel: 'Shop all teas',
  heroCtaLink: '/products',
  featuredCollections: [
    {
      documentId: 'c1',
      name: 'Evening Calm',
      slug: 'evening-calm',
      cover: media('calm', 1200, 675),
    },
  ],
  featuredProducts: [
    {
      documentId: 'p1',
      name: 'Oriental Beauty',
      slug: 'oriental-beauty',
      price: '1350',
      currency: 'JPY',
      productFormat: '50 g',
    },
  ],
  newsletterTitle: 'Letters from the tea garden',
  newsletterText: 'Twice a month',
};
const articles = [
  {
    documentId: 'a1',
    title: 'Autumn roasting',
    slug: 'autumn-roasting',
    publishDate: '2026-10-28',
    tags: ['latest'],
  },
];

let fetchMock: jest.SpyInstance;
beforeAll(() => setRuntimeConfig({ cmsUrl: 'http://cms.test' }));
beforeEach(() => {
  fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('http://cms.test/api/home?')) return json({ data: home });
    if (url.startsWith('http://cms.test/api/articles?'))
      return json({ data: articles, meta: { pagination: { total: 1 } } });
    return json({ error: { status: 404, name: 'NotFoundError', message: 'Not Found' } }, 404);
  });
});
afterEach(() => fetchMock.mockRestore());

describe('home page', () => {
  it('shows the home content of the page locale with localized links', async () => {
    await renderInArea(<HomePage />, { ...content, locale: 'jp' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tea from the mountains' }),
    ).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('locale=ja-JP');
    expect(screen.getByRole('link', { name: 'Shop all teas' })).toHaveAttribute(
      'href',
      '/jp/products',
    );
    expect(screen.getByRole('link', { name: /Evening Calm/ })).toHaveAttribute(
      'href',
      '/jp/collection/evening-calm',
    );
    expect(screen.getByRole('link', { name: /Oriental Beauty/ })).toHaveAttribute(
      'href',
      '/jp/products/oriental-beauty',
    );
    expect(screen.getByText('¥1,350')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Autumn roasting/ })).toHaveAttribute(
      'href',
      '/jp/news/autumn-roasting',
    );
    expect(screen.getByText('2026年10月28日')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Letters from the tea garden' }),
    ).toBeInTheDocument();
  });

  it('gives the hero image its size and priority, and lets other images load lazily', async () => {
    const { container } = await renderInArea(<HomePage />, { ...content });
    await screen.findByRole('heading', { level: 1, name: 'Tea from the mountains' });
    const [hero, ...others] = Array.from(container.querySelectorAll('img'));
    expect(hero).toHaveAttribute('src', 'http://cms.test/uploads/hero.jpg');
    expect(hero).toHaveAttribute('width', '1200');
    expect(hero).toHaveAttribute('height', '675');
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    expect(hero).toHaveAttribute('loading', 'eager');
    expect(hero?.getAttribute('srcset')).toBe(
      'http://cms.test/uploads/small_hero.jpg 500w, http://cms.test/uploads/hero.jpg 1200w',
    );
    expect(others.length).toBeGreaterThan(0);
    for (const img of others) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).not.toHaveAttribute('fetchpriority');
    }
  });
});
