import MiniSearch from 'minisearch';
import { ARTICLE_BOOST, PRODUCT_BOOST } from './engine';
import { PREPARED_TERMS, buildQuery } from './query';
import { scoreQuery } from './score';
import { DEFAULT_SYNONYMS, expandQuery, parseSynonyms } from './synonyms';
import { canonical, indexTerms } from './tokenize';

const LONG_FIELDS = new Set(['description', 'body', 'excerpt']);

function newIndex(fields: string[]): MiniSearch {
  return new MiniSearch({
    fields,
    idField: 'id',
    tokenize: (text: string, field?: string) => indexTerms(text, !LONG_FIELDS.has(field ?? '')),
    processTerm: (term: string) => term,
    searchOptions: PREPARED_TERMS,
  });
}

const regions = ['Alishan', 'Lishan', 'Uji', 'Kyoto', 'Darjeeling', '阿里山', '宇治', '京都'];
const teas = ['Oolong', 'Longjing', 'Sencha', 'Hojicha', '烏龍茶', 'ほうじ茶', '鉄観音', 'Matcha'];
const notes = ['peach', 'honey', 'orchid', 'chestnut', '白桃', '蜂蜜', 'toasted rice'];

describe('scoreQuery', () => {
  const synonyms = parseSynonyms(DEFAULT_SYNONYMS);
  const productIndex = (discard: boolean): MiniSearch => {
    const products = newIndex(Object.keys(PRODUCT_BOOST));
    for (let i = 0; i < 400; i += 1) {
      products.add({
        id: `p${i}`,
        name: `${regions[i % regions.length]} ${teas[(i * 3) % teas.length]} No. ${i % 37}`,
        teaCategory: teas[i % 5],
        productFormat: `Loose leaf, ${50 + (i % 3) * 25} g`,
        roastingLevel: i % 2 ? 'Light roast' : '中焙火',
        caffeineLevel: 'Low caffeine',
        tastingNotes: `${notes[i % notes.length]}, ${notes[(i * 5) % notes.length]}`,
        collections: i % 4 ? '' : 'Spring picks',
        description: `Grown in ${regions[(i * 7) % regions.length]}, tastes of ${notes[(i * 2) % notes.length]} and ${teas[i % teas.length]}.`,
      });
    }
    // discarded documents whose postings are still in the index
    if (discard) for (let i = 0; i < 400; i += 9) products.discard(`p${i}`);
    return products;
  };
  // two identical indexes: MiniSearch drops the postings of discarded documents as it meets them,
  // so each side must see them first
  const products = productIndex(true);
  const expectedProducts = productIndex(true);
  // and without discarded documents (candidates are looked up instead)
  const clean = productIndex(false);
  const expectedClean = productIndex(false);
  const articles = newIndex(Object.keys(ARTICLE_BOOST));
  articles.add({
    id: 'a1',
    title: 'Whisking Matcha',
    tags: 'tea-knowledge',
    excerpt: '',
    body: 'A bamboo whisk for matcha and 抹茶.',
  });
  articles.add({
    id: 'a2',
    title: 'Brewing Oolong',
    tags: 'brewing',
    excerpt: 'Gongfu',
    body: 'Alishan oolong, 烏龍.',
  });

  const queries = [
    'oolong',
    'alishan honey',
    'longjng',
    'dragon well',
    'ＭＡＴＣＨＡ',
    '乌龙茶',
    '里山',
    'ほうじ',
    '鐵觀音',
    'peach light 12',
    'darjeling',
    'nothing here',
    'ali',
    'oolo',
    'kyoto hoj',
    'ウーロ',
  ];

  it.each(queries)('gives the ids and scores of MiniSearch#search for %s', (text) => {
    for (const asYouType of [false, true]) {
      const alternatives = expandQuery(canonical(text), synonyms, asYouType);
      for (const [index, reference, boost] of [
        [products, expectedProducts, PRODUCT_BOOST],
        [clean, expectedClean, PRODUCT_BOOST],
        [articles, articles, ARTICLE_BOOST],
      ] as const) {
        const query = buildQuery(alternatives, boost, asYouType);
        if (!query) continue;
        const actual = scoreQuery(index, query)
          .map((result) => [result.id, result.score] as const)
          .sort((a, b) => (a[0] < b[0] ? -1 : 1));
        const expected = reference
          .search(query)
          .map((result) => [String(result.id), result.score] as const)
          .sort((a, b) => (a[0] < b[0] ? -1 : 1));
        expect(actual).toEqual(expected);
      }
    }
  });
});
