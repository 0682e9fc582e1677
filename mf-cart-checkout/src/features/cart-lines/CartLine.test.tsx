import { act, render, screen, within } from '@testing-library/react';
import { type Locale, localizePath, setRuntimeConfig } from '@teashop/contracts';
import { addNamespace, initI18n } from '@teashop/runtime';
import { cartState } from '@teashop/runtime/cart-owner';
import { disposeCart, initCart } from '../cart-engine/cartActions';
import translations from '../../i18n/all';
import CartPanel from '../cart-panel/CartPanel';

/** A cart of two lines of one tea, as the content backend answers it in each currency. */
function cartAnswer(currency: string, price: number, locale: string) {
  const cart = {
    id: 1,
    documentId: 'doc1',
    cartId: 'cart-format123',
    userId: '',
    locale,
    items: [
      {
        productId: 'p-hojicha',
        quantity: 2,
        name: 'Hojicha',
        price,
        slug: 'hojicha',
        currency,
        productFormat: 'Loose leaf',
        sku: 'HOJ-50',
        updatedAt: '2026-01-01T00:00:00.000Z',
        thumbnailUrl: '/uploads/thumbnail_hojicha.png',
      },
    ],
  };
  return jest.fn(async () => new Response(JSON.stringify({ data: [cart] }), { status: 200 }));
}

async function renderPanel(locale: Locale, currency: string, price: number, contentLocale: string) {
  window.history.replaceState(null, '', localizePath('/cart', locale));
  global.fetch = cartAnswer(currency, price, contentLocale) as unknown as typeof fetch;
  localStorage.setItem('teashop_cart_id', 'cart-format123');
  await act(() => initCart());
  render(<CartPanel open onClose={jest.fn()} locale={locale} />);
}

beforeAll(() => {
  setRuntimeConfig({ cmsUrl: 'http://cms.test', authCookieName: 'teashop_jwt' });
});

beforeEach(() => {
  disposeCart();
  localStorage.clear();
});

afterEach(() => disposeCart());

describe('the cart line price is written like the subtotal', () => {
  it.each([
    ['jp', 'JPY', 8700, 'ja-JP', '¥8,700', '¥17,400'],
    ['zh', 'TWD', 1740, 'zh-Hant', 'NT$1,740', 'NT$3,480'],
    ['en', 'USD', 28, 'en', 'US$28.00', 'US$56.00'],
  ] as const)('%s: %s', async (locale, currency, price, contentLocale, unit, subtotal) => {
    await initI18n(locale);
    addNamespace('mf-cart-checkout', translations);
    await renderPanel(locale, currency, price, contentLocale);
    const line = screen.getByRole('listitem');
    expect(within(line).getByText(unit)).toBeInTheDocument();
    expect(line).not.toHaveTextContent(currency);
    expect(screen.getByText(subtotal)).toBeInTheDocument();
    // one yen sign everywhere: the half-width one of the banner and the mails
    expect(document.body.textContent).not.toContain('￥');
  });
});

describe('a line the stock no longer covers', () => {
  it('says a sold-out tea must go before checking out, and how many are left otherwise', async () => {
    await initI18n('en');
    addNamespace('mf-cart-checkout', translations);
    await renderPanel('en', 'USD', 28, 'en');
    await act(async () => {
      cartState.stockLimited = { 'p-hojicha': 0 };
    });
    const line = screen.getByRole('listitem');
    expect(within(line).getByRole('status')).toHaveTextContent(
      'Sold out: please remove it to check out',
    );
    await act(async () => {
      cartState.stockLimited = { 'p-hojicha': 1 };
    });
    expect(within(line).getByRole('status')).toHaveTextContent('Only 1 left; your cart has 1');
  });
});
