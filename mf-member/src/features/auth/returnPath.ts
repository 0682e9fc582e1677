import { localizePath, safeReturnPath, type Locale } from '@teashop/shared';

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
  let stored: string | null = null;
  try {
    stored = sessionStorage.getItem(PROVIDER_RETURN_KEY);
    sessionStorage.removeItem(PROVIDER_RETURN_KEY);
  } catch {
    stored = null;
  }
  return safeReturnPath(stored, localizePath('/', locale));
}
