import { screen, within } from '@testing-library/react';
import { type FakeCms, installFakeCms, makeProducts } from '../../test/fakeCms';
import { localizePath } from '@teashop/contracts';
import { renderInArea } from '@teashop/runtime/test-support';
import { catalog } from '../../test/area';
import { ProductDetailPage } from './ProductDetailPage';

let cms: FakeCms;

beforeEach(() => {
  cms = installFakeCms(makeProducts(2));
  cms.reviews = [
    {
      documentId: 'r1',
      rating: 5,
      headline: 'Bright',
      body: 'Lovely.',
      publicName: 'Ann',
      createdAt: '2026-11-26T10:00:00.000Z',
      verifiedPurchase: true,
    },
  ];
  window.localStorage.clear();
});
afterEach(() => cms.restore());

describe("review dates follow the page's language", () => {
  it.each([
    ['jp', '2026年11月26日'],
    ['zh', '2026年11月26日'],
    ['en', 'Nov 26, 2026'],
  ] as const)('%s', async (locale, date) => {
    window.history.replaceState(null, '', `/${locale}/products/tea-01`);
    await renderInArea(<ProductDetailPage />, {
      ...catalog,
      url: localizePath('/products/tea-01', locale),
      path: '/products/:id',
      locale,
    });
    const review = (await screen.findAllByTestId('review'))[0] as HTMLElement;
    expect(within(review).getByText(date)).toBeInTheDocument();
  });
});
