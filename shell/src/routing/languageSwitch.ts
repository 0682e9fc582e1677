import { type Locale, localizePath, matchRoute, stripLocale } from '@teashop/contracts';

export type SwitchDecision = 'same' | 'refuse' | 'confirm' | 'switch';

/** Spec section 4: refused on checkout pages; a non-empty cart asks first; otherwise switch. */
export function decideLanguageSwitch(input: {
  pathname: string;
  target: Locale;
  cartCount: number;
}): SwitchDecision {
  const current = stripLocale(input.pathname).locale;
  if (current === input.target) return 'same';
  const match = matchRoute(input.pathname);
  if (match?.route.localeLocked) return 'refuse';
  return input.cartCount > 0 ? 'confirm' : 'switch';
}

/** The same page in another locale: '/zh/products/x?y=1' -> '/jp/products/x?y=1'. */
export function switchedUrl(pathname: string, search: string, target: Locale): string {
  const { path } = stripLocale(pathname);
  return `${localizePath(path, target)}${search}`;
}
