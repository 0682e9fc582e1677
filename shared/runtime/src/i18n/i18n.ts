import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type Locale } from '@teashop/contracts';
import { i18nOptions } from './options';
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
    const forget = languages;
    strings.catch(() => forget.delete(locale));
    languages.set(locale, strings);
  }
  return strings;
}

function register(ns: string, locale: Locale, strings: Strings): void {
  if (!i18next.hasResourceBundle(locale, ns))
    i18next.addResourceBundle(locale, ns, strings, true, false);
}

let starting: Promise<unknown> | undefined;

/**
 * Initialises the page's single i18next instance (a shared singleton) once, in the page's language,
 * with the `common` namespace in that language; areas add their own with `loadNamespace`. The
 * language switch reloads the page, so the instance keeps its language.
 */
export async function initI18n(locale: Locale): Promise<I18n> {
  const strings = loadLanguage(common, locale);
  if (!i18next.isInitialized) {
    starting ??= i18next.use(initReactI18next).init(i18nOptions(locale, ['common']));
    await starting;
  }
  if (i18next.language !== locale) await i18next.changeLanguage(locale);
  register('common', locale, await strings);
  return i18next;
}

/** Registers a namespace's texts in every language given. Safe to call more than once. */
export function addNamespace(ns: string, translations: Translations): void {
  for (const [lng, resources] of Object.entries(translations)) {
    if (!i18next.hasResourceBundle(lng, ns))
      i18next.addResourceBundle(lng, ns, resources, true, false);
  }
}

/**
 * Loads a namespace's texts in the page's language only (its own chunk in the browser) and
 * registers them: an area awaits it before its first render, so hydration shows the server's text.
 * Each language of a namespace is loaded once.
 */
export async function loadNamespace(
  ns: string,
  source: TranslationSource,
  locale: Locale,
): Promise<void> {
  const [strings] = await Promise.all([loadLanguage(source, locale), initI18n(locale)]);
  register(ns, locale, strings);
}

export { i18next };
