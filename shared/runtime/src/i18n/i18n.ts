import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type Locale, DEFAULT_LOCALE } from '@teashop/contracts';
import common from './common';

export type Translations = Record<Locale, Record<string, unknown>>;

/**
 * Initialises the page's single i18next instance (a shared singleton) once, with the `common`
 * namespace; remotes add their own namespaces with `addNamespace`.
 */
export async function initI18n(locale: Locale): Promise<I18n> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: ['en', 'zh', 'jp'],
      ns: ['common'],
      defaultNS: 'common',
      resources: {},
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    addNamespace('common', common);
  } else if (i18next.language !== locale) {
    await i18next.changeLanguage(locale);
  }
  return i18next;
}

/**
 * A separate i18next instance for one server render: requests never share a language or
 * namespaces. Resources are given inline, so it is ready at once.
 */
export function createI18nInstance(locale: Locale, namespaces: Record<string, Translations>): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: ['en', 'zh', 'jp'],
    ns: ['common', ...Object.keys(namespaces)],
    defaultNS: 'common',
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  for (const [ns, translations] of Object.entries({ common, ...namespaces })) {
    for (const [lng, resources] of Object.entries(translations)) {
      instance.addResourceBundle(lng, ns, resources, true, false);
    }
  }
  return instance;
}

/** Registers a remote's own translations (`mf-catalog`, ...). Safe to call more than once. */
export function addNamespace(ns: string, translations: Translations): void {
  for (const [lng, resources] of Object.entries(translations)) {
    if (!i18next.hasResourceBundle(lng, ns))
      i18next.addResourceBundle(lng, ns, resources, true, false);
  }
}

export { i18next };
