import type { i18n as I18n } from 'i18next';
import type { Locale } from '@teashop/contracts';
import type { Translations } from '../i18n/i18n';
import { createI18nInstance } from '../i18n/serverInstance';

/** The title and description of a page whose head does not depend on content. */
export interface PageMeta {
  title: string;
  description?: string;
}

/** What the shop server asks a remote's server bundle for a page's head: by route name. */
export type AreaMeta = (routeName: string, locale: Locale) => PageMeta | null;

/**
 * Where a page's title and description live in its area's translations: `pages.<route>.title` and
 * `.description`, the route's name in camel case ('forgot-password' -> 'pages.forgotPassword').
 */
export function pageMetaKey(routeName: string): string {
  return `pages.${routeName.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())}`;
}

/**
 * The head texts of an area's pages, read from its own translations: the head of a route without
 * `meta`, and of one whose `load` failed or took too long (the page then loads in the browser).
 */
export function createAreaMeta(options: { name: string; translations: Translations }): AreaMeta {
  const instances = new Map<Locale, I18n>();
  return (routeName, locale) => {
    let i18n = instances.get(locale);
    if (!i18n) {
      i18n = createI18nInstance(locale, { [options.name]: options.translations });
      instances.set(locale, i18n);
    }
    const key = `${options.name}:${pageMetaKey(routeName)}`;
    if (!i18n.exists(`${key}.title`)) return null;
    const description = i18n.exists(`${key}.description`)
      ? i18n.t(`${key}.description`)
      : undefined;
    return { title: i18n.t(`${key}.title`), description };
  };
}
