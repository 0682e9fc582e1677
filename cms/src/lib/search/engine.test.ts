import { LocaleIndex } from './engine';
import { articleRecord, blocksToText, productRecord } from './records';
import { DEFAULT_SYNONYMS, parseSynonyms } from './synonyms';

const paragraph = (text: string) => [{ type: 'paragraph', children: [{ type: 'text', text }] }];

const product = (documentId: string, name: string, extra: Record<string, unknown> = {}) =>
  productRecord({
    documentId,
    slug: documentId,
    name,
    price: '12.50',
    currency: 'USD',
    productFormat: 'Loose leaf, 50 g',
    stock: 0,
    description: paragraph(''),
    thumbnailImage: { id: 7, url: '/uploads/x.png', width: 10, height: 10, formats: {} },
    ...extra,
  });

describe('LocaleIndex', () => {
  const synonyms = parseSynonyms(DEFAULT_SYNONYMS);
  const index = new LocaleIndex('en');
  index.putProduct(product('longjing', 'West Lake Longjing'));
  index.putProduct(
    product('mention', 'Spring Green', {
      description: paragraph('Tastes a little like Longjing.'),
    }),
  );
  index.putProduct(
    product('alishan', '阿里山高山烏龍茶', { teaCategory: { name: '烏龍茶', slug: 'oolong' } }),
  );
  index.putProduct(product('hojicha', '京都 ほうじ茶', { reading: 'きょうと ほうじちゃ' }));
  index.putArticle(
    articleRecord({
      documentId: 'a1',
      slug: 'whisking-matcha',
      title: 'Whisking Matcha',
      tags: ['tea-knowledge'],
      body: paragraph('A bamboo whisk.'),
    }),
  );
  index.categories = [
    { name: 'Oolong Tea', slug: 'oolong', sortOrder: 2 },
    { name: 'Green Tea', slug: 'green', sortOrder: 1 },
  ];

  it('ranks a name match above a description match', () => {
    expect(index.search('longjing', synonyms).products).toEqual(['longjing', 'mention']);
  });

  it('forgives one typo in long words only', () => {
    expect(index.search('longjng', synonyms).products[0]).toBe('longjing');
    expect(index.search('lonjing', synonyms).products[0]).toBe('longjing');
    expect(index.search('wst', synonyms).products).toEqual([]);
  });

  it('finds a name by its reading, in hiragana or katakana', () => {
    expect(index.search('ほうじちゃ', synonyms).products).toEqual(['hojicha']);
    expect(index.search('ホウジチャ', synonyms).products).toEqual(['hojicha']);
    expect(index.search('きょうと', synonyms).products).toEqual(['hojicha']);
  });

  it('finds parts of CJK names, across scripts and forms', () => {
    expect(index.search('里山', synonyms).products).toEqual(['alishan']);
    expect(index.search('乌龙', synonyms).products).toEqual(['alishan']);
    expect(index.search('ｳｰﾛﾝ', synonyms).products).toEqual(['alishan']);
    expect(index.search('oolong', synonyms).products).toEqual(['alishan']);
    expect(index.search('ホウジ', synonyms).products).toEqual(['hojicha']);
    expect(index.search('hojicha', synonyms).products).toEqual(['hojicha']);
    expect(index.search('ＬＯＮＧＪＩＮＧ', synonyms).products[0]).toBe('longjing');
  });

  it('searches articles by title, tags and body', () => {
    expect(index.search('matcha', synonyms).articles).toEqual(['a1']);
    expect(index.search('抹茶', synonyms).articles).toEqual(['a1']);
    expect(index.search('knowledge', synonyms).articles).toEqual(['a1']);
    expect(index.search('bamboo', synonyms).articles).toEqual(['a1']);
  });

  it('takes the last word as a prefix when typing', () => {
    expect(index.search('west lak', synonyms, true).products).toEqual(['longjing']);
    expect(index.search('west lak', synonyms).products).toEqual([]);
  });

  it('updates and removes documents', () => {
    const local = new LocaleIndex('en');
    local.putProduct(product('p', 'Old Name'));
    local.putProduct(product('p', 'Fresh Name'));
    expect(local.search('old', []).products).toEqual([]);
    expect(local.search('fresh', []).products).toEqual(['p']);
    expect(local.showsMedia(7)).toBe(true);
    local.removeProduct('p');
    expect(local.search('fresh', []).products).toEqual([]);
    expect(local.showsMedia(7)).toBe(false);
  });

  it('suggests close words, else the categories', () => {
    expect(index.search('lngjig', synonyms).products).toEqual([]);
    expect(index.didYouMean('lngjing', synonyms)).toEqual(['longjing']);
    expect(index.didYouMean('zzzz', synonyms)).toEqual(['Green Tea', 'Oolong Tea']);
  });
});

describe('records', () => {
  it('reads blocks as plain text', () => {
    expect(
      blocksToText([
        { type: 'heading', level: 2, children: [{ type: 'text', text: 'Brewing' }] },
        {
          type: 'paragraph',
          children: [
            { type: 'text', text: 'Use ' },
            { type: 'link', url: 'https://x', children: [{ type: 'text', text: 'soft water' }] },
            { type: 'text', text: '.' },
          ],
        },
        {
          type: 'list',
          format: 'unordered',
          children: [{ type: 'list-item', children: [{ type: 'text', text: 'one' }] }],
        },
      ]),
    ).toBe('Brewing\nUse soft water.\none');
  });

  it('answers the card shape of the REST API', () => {
    const record = product('x', 'Name', { teaCategory: { name: 'Green Tea', slug: 'green' } });
    expect(record.card).toEqual({
      documentId: 'x',
      slug: 'x',
      name: 'Name',
      price: 12.5,
      currency: 'USD',
      productFormat: 'Loose leaf, 50 g',
      stock: 0,
      ratingAverage: 0,
      ratingCount: 0,
      thumbnailImage: {
        url: '/uploads/x.png',
        width: 10,
        height: 10,
        alternativeText: null,
        formats: {},
      },
      teaCategory: { name: 'Green Tea', slug: 'green' },
    });
  });
});

describe('LocaleIndex ranking', () => {
  const synonyms = parseSynonyms(DEFAULT_SYNONYMS);
  const index = new LocaleIndex('en');
  // equal scores: ordered by name, then documentId (more than 100: sorted as numbers, see
  // `ranked`)
  for (let i = 0; i < 130; i += 1) {
    index.putProduct(
      product(`id${String(129 - i).padStart(3, '0')}`, `Sencha ${['B', 'A', 'C'][i % 3]}`),
    );
  }
  index.putProduct(product('zz', 'Sencha Sencha'));

  it('orders equal scores by name, then documentId; as-you-type keeps the best ten', () => {
    const all = index.search('sencha', synonyms).products;
    expect(all).toHaveLength(131);
    const rest = all.filter((id) => id !== 'zz');
    const names = rest.map((id) => index.productCard(id)!.name);
    expect(names).toEqual([...names].sort());
    for (let i = 1; i < rest.length; i += 1) {
      if (names[i] === names[i - 1]) expect(rest[i]! > rest[i - 1]!).toBe(true);
    }
    const typed = index.search('sench', synonyms, true).products;
    expect(typed).toHaveLength(10);
    expect(typed).toEqual(index.search('sench', synonyms, true).products);
    expect(typed).toEqual(all.slice(0, 10));
    index.removeProduct('id000');
    expect(index.search('sencha', synonyms).products).toEqual(all.filter((id) => id !== 'id000'));
  });
});
