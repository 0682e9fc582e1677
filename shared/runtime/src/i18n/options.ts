import type { InitOptions } from 'i18next';
import { type Locale, LOCALES } from '@teashop/contracts';

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

/** The settings of every i18next instance of the shop: the page's and each server render's. */
export function i18nOptions(locale: Locale, ns: string[]): InitOptions {
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
