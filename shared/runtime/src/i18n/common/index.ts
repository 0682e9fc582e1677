import type { TranslationLoaders } from '../i18n';

/**
 * Texts shared by every area of the shop (errors, layout, common actions, the cart's own
 * messages), each language a chunk of its own: a page downloads only its language.
 */
const common: TranslationLoaders = {
  en: () => import(/* webpackChunkName: "i18n-common-en" */ './en.json'),
  zh: () => import(/* webpackChunkName: "i18n-common-zh" */ './zh.json'),
  jp: () => import(/* webpackChunkName: "i18n-common-jp" */ './jp.json'),
};
export default common;
