import {
  type Locale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  detectBrowserLocale,
  isLocale,
  localizePath,
  stripLocale,
} from '@teashop/contracts';
import { readCookie, writeCookie } from '@teashop/runtime';

/**
 * On first access (no `userLang` cookie) the browser language picks the locale; a stored choice
 * wins afterwards. Only the bare home page is redirected, so shared deep links keep their language.
 * Returns the URL to go to, or null to stay.
 */
export function initialLocaleRedirect(
  pathname: string,
  cookieValue: string | null,
  browserLanguages: readonly string[],
): { redirect: string | null; store: Locale | null } {
  const { locale: urlLocale } = stripLocale(pathname);
  const preferred: Locale = isLocale(cookieValue)
    ? cookieValue
    : detectBrowserLocale(browserLanguages);
  const store = isLocale(cookieValue) ? null : preferred;
  if (pathname === '/' && preferred !== urlLocale) {
    return { redirect: localizePath('/', preferred), store };
  }
  return { redirect: null, store: store ?? null };
}

export function applyInitialLocale(): boolean {
  const decision = initialLocaleRedirect(
    window.location.pathname,
    readCookie(LOCALE_COOKIE),
    navigator.languages ?? [navigator.language],
  );
  if (decision.store) writeCookie(LOCALE_COOKIE, decision.store, LOCALE_COOKIE_MAX_AGE);
  if (decision.redirect) {
    window.location.replace(decision.redirect + window.location.search);
    return true;
  }
  return false;
}
