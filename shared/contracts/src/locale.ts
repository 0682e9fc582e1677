export const LOCALES = ['en', 'zh', 'jp'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Storefront locale -> content backend locale (spec section 3). */
export const CONTENT_LOCALES: Record<Locale, string> = { en: 'en', zh: 'zh-Hant', jp: 'ja-JP' };
/** Value for the document `lang` attribute. */
export const HTML_LANG: Record<Locale, string> = { en: 'en', zh: 'zh-Hant', jp: 'ja' };

export const LOCALE_COOKIE = 'userLang';
/** The spec gives two lifetimes (86400 s and 365 days); the longer one keeps a choice across visits. */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** URL prefix of a locale: '' for en, '/zh', '/jp'. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** Splits '/zh/products/x' into { locale: 'zh', path: '/products/x' }. */
export function stripLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(zh|jp)(?=\/|$)/.exec(pathname);
  if (!match) return { locale: DEFAULT_LOCALE, path: pathname || '/' };
  const locale = match[1] as Locale;
  const rest = pathname.slice(match[0].length);
  return { locale, path: rest === '' ? '/' : rest };
}

/** Prefixes a locale-free path ('/products') for a locale ('/jp/products'). */
export function localizePath(path: string, locale: Locale): string {
  // One leading slash only: '//host' or '/\\host' would name another site.
  const clean = `/${path.replace(/^[/\\]+/, '')}`;
  const prefix = localePrefix(locale);
  if (!prefix) return clean;
  return clean === '/' ? prefix : `${prefix}${clean}`;
}

/** Maps a browser language list (navigator.languages) to a storefront locale. */
export function detectBrowserLocale(languages: readonly string[]): Locale {
  for (const raw of languages) {
    const lang = raw.toLowerCase();
    if (lang.startsWith('ja')) return 'jp';
    if (lang.startsWith('zh')) return 'zh';
    if (lang.startsWith('en')) return 'en';
  }
  return DEFAULT_LOCALE;
}
