import type { TranslationLoaders } from '@teashop/runtime';

/**
 * The header search's texts, a namespace of their own: the fragment runs on every page, so it
 * brings only these, not the catalogue's pages' texts, and only in the page's language (each
 * language a chunk of its own).
 */
export const HEADER_SEARCH_NS = 'mf-catalog-header-search';

export const headerSearchTranslations: TranslationLoaders = {
  en: () => import(/* webpackChunkName: "i18n-search-en" */ './i18n/en.json'),
  zh: () => import(/* webpackChunkName: "i18n-search-zh" */ './i18n/zh.json'),
  jp: () => import(/* webpackChunkName: "i18n-search-jp" */ './i18n/jp.json'),
};
