import type { Translations } from '@teashop/runtime';
import en from './en.json';
import zh from './zh.json';
import jp from './jp.json';

/** Every language's texts at once, for the server (it renders any language) and tests. */
const translations: Translations = { en, zh, jp };
export default translations;
