import { detectBrowserLocale, localizePath, stripLocale } from './locale';

describe('locale helpers', () => {
  it('strips and adds the locale prefix', () => {
    expect(stripLocale('/jp/news/x')).toEqual({ locale: 'jp', path: '/news/x' });
    expect(stripLocale('/zh')).toEqual({ locale: 'zh', path: '/' });
    expect(stripLocale('/about')).toEqual({ locale: 'en', path: '/about' });
    expect(localizePath('/', 'zh')).toBe('/zh');
    expect(localizePath('/faq', 'en')).toBe('/faq');
  });

  it('detects the browser language', () => {
    expect(detectBrowserLocale(['ja-JP', 'en'])).toBe('jp');
    expect(detectBrowserLocale(['zh-TW'])).toBe('zh');
    expect(detectBrowserLocale(['fr-FR', 'zh-HK'])).toBe('zh');
    expect(detectBrowserLocale(['de'])).toBe('en');
    expect(detectBrowserLocale([])).toBe('en');
  });
});
