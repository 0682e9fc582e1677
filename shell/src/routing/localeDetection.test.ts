import { initialLocaleRedirect } from './localeDetection';

describe('first-access locale detection', () => {
  it('uses the browser language on first access to the home page and stores it', () => {
    expect(initialLocaleRedirect('/', null, ['ja-JP'])).toEqual({ redirect: '/jp', store: 'jp' });
    expect(initialLocaleRedirect('/', null, ['en-US'])).toEqual({ redirect: null, store: 'en' });
  });
  it('prefers the stored choice afterwards', () => {
    expect(initialLocaleRedirect('/', 'zh', ['ja-JP'])).toEqual({ redirect: '/zh', store: null });
    expect(initialLocaleRedirect('/', 'en', ['ja-JP'])).toEqual({ redirect: null, store: null });
  });
  it('never redirects deep links', () => {
    expect(initialLocaleRedirect('/products/x', null, ['zh-TW'])).toEqual({
      redirect: null,
      store: 'zh',
    });
  });
});
