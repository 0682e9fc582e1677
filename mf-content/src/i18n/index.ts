import type { Translations } from '@teashop/runtime';
import en from './en.json';
import zh from './zh.json';
import jp from './jp.json';

const translations: Translations = { en, zh, jp };
export default translations;
