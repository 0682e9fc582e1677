import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@teashop/contracts';
import { i18next, initI18n, loadNamespace, type TranslationLoaders } from './i18n';
import { useNamespace } from './WithNamespace';
import { createI18nInstance } from './serverInstance';

const TEXTS: Record<Locale, Record<string, unknown>> = {
  en: { greeting: 'Welcome', cart: { add: 'Add to cart' } },
  zh: { greeting: '歡迎', cart: { add: '加入購物車' } },
  jp: { greeting: 'ようこそ', cart: { add: 'カートに入れる' } },
};

/** Loaders as an app's `src/i18n` gives them (a JSON module each), counting what is loaded. */
function loaders(): TranslationLoaders & { loaded: Locale[] } {
  const loaded: Locale[] = [];
  const load = (locale: Locale) => async () => {
    loaded.push(locale);
    return { default: TEXTS[locale] as Record<string, unknown> };
  };
  return { en: load('en'), zh: load('zh'), jp: load('jp'), loaded };
}

beforeAll(() => initI18n('jp'));

describe('loading a namespace in the browser', () => {
  it("loads the page's language only, once", async () => {
    const source = loaders();
    await Promise.all([
      loadNamespace('shop-a', source, 'jp'),
      loadNamespace('shop-a', source, 'jp'),
    ]);
    await loadNamespace('shop-a', source, 'jp');
    expect(source.loaded).toEqual(['jp']);
    expect(i18next.t('shop-a:greeting')).toBe('ようこそ');
    expect(i18next.hasResourceBundle('en', 'shop-a')).toBe(false);
  });

  it('tries a language again when its chunk failed to load', async () => {
    let calls = 0;
    const flaky: TranslationLoaders = {
      ...loaders(),
      jp: async () => {
        calls += 1;
        if (calls === 1) throw new Error('chunk lost');
        return TEXTS.jp;
      },
    };
    await expect(loadNamespace('shop-b', flaky, 'jp')).rejects.toThrow('chunk lost');
    await loadNamespace('shop-b', flaky, 'jp');
    expect(i18next.t('shop-b:cart.add')).toBe('カートに入れる');
  });

  it('lets a fragment wait in Suspense for its texts', async () => {
    const source = loaders();
    function Fragment() {
      useNamespace('shop-c', source);
      const { t } = useTranslation('shop-c');
      return <p>{t('cart.add')}</p>;
    }
    await act(async () => {
      render(
        <Suspense fallback={<p>…</p>}>
          <Fragment />
        </Suspense>,
      );
    });
    expect(await screen.findByText('カートに入れる')).toBeInTheDocument();
    expect(source.loaded).toEqual(['jp']);
  });
});

describe('a text missing from the language', () => {
  it('shows its key made readable, the same in the browser and on the server', async () => {
    await loadNamespace('shop-d', loaders(), 'jp');
    const server = createI18nInstance('jp', { 'shop-d': TEXTS });
    for (const t of [i18next.t.bind(i18next), server.t.bind(server)]) {
      expect(t('shop-d:cart.addToWishList')).toBe('Add to wish list');
      expect(t('shop-d:cart.add')).toBe('カートに入れる');
    }
  });
});

describe('the server render instance', () => {
  it("holds the page's language only, as the browser does", () => {
    const instance = createI18nInstance('zh', { 'shop-e': TEXTS });
    expect(instance.t('shop-e:greeting')).toBe('歡迎');
    expect(instance.t('common:shopName')).toBe('葉與壺茶舖');
    expect(instance.hasResourceBundle('en', 'shop-e')).toBe(false);
    expect(instance.hasResourceBundle('en', 'common')).toBe(false);
  });
});
