import type { TranslationLoaders } from '@teashop/runtime';

/**
 * This app's texts, each language a chunk of its own: a page downloads only its language. The
 * server, which renders every language, takes them all at once from `./all`.
 */
const translations: TranslationLoaders = {
  en: () => import(/* webpackChunkName: "i18n-en" */ './en.json'),
  zh: () => import(/* webpackChunkName: "i18n-zh" */ './zh.json'),
  jp: () => import(/* webpackChunkName: "i18n-jp" */ './jp.json'),
};
export default translations;
