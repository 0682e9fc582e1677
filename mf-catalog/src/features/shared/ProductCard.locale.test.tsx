import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInArea } from '@teashop/runtime/test-support';
import { catalog } from '../../test/area';
import { ProductCard } from './ProductCard';

const tea = {
  documentId: 'p1',
  slug: 'longjing',
  name: '西湖龍井',
  price: 4200,
  currency: 'JPY',
  productFormat: '茶葉 50 g',
  stock: 10,
  thumbnailImage: null,
};

describe("a card keeps the page's language", () => {
  it.each([
    ['jp', '/jp/products', '/jp/products/longjing'],
    ['zh', '/zh/products', '/zh/products/longjing'],
    ['en', '/products', '/products/longjing'],
  ] as const)('%s: links to and opens the product under %s', async (locale, url, product) => {
    await renderInArea(<ProductCard product={tea} />, { ...catalog, locale, url });
    const link = screen.getByRole('link', { name: /西湖龍井/ });
    expect(link).toHaveAttribute('href', product);
    // The shop's navigation (the card is also in islands, which have no router).
    await userEvent.click(link);
    expect(window.location.pathname).toBe(product);
  });

  it('is not rendered at an address of another language', async () => {
    await expect(
      renderInArea(<ProductCard product={tea} />, { ...catalog, locale: 'jp', url: '/products' }),
    ).rejects.toThrow('/products is not a "jp" page; its address starts with /jp');
  });
});
