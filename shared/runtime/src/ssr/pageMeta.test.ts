import { createAreaMeta, pageMetaKey } from './pageMeta';

const translations = {
  en: {
    pages: {
      login: { title: 'Log in' },
      forgotPassword: { title: 'Forgot password', description: 'We send you a link.' },
    },
  },
  zh: { pages: { login: { title: '登入' } } },
  jp: { pages: { login: { title: 'ログイン' } } },
};

describe('page meta', () => {
  it('names the keys after the route, in camel case', () => {
    expect(pageMetaKey('about')).toBe('pages.about');
    expect(pageMetaKey('forgot-password')).toBe('pages.forgotPassword');
  });

  it("reads the page's title and description from the area's translations, per locale", () => {
    const meta = createAreaMeta({ name: 'mf-member', translations });
    expect(meta('login', 'jp')).toEqual({ title: 'ログイン', description: undefined });
    expect(meta('login', 'zh')).toEqual({ title: '登入', description: undefined });
    expect(meta('forgot-password', 'en')).toEqual({
      title: 'Forgot password',
      description: 'We send you a link.',
    });
  });

  it('has nothing for a route the area does not describe', () => {
    const meta = createAreaMeta({ name: 'mf-member', translations });
    expect(meta('member-orders', 'en')).toBeNull();
  });
});
