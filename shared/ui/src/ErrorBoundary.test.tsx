import { render, screen } from '@testing-library/react';
import { initI18n } from '@teashop/runtime';
import { ErrorBoundary } from './ErrorBoundary';

function Broken(): never {
  throw new Error('Cannot read properties of undefined (reading "price")');
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  window.dataLayer = [];
  window.history.replaceState(null, '', '/jp/products/sencha?tab=reviews');
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('ErrorBoundary', () => {
  it('reports a failure to the console and the data layer, with the area and the route', async () => {
    await initI18n('en');
    const onError = jest.fn();
    render(
      <ErrorBoundary area="mf-catalog" onError={onError}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(window.dataLayer).toContainEqual({
      event: 'area_error',
      area: 'mf-catalog',
      page_path: '/jp/products/sencha?tab=reviews',
      error_name: 'Error',
      error_message: 'Cannot read properties of undefined (reading "price")',
    });
    const reported = consoleError.mock.calls.find(
      ([text]) => typeof text === 'string' && text.startsWith('Area "mf-catalog" failed'),
    );
    expect(reported?.[0]).toContain('/jp/products/sencha');
    expect(reported?.[1]).toBeInstanceOf(Error);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['en', 'Something went wrong. Please try again later.'],
    ['zh', '發生了一些問題，請稍後再試。'],
    ['jp', '問題が発生しました。しばらくしてからもう一度お試しください。'],
  ] as const)(
    'shows shoppers translated text only (%s), never the error itself',
    async (locale, text) => {
      await initI18n(locale);
      render(
        <ErrorBoundary area="mf-content">
          <Broken />
        </ErrorBoundary>,
      );
      expect(screen.getByRole('alert')).toHaveTextContent(text);
      expect(document.body).not.toHaveTextContent('Cannot read properties');
    },
  );

  it('a fallback given replaces the default, and is still reported', async () => {
    await initI18n('en');
    render(
      <ErrorBoundary area="mf-cart-checkout" fallback={() => <p>Cart unavailable</p>}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Cart unavailable')).toBeInTheDocument();
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({ event: 'area_error', area: 'mf-cart-checkout' }),
    );
  });
});
