import type { Translations } from '../i18n';
import en from './en.json';
import zh from './zh.json';
import jp from './jp.json';

/** The shared texts in every language at once, for the server, which renders any language. */
const common: Translations = { en, zh, jp };
export default common;
