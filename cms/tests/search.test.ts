import crypto from 'node:crypto';
import { api, type ApiAnswer } from './support/api';
import { asEditor, editor, editorOn } from './support/editor';
import { startInstances, type CmsInstance } from './support/instances';
import { redisAnswers, redisTestUrl } from './support/redis';

/**
 * Product and article search (`GET /api/search`, `GET /api/search/suggest`, docs/search.md):
 * relevance on the seeded catalogue in the three languages, ranking of fields, freshness through
 * publish, update, unpublish and delete, the editors' synonym list, validation, and a second and
 * third instance catching up through Redis.
 */

const PRODUCT = 'api::product.product';
const SETTING = '/content-manager/single-types/api::search-setting.search-setting';
const stamp = crypto.randomBytes(3).toString('hex');

const search = (q: string, locale = 'en', extra = '', base?: string) =>
  api(`/api/search?q=${encodeURIComponent(q)}&locale=${locale}${extra}`, { base });

const suggest = (q: string, locale = 'en', extra = '') =>
  api(`/api/search/suggest?q=${encodeURIComponent(q)}&locale=${locale}${extra}`);

const productSlugs = (answer: ApiAnswer): string[] =>
  (answer.body.data.products as Array<{ slug: string }>).map((p) => p.slug);

const articleSlugs = (answer: ApiAnswer): string[] =>
  (answer.body.data.articles as Array<{ slug: string }>).map((a) => a.slug);

/** Two more instances sharing one Redis (when it answers), for the last test. */
const redisAvailable = redisAnswers();
let instances: CmsInstance[] = [];

beforeAll(async () => {
  if (redisAvailable) {
    instances = await startInstances(2, {
      env: { REDIS_URL: redisTestUrl(), REDIS_KEY_PREFIX: `teashop-search-${stamp}:` },
    });
  }
}, 300_000);

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
});

/** Creates and (unless `draft`) publishes an English product through the content manager. */
async function createProduct(
  name: string,
  extra: Record<string, unknown> = {},
  draft = false,
  on = editor,
): Promise<string> {
  const slug = `zz-search-${crypto.randomBytes(4).toString('hex')}`;
  const created = await on.create(PRODUCT, {
    name,
    slug,
    price: 11,
    currency: 'USD',
    sku: `TS-SEARCH-${slug}`,
    stock: 3,
    ...extra,
  });
  expect(created.status).toBe(201);
  const documentId = created.body.data.documentId as string;
  if (!draft) expect((await on.publish(PRODUCT, documentId)).status).toBe(200);
  return documentId;
}

const paragraph = (text: string) => [{ type: 'paragraph', children: [{ type: 'text', text }] }];

describe('relevance on the seeded catalogue', () => {
  // [locale, query, kind, slug of the expected first result, what it shows]
  const table: Array<[string, string, 'product' | 'article', string, string]> = [
    ['en', 'longjing', 'product', 'longjing', 'name'],
    ['en', 'longjng', 'product', 'longjing', 'one typo'],
    ['en', 'ＬＯＮＧＪＩＮＧ', 'product', 'longjing', 'full-width Latin'],
    ['en', 'dragon well', 'product', 'longjing', 'synonym'],
    ['en', 'tieguanyin', 'product', 'muzha-tieguanyin', 'name'],
    ['en', 'iron goddess', 'product', 'muzha-tieguanyin', 'synonym'],
    ['en', 'tiegunyin', 'product', 'muzha-tieguanyin', 'one typo'],
    ['en', 'mattcha', 'product', 'ceremonial-matcha', 'one typo'],
    ['en', 'genmaich', 'product', 'genmaicha', 'one typo (missing letter)'],
    ['en', 'Earl Grey', 'product', 'earl-grey', 'two words'],
    ['en', 'bergamot', 'product', 'earl-grey', 'name word'],
    ['en', 'darjeling', 'product', 'darjeeling-first-flush', 'one typo'],
    ['en', 'oriental beauty', 'product', 'oriental-beauty', 'two words'],
    ['en', 'dong ding', 'product', 'dong-ding-oolong', 'two words'],
    ['en', 'raw pu-erh', 'product', 'yiwu-raw-pu-erh', 'hyphenated name'],
    ['en', 'ripe puer', 'product', 'ripe-pu-erh-cake', 'synonym spelling'],
    ['en', 'camomile', 'product', 'chamomile-flowers', 'synonym spelling'],
    ['en', 'lishan', 'product', 'lishan-oolong', 'whole word, not Alishan'],
    ['en', 'alishan', 'product', 'alishan-high-mountain-oolong', 'name'],
    ['en', 'pouchong', 'product', 'wenshan-baozhong', 'synonym'],
    ['en', 'big red robe', 'product', 'da-hong-pao', 'synonym'],
    ['en', 'Yünnan Moonlight', 'product', 'moonlight-white', 'diacritics ignored, AND of words'],
    ['en', '2008', 'product', 'aged-oolong', 'digits'],
    ['en', 'uji sencha', 'product', 'uji-sencha', 'two words'],
    ['en', 'jasmine pearl', 'product', 'jasmine-dragon-pearls', 'singular of a plural name'],
    ['en', 'silver needles', 'product', 'silver-needle', 'plural of a singular name'],
    ['en', 'gongfu', 'article', 'gongfu-brewing-basics', 'article title'],
    ['en', 'teapot', 'article', 'choosing-a-teapot', 'article title'],
    ['zh-Hant', '龍井', 'product', 'longjing', 'name part'],
    ['zh-Hant', '龙井', 'product', 'longjing', 'Simplified input'],
    ['zh-Hant', '西湖', 'product', 'longjing', 'name part'],
    ['zh-Hant', '铁观音', 'product', 'muzha-tieguanyin', 'Simplified input'],
    ['zh-Hant', '木柵', 'product', 'muzha-tieguanyin', 'name part'],
    ['zh-Hant', '里山', 'product', 'alishan-high-mountain-oolong', 'middle of a name'],
    ['zh-Hant', '东方美人', 'product', 'oriental-beauty', 'Simplified input'],
    ['zh-Hant', '三峡碧螺春', 'product', 'sanxia-bi-luo-chun', 'Simplified input'],
    ['zh-Hant', 'matcha', 'product', 'ceremonial-matcha', 'English synonym of 抹茶'],
    ['zh-Hant', '玄米', 'product', 'genmaicha', 'name part'],
    ['zh-Hant', 'hojicha', 'product', 'hojicha', 'English synonym of 焙茶'],
    ['zh-Hant', '生普洱', 'product', 'yiwu-raw-pu-erh', 'name part'],
    ['zh-Hant', 'jasmine', 'product', 'jasmine-dragon-pearls', 'English synonym of 茉莉'],
    ['zh-Hant', '日月潭', 'product', 'sun-moon-lake-ruby-18', 'name part'],
    ['zh-Hant', '大吉岭', 'product', 'darjeeling-first-flush', 'Simplified input'],
    ['zh-Hant', '银针', 'product', 'silver-needle', 'Simplified input'],
    ['zh-Hant', '冻顶', 'product', 'dong-ding-oolong', 'Simplified input'],
    ['zh-Hant', '大禹嶺', 'product', 'dayuling-oolong', 'name part'],
    ['zh-Hant', '冷泡', 'article', 'cold-brew-tea-guide', 'article title'],
    ['ja-JP', '凍頂ｳｰﾛﾝ', 'product', 'dong-ding-oolong', 'half-width katakana synonym of 烏龍'],
    ['ja-JP', 'ほうじ', 'product', 'hojicha', 'hiragana'],
    ['ja-JP', 'ホウジ', 'product', 'hojicha', 'katakana for hiragana'],
    ['ja-JP', 'ほうじちゃ', 'product', 'hojicha', 'reading of the name (京都 ほうじ茶)'],
    ['ja-JP', 'ホウジチャ', 'product', 'hojicha', 'reading in katakana'],
    ['ja-JP', 'ぎょくろ', 'product', 'gyokuro', 'reading of 八女玉露'],
    ['ja-JP', 'くきちゃ', 'product', 'kukicha', 'reading of 茎茶'],
    ['ja-JP', 'じゃすみん', 'product', 'jasmine-dragon-pearls', 'hiragana for katakana'],
    ['ja-JP', '鐵觀音', 'product', 'muzha-tieguanyin', 'Traditional for shinjitai'],
    ['ja-JP', 'tieguanyin', 'product', 'muzha-tieguanyin', 'English synonym'],
    ['ja-JP', 'ＧＹＯＫＵＲＯ', 'product', 'gyokuro', 'full-width English synonym of 玉露'],
    ['ja-JP', '深蒸し', 'product', 'fukamushi-sencha', 'name part'],
    ['ja-JP', 'あっさむ', 'product', 'assam-tgfop', 'hiragana'],
    ['ja-JP', 'earl grey', 'product', 'earl-grey', 'English synonym'],
    ['ja-JP', 'ﾀﾞｰｼﾞﾘﾝ', 'product', 'darjeeling-first-flush', 'half-width voiced katakana'],
    ['ja-JP', 'ルイボス', 'product', 'rooibos', 'name part'],
    ['ja-JP', '麥茶', 'product', 'roasted-barley', 'Traditional for shinjitai'],
    ['ja-JP', 'プーアル熟茶', 'product', 'ripe-pu-erh-cake', 'name'],
    ['ja-JP', 'pu-erh 生茶', 'product', 'yiwu-raw-pu-erh', 'English synonym with a Japanese word'],
    ['ja-JP', '黃山', 'product', 'huangshan-mao-feng', 'Traditional for shinjitai'],
    ['ja-JP', '莖茶', 'product', 'kukicha', 'Traditional for shinjitai'],
    ['ja-JP', 'ラプサン', 'product', 'lapsang-souchong', 'name part in brackets'],
    ['ja-JP', 'genmaicha', 'product', 'genmaicha', 'English synonym'],
    ['ja-JP', '2008', 'product', 'aged-oolong', 'digits in a Japanese name'],
    ['ja-JP', 'カフェイン', 'article', 'caffeine-in-tea', 'article title'],
    ['ja-JP', '点てる', 'article', 'whisking-matcha', 'article title'],
  ];

  it(`puts the expected first result on top for ${table.length} queries`, async () => {
    const failures: string[] = [];
    for (const [locale, q, kind, slug, why] of table) {
      const answer = await search(q, locale);
      if (answer.status !== 200) {
        failures.push(`${locale} "${q}" (${why}): status ${answer.status}`);
        continue;
      }
      const slugs = kind === 'product' ? productSlugs(answer) : articleSlugs(answer);
      if (slugs[0] !== slug) {
        failures.push(
          `${locale} "${q}" (${why}): expected ${kind} ${slug} first, got [${slugs.slice(0, 3).join(', ')}]`,
        );
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers the contract shape', async () => {
    const answer = await search('  longjing  ', 'en', '&page=1&pageSize=12');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toMatch(/^public/);
    const { data, meta } = answer.body;
    expect(meta).toEqual({
      q: 'longjing',
      locale: 'en',
      products: { total: expect.any(Number), page: 1, pageSize: 12 },
      articles: { total: expect.any(Number), page: 1, pageSize: 12 },
      suggestions: [],
    });
    const longjing = data.products[0];
    expect(Object.keys(longjing).sort()).toEqual(
      [
        'currency',
        'documentId',
        'name',
        'price',
        'productFormat',
        'ratingAverage',
        'ratingCount',
        'slug',
        'stock',
        'teaCategory',
        'thumbnailImage',
      ].sort(),
    );
    expect(longjing).toMatchObject({
      slug: 'longjing',
      name: 'West Lake Longjing',
      currency: 'USD',
      teaCategory: { name: 'Green Tea', slug: 'green' },
    });
    expect(typeof longjing.price).toBe('number');
    expect(longjing.stock).toBeGreaterThan(0);
    expect(Object.keys(longjing.thumbnailImage).sort()).toEqual(
      ['alternativeText', 'formats', 'height', 'url', 'width'].sort(),
    );
    expect(longjing.thumbnailImage.url).toMatch(/^\/uploads\//);
    expect(longjing.thumbnailImage.formats.thumbnail.url).toMatch(/^\/uploads\//);

    // a sold-out tea says so, so its card is marked like on the product lists
    const soldOut = await api('/api/search?q=taiping%20hou%20kui&locale=en');
    expect(soldOut.body.data.products[0]).toMatchObject({ slug: 'taiping-hou-kui', stock: 0 });

    // the same card as the REST API's
    const rest = await api(
      '/api/products?locale=en&filters[slug][$eq]=longjing&fields[0]=name&populate[thumbnailImage][fields][0]=url&populate[thumbnailImage][fields][1]=width&populate[thumbnailImage][fields][2]=height&populate[thumbnailImage][fields][3]=alternativeText&populate[thumbnailImage][fields][4]=formats',
    );
    const { id: _id, documentId: _documentId, ...restImage } = rest.body.data[0].thumbnailImage;
    expect(longjing.thumbnailImage).toEqual(restImage);

    const articles = await search('matcha', 'en');
    const article = articles.body.data.articles.find(
      (a: { slug: string }) => a.slug === 'whisking-matcha',
    );
    expect(Object.keys(article).sort()).toEqual(
      ['cover', 'documentId', 'excerpt', 'publishDate', 'slug', 'title'].sort(),
    );
    expect(article.publishDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(article.cover.url).toMatch(/^\/uploads\//);
  });

  it('pages both lists together', async () => {
    const first = await search('tea', 'en', '&page=1&pageSize=5');
    const second = await search('tea', 'en', '&page=2&pageSize=5');
    expect(first.body.meta.products.total).toBeGreaterThan(10);
    expect(first.body.data.products).toHaveLength(5);
    expect(second.body.meta.products).toEqual({
      total: first.body.meta.products.total,
      page: 2,
      pageSize: 5,
    });
    expect(second.body.meta.articles.page).toBe(2);
    const overlap = productSlugs(first).filter((slug) => productSlugs(second).includes(slug));
    expect(overlap).toEqual([]);
    const far = await search('tea', 'en', '&page=99&pageSize=24');
    expect(far.body.data).toEqual({ products: [], articles: [] });
    expect(far.body.meta.suggestions).toEqual([]);
  });

  it('finds the same teas for a plural as for its singular', async () => {
    const total = async (q: string) => (await search(q, 'en')).body.meta.products.total as number;
    expect(await total('teas')).toBe(await total('tea'));
    expect(await total('green teas')).toBe(await total('green tea'));
    expect(await total('green tea')).toBeGreaterThan(0);
  });

  it('finds one-character CJK queries in names', async () => {
    const answer = await search('菊', 'zh-Hant');
    expect(productSlugs(answer)).toEqual(
      expect.arrayContaining(['chrysanthemum', 'chamomile-flowers']),
    );
  });

  it('forgives no typo in words under five letters', async () => {
    // "chai" is not "chia"; "uji" with one letter changed is nothing
    expect(productSlugs(await search('ujo', 'en'))).toEqual([]);
    expect(productSlugs(await search('uji', 'en'))).toContain('uji-sencha');
  });

  it('suggests other queries only when nothing is found', async () => {
    const typo = await search('lnogjing', 'en');
    expect(typo.body.meta.products.total).toBe(0);
    expect(typo.body.meta.suggestions).toContain('longjing');
    const nothing = await search('qqqzzz', 'en');
    expect(nothing.body.meta.suggestions).toEqual(['Green Tea', 'Oolong Tea', 'Black Tea']);
    const nothingZh = await search('咖哩飯', 'zh-Hant');
    expect(nothingZh.body.meta.suggestions).toEqual(['綠茶', '烏龍茶', '紅茶']);
  });
});

describe('ranking of fields', () => {
  it('puts a name match above a description match', async () => {
    const word = `zephyrine${stamp}`;
    const inDescription = await createProduct(`Quiet Hills ${stamp}`, {
      description: paragraph(`A cup that recalls ${word} in spring.`),
    });
    const inName = await createProduct(`${word} Garden`);
    try {
      const answer = await search(word, 'en');
      const ids = (answer.body.data.products as Array<{ documentId: string }>).map(
        (p) => p.documentId,
      );
      expect(ids).toEqual([inName, inDescription]);
    } finally {
      await editor.delete(PRODUCT, inDescription);
      await editor.delete(PRODUCT, inName);
    }
  });
});

describe('freshness', () => {
  it('finds a product once published, follows updates, forgets it when unpublished or deleted', async () => {
    const word = `quillberry${stamp}`;
    const renamed = `marrowleaf${stamp}`;
    const found = async (q: string) => productSlugs(await search(q, 'en')).length;

    const documentId = await createProduct(`${word} Oolong`, {}, true);
    expect(await found(word)).toBe(0); // a draft is never found
    expect((await suggest(word.slice(0, 8))).body.data).toEqual([]);

    expect((await editor.publish(PRODUCT, documentId)).status).toBe(200);
    expect(await found(word)).toBe(1);

    // a change to the draft alone is not public yet
    expect((await editor.update(PRODUCT, documentId, { name: `${renamed} Oolong` })).status).toBe(
      200,
    );
    expect(await found(word)).toBe(1);
    expect(await found(renamed)).toBe(0);
    expect((await editor.publish(PRODUCT, documentId)).status).toBe(200);
    expect(await found(word)).toBe(0);
    expect(await found(renamed)).toBe(1);

    expect((await editor.unpublish(PRODUCT, documentId)).status).toBe(200);
    expect(await found(renamed)).toBe(0);

    expect((await editor.publish(PRODUCT, documentId)).status).toBe(200);
    expect(await found(renamed)).toBe(1);
    expect((await editor.delete(PRODUCT, documentId)).status).toBe(200);
    expect(await found(renamed)).toBe(0);
  });

  it('finds a product by the reading an editor gives its name, in hiragana or katakana', async () => {
    // a made-up reading no other product has
    const kana = [...stamp]
      .map((c) => 'あいうえおかきくけこさしすせそた'[parseInt(c, 16)])
      .join('');
    const reading = `ぬ${kana}ぬ`;
    const documentId = await createProduct(`Plain Leaf ${stamp}`, { reading });
    try {
      expect(productSlugs(await search(reading, 'en'))).toHaveLength(1);
      const katakana = reading.replace(/[\u3041-\u3096]/g, (c) =>
        String.fromCharCode(c.charCodeAt(0) + 0x60),
      );
      const answer = await search(katakana, 'en');
      expect(answer.body.data.products.map((p: { name: string }) => p.name)).toEqual([
        `Plain Leaf ${stamp}`,
      ]);
    } finally {
      await editor.delete(PRODUCT, documentId);
    }
  });

  it('follows a renamed category', async () => {
    const categories = await api('/api/tea-categories?locale=en&filters[slug][$eq]=white');
    const category = categories.body.data[0] as { documentId: string; name: string };
    const uid = 'api::tea-category.tea-category';
    const word = `moonpetal${stamp}`;
    try {
      await editor.update(uid, category.documentId, { name: `${word} Tea` });
      await editor.publish(uid, category.documentId);
      const answer = await search(word, 'en');
      expect(productSlugs(answer)).toEqual(
        expect.arrayContaining(['silver-needle', 'white-peony']),
      );
      expect(answer.body.data.products[0].teaCategory.name).toBe(`${word} Tea`);
    } finally {
      await editor.update(uid, category.documentId, { name: category.name });
      await editor.publish(uid, category.documentId);
    }
    expect(productSlugs(await search(word, 'en'))).toEqual([]);
    expect((await search('silver needle', 'en')).body.data.products[0].teaCategory.name).toBe(
      'White Tea',
    );
  });
});

describe('synonyms edited by the shop', () => {
  it('takes a changed list into account at once', async () => {
    const before = await asEditor(SETTING);
    expect(before.status).toBe(200);
    const original = before.body.data.synonyms as string;
    expect(original).toMatch(/^oolong, 烏龍/m);
    const word = `skycloud${stamp}`;
    expect(productSlugs(await search(word, 'en'))).toEqual([]);
    try {
      const saved = await asEditor(SETTING, {
        method: 'PUT',
        body: { synonyms: `${original}\n${word}, 阿里山` },
      });
      expect(saved.status).toBe(200);
      expect(productSlugs(await search(word, 'ja-JP'))[0]).toBe('alishan-high-mountain-oolong');
      expect(productSlugs(await search(word, 'zh-Hant'))[0]).toBe('alishan-high-mountain-oolong');
      // a group taken out no longer applies
      await asEditor(SETTING, {
        method: 'PUT',
        body: { synonyms: original.replace(/^.*pouchong.*$/m, '') },
      });
      expect(productSlugs(await search('pouchong', 'en'))).not.toContain('wenshan-baozhong');
    } finally {
      await asEditor(SETTING, { method: 'PUT', body: { synonyms: original } });
    }
    expect(productSlugs(await search('pouchong', 'en'))[0]).toBe('wenshan-baozhong');
    expect(productSlugs(await search(word, 'ja-JP'))).toEqual([]);
  });

  it('is not readable by visitors', async () => {
    expect((await api('/api/search-setting')).status).toBe(404);
  });
});

describe('validation', () => {
  const error = async (url: string) => {
    const answer = await api(url);
    expect(answer.status).toBe(400);
    expect(answer.body.error.name).toBe('ValidationError');
    return answer.body.error.message as string;
  };

  it('refuses empty, too long and unknown-locale queries', async () => {
    expect(await error('/api/search?locale=en')).toBe('Enter a search term.');
    expect(await error('/api/search?q=%20%20&locale=en')).toBe('Enter a search term.');
    expect(await error(`/api/search?q=${'a'.repeat(101)}&locale=en`)).toBe(
      'Search terms are limited to 100 characters.',
    );
    expect((await search(` ${'a'.repeat(100)} `, 'en')).status).toBe(200);
    expect(await error('/api/search?q=tea&locale=fr')).toBe('Unknown locale.');
    expect(await error('/api/search/suggest?q=&locale=en')).toBe('Enter a search term.');
    expect(await error('/api/search/suggest?q=tea&locale=zh')).toBe('Unknown locale.');
  });

  it('refuses pages and sizes out of range', async () => {
    for (const extra of ['&page=0', '&page=x', '&pageSize=0', '&pageSize=25', '&pageSize=2.5']) {
      expect((await search('tea', 'en', extra)).status).toBe(400);
    }
    expect((await search('tea', 'en', '&pageSize=24')).status).toBe(200);
    expect((await suggest('tea', 'en', '&limit=11')).status).toBe(400);
    expect((await suggest('tea', 'en', '&limit=10')).body.data.length).toBeLessThanOrEqual(10);
  });
});

describe('suggest', () => {
  it('takes the last word as a prefix, products first', async () => {
    const answer = await suggest('genm');
    expect(answer.status).toBe(200);
    expect(answer.body.meta).toEqual({ q: 'genm', locale: 'en' });
    expect(answer.body.data[0]).toEqual({
      type: 'product',
      documentId: expect.any(String),
      slug: 'genmaicha',
      name: 'Genmaicha with Toasted Rice',
      price: expect.any(Number),
      currency: 'USD',
      thumbnailImage: expect.objectContaining({ url: expect.stringMatching(/^\/uploads\//) }),
    });
    expect((await suggest('west la')).body.data[0].slug).toBe('longjing');
    const whisk = (await suggest('whisk')).body.data as Array<{ type: string; slug: string }>;
    expect(whisk).toContainEqual(
      expect.objectContaining({ type: 'article', slug: 'whisking-matcha' }),
    );
  });

  it('keeps products before articles within the limit', async () => {
    const answer = await suggest('alisha', 'en', '&limit=3');
    const types = (answer.body.data as Array<{ type: string }>).map((item) => item.type);
    expect(types.length).toBeLessThanOrEqual(3);
    expect(types[0]).toBe('product');
    expect(types).toContain('article');
    expect(types.indexOf('article')).toBeGreaterThan(types.lastIndexOf('product'));
    const article = answer.body.data.find((item: { type: string }) => item.type === 'article');
    expect(article).toEqual({
      type: 'article',
      documentId: expect.any(String),
      slug: 'visiting-alishan-growers',
      name: 'A Week with Our Alishan Growers',
    });
    expect((await suggest('alisha', 'en', '&limit=1')).body.data).toEqual([
      expect.objectContaining({ type: 'product', slug: 'alishan-high-mountain-oolong' }),
    ]);
    // an unfinished synonym is completed: ウーロ → ウーロン → 烏龍
    const oolong = (await suggest('ウーロ', 'ja-JP')).body.data as Array<{ name: string }>;
    expect(oolong.length).toBeGreaterThan(0);
    expect(oolong[0]?.name).toMatch(/烏龍/);
  });
});

const describeWithRedis = redisAvailable || process.env.CI ? describe : describe.skip;

describeWithRedis('several instances sharing one Redis', () => {
  let a: CmsInstance;
  let b: CmsInstance;

  beforeAll(() => {
    if (!redisAvailable) throw new Error(`Redis does not answer at ${redisTestUrl()}`);
    [a, b] = instances as [CmsInstance, CmsInstance];
  });

  it('answers from the new index on the other instance after a write', async () => {
    const word = `harborleaf${stamp}`;
    const found = async (instance: CmsInstance) =>
      productSlugs(await search(word, 'en', '', instance.baseUrl)).length;
    expect(await found(a)).toBe(0);
    expect(await found(b)).toBe(0);
    const onA = editorOn(a.baseUrl);
    const documentId = await createProduct(`${word} Black`, {}, false, onA);
    expect(await found(a)).toBe(1);
    expect(await found(b)).toBe(1);
    const onB = editorOn(b.baseUrl);
    expect((await onB.unpublish(PRODUCT, documentId)).status).toBe(200);
    expect(await found(b)).toBe(0);
    expect(await found(a)).toBe(0);
    await onB.delete(PRODUCT, documentId);

    // synonyms edited through one instance apply on the other
    const original = (await asEditor(SETTING, { base: a.baseUrl })).body.data.synonyms as string;
    try {
      await asEditor(SETTING, {
        method: 'PUT',
        body: { synonyms: `${original}\n${word}, keemun` },
        base: a.baseUrl,
      });
      expect(productSlugs(await search(word, 'en', '', b.baseUrl))[0]).toBe('keemun');
    } finally {
      await asEditor(SETTING, { method: 'PUT', body: { synonyms: original }, base: a.baseUrl });
    }
    expect(await found(b)).toBe(0);
  });
});

describe('clean-up', () => {
  it('leaves no product of this file behind', async () => {
    const left = await api(`/api/products?locale=en&filters[slug][$startsWith]=zz-search-`);
    expect(left.body.data).toEqual([]);
  });
});
