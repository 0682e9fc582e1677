import { IndexStore, type Command, type LoadCommand } from './indexStore';
import { articleRecord, productRecord } from './records';

const product = (documentId: string, name: string, mediaId = 7) =>
  productRecord({
    documentId,
    slug: documentId,
    name,
    price: '12.50',
    currency: 'USD',
    thumbnailImage: { id: mediaId, url: `/uploads/${documentId}.png`, width: 10, height: 10 },
  });

const article = (documentId: string, title: string) =>
  articleRecord({ documentId, slug: documentId, title, tags: [], body: [] });

const search = (q: string, page = 1, pageSize = 12): Extract<Command, { type: 'search' }> => ({
  type: 'search',
  locale: 'en',
  request: { q, page, pageSize },
});

describe('IndexStore', () => {
  it('keeps answering from the current indexes until a build is committed', () => {
    const store = new IndexStore();
    store.handle({ type: 'putProduct', locale: 'en', record: product('old', 'Old Oolong') });
    store.handle({ type: 'begin', generation: 1 });
    store.handle({
      type: 'load',
      generation: 1,
      locale: 'en',
      products: [product('new', 'New Oolong')],
      articles: [],
    });
    const before = store.handle(search('oolong'));
    expect(before.products.map((card) => card.documentId)).toEqual(['old']);
    expect(store.handle({ type: 'commit', generation: 1 })).toEqual({ products: 1, articles: 0 });
    const after = store.handle(search('oolong'));
    expect(after.products.map((card) => card.documentId)).toEqual(['new']);
  });

  it('drops the parts of a build that a newer one replaced', () => {
    const store = new IndexStore();
    store.handle({ type: 'begin', generation: 1 });
    store.handle({ type: 'begin', generation: 2 });
    const stale: LoadCommand = {
      type: 'load',
      generation: 1,
      locale: 'en',
      products: [],
      articles: [],
    };
    store.handle({ ...stale, products: [product('stale', 'Stale Sencha')] });
    expect(store.handle({ type: 'commit', generation: 1 })).toBeNull();
    store.handle({ ...stale, generation: 2, products: [product('fresh', 'Fresh Sencha')] });
    expect(store.handle({ type: 'commit', generation: 2 })).toEqual({ products: 1, articles: 0 });
    expect(store.handle(search('sencha')).products.map((card) => card.documentId)).toEqual([
      'fresh',
    ]);
  });

  it('answers one page with the totals, and other terms when nothing matched', () => {
    const store = new IndexStore();
    for (let i = 1; i <= 5; i += 1) {
      store.handle({
        type: 'putProduct',
        locale: 'en',
        record: product(`p${i}`, `Longjing No. ${i}`),
      });
    }
    store.handle({ type: 'putArticle', locale: 'en', record: article('a1', 'Brewing Longjing') });
    const page = store.handle(search('longjing', 2, 2));
    expect(page.totals).toEqual({ products: 5, articles: 1 });
    expect(page.products.map((card) => card.name)).toEqual(['Longjing No. 3', 'Longjing No. 4']);
    expect(page.articles).toEqual([]);
    expect(page.suggestions).toEqual([]);
    expect(store.handle(search('lonjing xx')).suggestions).toEqual([]);
    expect(store.handle(search('lonjingg')).suggestions).toEqual(['longjing']);
    store.handle({ type: 'remove', locale: 'en', kind: 'product', documentId: 'p1' });
    expect(store.handle(search('longjing')).totals.products).toBe(4);
  });

  it('keeps places for articles among as-you-type suggestions', () => {
    const store = new IndexStore();
    for (let i = 1; i <= 6; i += 1) {
      store.handle({ type: 'putProduct', locale: 'en', record: product(`p${i}`, `Matcha ${i}`) });
    }
    store.handle({ type: 'putArticle', locale: 'en', record: article('a1', 'Matcha at home') });
    const suggestions = store.handle({
      type: 'suggest',
      locale: 'en',
      request: { q: 'matc', limit: 6 },
    });
    expect(suggestions.map((item) => item.type)).toEqual([
      'product',
      'product',
      'product',
      'product',
      'product',
      'article',
    ]);
    expect(suggestions[5]).toEqual({
      type: 'article',
      documentId: 'a1',
      slug: 'a1',
      name: 'Matcha at home',
    });
  });

  it('uses the synonyms it was last sent', () => {
    const store = new IndexStore();
    store.handle({ type: 'putProduct', locale: 'en', record: product('kabuse', 'Kabusecha') });
    expect(store.handle(search('shaded')).totals.products).toBe(0);
    store.handle({ type: 'synonyms', groups: [['shaded', 'kabusecha']] });
    expect(store.handle(search('shaded')).totals.products).toBe(1);
  });

  it('says whether an upload file is shown on an indexed card', () => {
    const store = new IndexStore();
    store.handle({ type: 'putProduct', locale: 'en', record: product('p', 'Sencha', 42) });
    expect(store.handle({ type: 'showsMedia', fileId: 42 })).toBe(true);
    expect(store.handle({ type: 'showsMedia', fileId: 43 })).toBe(false);
  });
});
