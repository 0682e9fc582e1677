import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Translations } from './i18n';
import common from './common/all';
import shell from '../../../../shell/src/i18n/all';

/**
 * Every namespace of the shop has the same keys in Chinese and Japanese as in English, so no text
 * falls back to English. Plurals follow each language's rules: English has `_one` and `_other`,
 * Chinese and Japanese need only `_other` (i18next uses it for every count when a language has no
 * other form); a `_one` form of an English plural key is allowed there too.
 */

const REMOTES = ['mf-catalog', 'mf-cart-checkout', 'mf-member', 'mf-content'];
const PLURAL = /_(zero|one|two|few|many|other)$/;
const FORMS: Record<'en' | 'zh' | 'jp', readonly string[]> = {
  en: ['one', 'other'],
  zh: ['other'],
  jp: ['other'],
};

function remote(name: string): Translations {
  const read = (lng: string) =>
    JSON.parse(
      readFileSync(join(__dirname, '../../../..', name, 'src/i18n', `${lng}.json`), 'utf8'),
    ) as Record<string, unknown>;
  return { en: read('en'), zh: read('zh'), jp: read('jp') };
}

/** Dotted paths of the strings of one language. */
function leaves(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value !== null && typeof value === 'object'
      ? leaves(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

/** The keys a language must have: plural keys expanded to that language's plural forms. */
function expected(en: string[], lng: 'en' | 'zh' | 'jp'): string[] {
  const keys = new Set<string>();
  for (const key of en) {
    if (PLURAL.test(key)) {
      for (const form of FORMS[lng]) keys.add(key.replace(PLURAL, `_${form}`));
    } else keys.add(key);
  }
  return [...keys].sort();
}

const namespaces: [string, Translations][] = [
  ['common', common],
  ['shell', shell],
  ...REMOTES.map((name): [string, Translations] => [name, remote(name)]),
];

describe.each(namespaces)('the %s translations', (_name, translations) => {
  const en = leaves(translations.en);

  it('give English both plural forms of every plural key', () => {
    expect(leaves(translations.en).sort()).toEqual(expected(en, 'en'));
  });

  it.each(['zh', 'jp'] as const)('have the same keys in %s as in English', (lng) => {
    const own = leaves(translations[lng]).sort();
    expect({ missing: expected(en, lng).filter((k) => !own.includes(k)) }).toEqual({
      missing: [],
    });
    const plurals = new Set(en.filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')));
    const extra = own.filter(
      (k) =>
        !expected(en, lng).includes(k) &&
        !(k.endsWith('_one') && plurals.has(k.replace(PLURAL, ''))),
    );
    expect({ extra }).toEqual({ extra: [] });
  });
});

describe('the member wording', () => {
  it.each(['en', 'zh', 'jp'] as const)(
    'is the same in the header and on the member pages in %s',
    (lng) => {
      const header = shell[lng] as { memberCenter: string; logout: string };
      const member = remote('mf-member')[lng].member as { nav: string; logout: string };
      expect([member.nav, member.logout]).toEqual([header.memberCenter, header.logout]);
    },
  );
});
