import { screen, within } from '@testing-library/react';
import { renderInArea } from '@teashop/runtime/test-support';
import { catalog } from '../../test/area';
import { ProductCard, ProductCardSkeleton } from './ProductCard';

const tea = (rating: { ratingAverage?: number | string | null; ratingCount?: number | null }) => ({
  documentId: 'p1',
  slug: 'longjing',
  name: 'West Lake Longjing',
  price: 28,
  currency: 'USD',
  productFormat: 'Loose leaf, 50 g',
  stock: 10,
  thumbnailImage: null,
  ...rating,
});

test('a reviewed tea shows its rating, with a sentence for screen readers', async () => {
  await renderInArea(<ProductCard product={tea({ ratingAverage: '4.67', ratingCount: 12 })} />, {
    ...catalog,
  });
  const rating = screen.getByTestId('card-rating');
  expect(rating).toHaveTextContent('★ 4.7 (12)');
  expect(within(rating).getByText('Rated 4.7 out of 5 from 12 reviews')).toHaveClass(
    'ui-visually-hidden',
  );
  // outside the link, so the link keeps the tea's name as its name
  expect(screen.getByRole('link', { name: 'West Lake Longjing' })).toBeInTheDocument();
});

test('a tea without reviews keeps an empty rating line, as tall as the others', async () => {
  const { container } = await renderInArea(
    <ProductCard product={tea({ ratingAverage: 0, ratingCount: 0 })} />,
    { ...catalog, locale: 'jp' },
  );
  expect(screen.queryByTestId('card-rating')).not.toBeInTheDocument();
  const lines = container.querySelectorAll('article > p');
  expect([...lines].map((line) => line.className)).toContain('rating');
  const skeleton = (await renderInArea(<ProductCardSkeleton />, { ...catalog })).container;
  expect(skeleton.querySelector('.rating')).not.toBeNull();
});

test('the Japanese sentence', async () => {
  await renderInArea(<ProductCard product={tea({ ratingAverage: 5, ratingCount: 1 })} />, {
    ...catalog,
    locale: 'jp',
  });
  expect(screen.getByText('評価 5.0（5点満点）、レビュー1件')).toBeInTheDocument();
});
