import i18next, { type i18n as I18n } from 'i18next';
import type { Locale } from '@teashop/contracts';
import type { Translations } from './i18n';
import { i18nOptions } from './options';
import common from './common/all';

/**
 * A separate i18next instance for one server render: requests never share a language or
 * namespaces. Only the page's language is put in, as the browser loads only that one, so both
 * show the same text. Resources are given inline, so it is ready at once.
 */
export function createI18nInstance(locale: Locale, namespaces: Record<string, Translations>): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    ...i18nOptions(locale, ['common', ...Object.keys(namespaces)]),
    initAsync: false,
  });
  for (const [ns, translations] of Object.entries({ common, ...namespaces })) {
    instance.addResourceBundle(locale, ns, translations[locale], true, false);
  }
  return instance;
}
