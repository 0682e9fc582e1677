import type { Core } from '@strapi/strapi';

const LOCALES = [
  { code: 'en', name: 'English (en)' },
  { code: 'zh-Hant', name: 'Chinese (Traditional) (zh-Hant)' },
  { code: 'ja-JP', name: 'Japanese (Japan) (ja-JP)' },
];

interface LocalesService {
  findByCode(code: string): Promise<unknown>;
  create(locale: { code: string; name: string }): Promise<unknown>;
  getDefaultLocale(): Promise<string | undefined>;
  setDefaultLocale(input: { code: string }): Promise<void>;
}

/** en (default), zh-Hant and ja-JP. */
export async function ensureLocales(strapi: Core.Strapi): Promise<void> {
  const service = strapi.plugin('i18n').service('locales') as LocalesService;
  for (const locale of LOCALES) {
    if (!(await service.findByCode(locale.code))) await service.create(locale);
  }
  if ((await service.getDefaultLocale()) !== 'en') await service.setDefaultLocale({ code: 'en' });
}
