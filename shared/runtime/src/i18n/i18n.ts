import i18next, { type i18n as I18n, type InitOptions } from 'i18next';
import { use } from 'react';
import { initReactI18next } from 'react-i18next';
import { type Locale, DEFAULT_LOCALE, LOCALES, isLocale } from '@teashop/contracts';
import common from './common';

/** One language's texts of a namespace (a remote's `en.json`). */
export type Strings = Record<string, unknown>;

/** A namespace's texts in every language, all at hand (the server renders any language). */
export type Translations = Record<Locale, Strings>;

/**
 * A namespace's texts, each language loaded when asked for: `() => import('./jp.json')`, which a
 * browser build makes a chunk of its own, so a page downloads only its language.
 */
export type TranslationLoaders = Record<Locale, () => Promise<Strings | { default: Strings }>>;

/** Where a namespace's texts come from: at hand, or loaded per language. */
export type TranslationSource = Translations | TranslationLoaders;

const loaded = new WeakMap<TranslationSource, Map<Locale, Promise<Strings>>>();

/** One language's texts of a namespace; each language of a source is loaded once. */
function loadLanguage(source: TranslationSource, locale: Locale): Promise<Strings> {
  let languages = loaded.get(source);
  if (!languages) {
    languages = new Map();
    loaded.set(source, languages);
  }
  let strings = languages.get(locale);
  if (!strings) {
    const entry = source[locale];
    strings =
      typeof entry === 'function'
        ? entry().then((module) =>
            'default' in module && typeof module.default === 'object' && module.default !== null
              ? (module.default as Strings)
              : module,
          )
        : Promise.resolve(entry);
    // A failed load (a chunk the network lost) is tried again next time.
    strings.catch(() => languages.delete(locale));
    languages.set(locale, strings);
  }
  return strings;
}

/**
 * What a key missing from the page's language shows: the text it was given as default, or its last
 * part made readable ('cart.addToCart' -> 'Add to cart'). Only the page's language is loaded, so
 * there is no other language to fall back to; the server does the same, so hydration matches.
 */
function missingKeyText(key: string, defaultValue?: string): string {
  if (defaultValue) return defaultValue;
  const last = key.slice(Math.max(key.lastIndexOf('.'), key.lastIndexOf(':')) + 1);
  const words = last
    .replace(/_(zero|one|two|few|many|other)$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function options(locale: Locale, ns: string[]): InitOptions {
  return {
    lng: locale,
    fallbackLng: false,
    supportedLngs: [...LOCALES],
    ns,
    defaultNS: 'common',
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
    parseMissingKeyHandler: (key: string, defaultValue?: string) =>
      missingKeyText(key, defaultValue),
  };
}

/**
 * Initialises the page's single i18next instance (a shared singleton) once, in the page's language,
 * with the `common` namespace; areas add their own with `loadNamespace`. The language switch
 * reloads the page, so the instance keeps its language.
 */
export async function initI18n(locale: Locale): Promise<I18n> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init(options(locale, ['common']));
    addNamespace('common', common);
  } else if (i18next.language !== locale) {
    await i18next.changeLanguage(locale);
  }
  return i18next;
}

/**
 * A separate i18next instance for one server render: requests never share a language or
 * namespaces. Only the page's language is put in, as the browser loads only that one, so both
 * show the same text. Resources are given inline, so it is ready at once.
 */
export function createI18nInstance(locale: Locale, namespaces: Record<string, Translations>): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    ...options(locale, ['common', ...Object.keys(namespaces)]),
    initAsync: false,
  });
  for (const [ns, translations] of Object.entries({ common, ...namespaces })) {
    instance.addResourceBundle(locale, ns, translations[locale], true, false);
  }
  return instance;
}

/** Registers a namespace's texts in every language given. Safe to call more than once. */
export function addNamespace(ns: string, translations: Translations): void {
  for (const [lng, resources] of Object.entries(translations)) {
    if (!i18next.hasResourceBundle(lng, ns))
      i18next.addResourceBundle(lng, ns, resources, true, false);
  }
}

const loading = new Map<string, Promise<void>>();

/**
 * Loads a namespace's texts in the page's language only (its own chunk in the browser) and
 * registers them: an area awaits it before its first render, so hydration shows the server's text.
 * Each namespace and language is loaded once (the same promise every call).
 */
export function loadNamespace(
  ns: string,
  source: TranslationSource,
  locale: Locale,
): Promise<void> {
  const key = `${locale}:${ns}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = Promise.all([loadLanguage(source, locale), initI18n(locale)]).then(([strings]) => {
      if (!i18next.hasResourceBundle(locale, ns))
        i18next.addResourceBundle(locale, ns, strings, true, false);
    });
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/**
 * For a component the shell renders outside its area's lifecycles (a fragment such as the cart
 * panel): its namespace in the page's language, suspending (to the nearest Suspense boundary)
 * until it is loaded.
 */
export function useNamespace(ns: string, source: TranslationSource): void {
  const locale = isLocale(i18next.language) ? i18next.language : DEFAULT_LOCALE;
  if (!i18next.isInitialized || !i18next.hasResourceBundle(locale, ns)) {
    use(loadNamespace(ns, source, locale));
  }
}

export { i18next };
