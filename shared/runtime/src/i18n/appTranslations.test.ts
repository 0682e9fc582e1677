import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from '@teashop/contracts';
import type { TranslationLoaders, Translations } from './i18n';
import commonLoaders from './common';
import commonAll from './common/all';
import shellLoaders from '../../../../shell/src/i18n';
import shellAll from '../../../../shell/src/i18n/all';
import catalogLoaders from '../../../../mf-catalog/src/i18n';
import catalogAll from '../../../../mf-catalog/src/i18n/all';
import cartLoaders from '../../../../mf-cart-checkout/src/i18n';
import cartAll from '../../../../mf-cart-checkout/src/i18n/all';
import memberLoaders from '../../../../mf-member/src/i18n';
import memberAll from '../../../../mf-member/src/i18n/all';
import contentLoaders from '../../../../mf-content/src/i18n';
import contentAll from '../../../../mf-content/src/i18n/all';

/**
 * Every app's `src/i18n` gives the browser a loader per language (each its own chunk, with
 * `webpackChunkName` "i18n-<locale>", which the shop server finds in the manifest to preload), and
 * the server every language at once from `./all`: the same texts either way.
 */
const APPS: [string, string, TranslationLoaders, Translations][] = [
  ['common', 'shared/runtime/src/i18n/common', commonLoaders, commonAll],
  ['shell', 'shell/src/i18n', shellLoaders, shellAll],
  ['mf-catalog', 'mf-catalog/src/i18n', catalogLoaders, catalogAll],
  ['mf-cart-checkout', 'mf-cart-checkout/src/i18n', cartLoaders, cartAll],
  ['mf-member', 'mf-member/src/i18n', memberLoaders, memberAll],
  ['mf-content', 'mf-content/src/i18n', contentLoaders, contentAll],
];

const root = join(__dirname, '../../../..');

describe.each(APPS)('the %s texts', (_name, folder, loaders, all) => {
  it.each([...LOCALES])('load %s alone, the same texts the server has', async (locale) => {
    const loaded = (await loaders[locale]()) as { default: unknown };
    expect(loaded.default).toEqual(all[locale]);
    const json: unknown = JSON.parse(readFileSync(join(root, folder, `${locale}.json`), 'utf8'));
    expect(all[locale]).toEqual(json);
  });

  it('name each language a chunk of its own', () => {
    const source = readFileSync(join(root, folder, 'index.ts'), 'utf8');
    for (const locale of LOCALES) {
      expect(source).toMatch(
        new RegExp(
          `import\\(/\\* webpackChunkName: "i18n-(common-)?${locale}" \\*/ './${locale}.json'\\)`,
        ),
      );
    }
    // Nothing else in it: a static import of a language would put it in every page's code.
    expect(source).not.toMatch(/^import (?!type ).*\.json';$/m);
  });
});
