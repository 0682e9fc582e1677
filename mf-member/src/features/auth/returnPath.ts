import { localizePath, stripLocale, type Locale } from '@teashop/contracts';
import { navigate, safeReturnPath } from '@teashop/ui';

const PROVIDER_RETURN_KEY = 'teashop:login-return';

/** Where to go after signing in: the same-site `redirect` parameter, else the localized home. */
export function returnPathFrom(search: URLSearchParams, locale: Locale): string {
  return safeReturnPath(search.get('redirect'), localizePath('/', locale));
}

/** A third-party login leaves the shop; the return path waits in session storage meanwhile. */
export function rememberProviderReturn(path: string): void {
  try {
    sessionStorage.setItem(PROVIDER_RETURN_KEY, path);
  } catch {
    // Storage can be unavailable (private mode); the member then lands on the home page.
  }
}

export function takeProviderReturn(locale: Locale): string {
  try {
    const stored = sessionStorage.getItem(PROVIDER_RETURN_KEY);
    sessionStorage.removeItem(PROVIDER_RETURN_KEY);
    return safeReturnPath(stored, localizePath('/', locale));
  } catch {
    return localizePath('/', locale);
  }
}

/**
 * Goes to a same-site path after signing in. A path in another language is loaded afresh, since
 * every area is mounted for one language (as the language switch does).
 */
export function goAfterSignIn(path: string, currentLocale: Locale): void {
  if (stripLocale(path.split('?')[0] ?? '/').locale === currentLocale) {
    navigate(path);
  } else {
    window.location.assign(path);
  }
}
