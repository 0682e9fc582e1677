import { decideLanguageSwitch, switchedUrl } from './languageSwitch';

describe('language switch rules', () => {
  it('refuses on checkout pages', () => {
    expect(decideLanguageSwitch({ pathname: '/checkout', target: 'jp', cartCount: 0 })).toBe(
      'refuse',
    );
    expect(decideLanguageSwitch({ pathname: '/zh/complete', target: 'en', cartCount: 2 })).toBe(
      'refuse',
    );
  });
  it('asks first when the cart is not empty', () => {
    expect(decideLanguageSwitch({ pathname: '/products', target: 'zh', cartCount: 1 })).toBe(
      'confirm',
    );
  });
  it('switches directly otherwise, and does nothing for the current language', () => {
    expect(decideLanguageSwitch({ pathname: '/jp/news', target: 'en', cartCount: 0 })).toBe(
      'switch',
    );
    expect(decideLanguageSwitch({ pathname: '/jp/news', target: 'jp', cartCount: 3 })).toBe('same');
  });
  it('keeps the page and query in the new locale', () => {
    expect(switchedUrl('/zh/products/x', '?a=1', 'jp')).toBe('/jp/products/x?a=1');
    expect(switchedUrl('/jp', '', 'en')).toBe('/');
  });

  it('never turns a doubled slash into another site', () => {
    expect(switchedUrl('/zh//evil.example', '', 'en')).toBe('/evil.example');
    expect(switchedUrl('/jp/\\evil.example/', '', 'en')).toBe('/evil.example/');
    expect(switchedUrl('//evil.example', '', 'jp')).toBe('/jp/evil.example');
    expect(switchedUrl('/', '', 'zh')).toBe('/zh');
  });
});
