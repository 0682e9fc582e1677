import { localizePath, stripLocale } from '../locale';

/**
 * Paths that are not pages of their own but lead to one: the shop server answers them with a
 * redirect (302) and the shell replaces them in the browser, in every language.
 */
const ALIASES: Readonly<Record<string, string>> = {
  '/member': '/member/account',
};

/** The localized page `pathname` leads to, or null when it is not an alias. */
export function aliasTarget(pathname: string): string | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  const { locale, path } = stripLocale(trimmed);
  const target = Object.hasOwn(ALIASES, path) ? ALIASES[path] : undefined;
  return target ? localizePath(target, locale) : null;
}
