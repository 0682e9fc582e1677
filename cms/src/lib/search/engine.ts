import MiniSearch from 'minisearch';
import { NameWords } from './nameWords';
import { PREPARED_TERMS, buildQuery } from './query';
import type {
  ArticleCard,
  ArticleRecord,
  ArticleText,
  ProductCard,
  ProductRecord,
  ProductText,
} from './records';
import { scoreQuery, type Scored } from './score';
import { expandQuery, type SynonymGroup } from './synonyms';
import { canonical, indexTerms, searchTerms, segments } from './tokenize';

/**
 * Field weights. A match in the name or title counts most, then (products) the name's reading
 * (kana of a Japanese name, so `ほうじちゃ` finds `ほうじ茶`), the category, the format, the
 * roast, the caffeine level, the tasting notes and the collections, (articles) the tags and the
 * excerpt; the description or body counts least.
 */
export const PRODUCT_BOOST: Record<keyof Omit<ProductText, 'id'>, number> = {
  name: 12,
  reading: 10,
  teaCategory: 6,
  productFormat: 5,
  roastingLevel: 4,
  caffeineLevel: 3.5,
  tastingNotes: 2.5,
  collections: 2,
  description: 1,
};

export const ARTICLE_BOOST: Record<keyof Omit<ArticleText, 'id'>, number> = {
  title: 12,
  tags: 3,
  excerpt: 2,
  body: 1,
};

/** Long fields are indexed without CJK unigrams (see tokenize.ts). */
const LONG_FIELDS = new Set(['description', 'body', 'excerpt']);

const tokenizeField = (text: string, field?: string): string[] =>
  searchTerms(text, !LONG_FIELDS.has(field ?? ''));

function newIndex(fields: string[]): MiniSearch {
  return new MiniSearch({
    fields,
    idField: 'id',
    tokenize: tokenizeField,
    processTerm: (term: string) => term,
    searchOptions: PREPARED_TERMS,
  });
}

export interface Page<T> {
  items: T[];
  total: number;
}

export interface Category {
  name: string;
  slug: string;
  sortOrder: number;
}

/**
 * The order of equal scores: by name, then documentId (the same order on every database), as a
 * number per document, computed again after a change.
 */
function nameOrder(
  cards: Map<string, { documentId: string }>,
  nameOf: (id: string) => string,
): NameOrder {
  const ids = [...cards.keys()].map((id) => ({ id, name: nameOf(id) }));
  ids.sort((a, b) => {
    if (a.name !== b.name) return a.name < b.name ? -1 : 1;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
  return {
    rank: new Map(ids.map((entry, rank) => [entry.id, rank])),
    ids: ids.map((entry) => entry.id),
  };
}

interface NameOrder {
  /** documentId → place in the name order */
  rank: Map<string, number>;
  /** documentIds in name order */
  ids: string[];
}

interface Entry {
  id: string;
  score: number;
  rank: number;
}

const byRank = (a: Entry, b: Entry): number => b.score - a.score || a.rank - b.rank;

/** Ranks below this fit beside a score's place in one number (`ranked`). */
const RANKS = 2 ** 21;

/** Best first; equal scores in name order (see `nameOrder`); only the first `limit`. */
function ranked(results: Scored[], order: NameOrder, limit = Infinity): string[] {
  const entries = results.map((result) => ({
    id: result.id,
    score: result.score,
    rank: order.rank.get(result.id) ?? -1,
  }));
  if (entries.length <= limit) {
    if (entries.length < 100 || order.ids.length >= RANKS || entries.some((e) => e.rank < 0)) {
      return entries.sort(byRank).map((entry) => entry.id);
    }
    // many: one number per result, (place of its score among the distinct scores, best first)
    // × RANKS + name rank, sorted as numbers (no comparison function to call)
    const distinct = Float64Array.from(new Set(entries.map((entry) => entry.score))).sort();
    const place = new Map<number, number>();
    for (let i = 0; i < distinct.length; i += 1) place.set(distinct[i]!, distinct.length - 1 - i);
    const keys = new Float64Array(entries.length);
    entries.forEach((entry, i) => {
      keys[i] = place.get(entry.score)! * RANKS + entry.rank;
    });
    keys.sort();
    return Array.from(keys, (key) => order.ids[key % RANKS]!);
  }
  // the best few of many: one pass, keeping them in order
  const best: Entry[] = [];
  for (const entry of entries) {
    if (best.length === limit && byRank(entry, best[limit - 1]!) >= 0) continue;
    let at = best.length === limit ? limit - 1 : best.length;
    while (at > 0 && byRank(entry, best[at - 1]!) < 0) {
      best[at] = best[at - 1]!;
      at -= 1;
    }
    best[at] = entry;
  }
  return best.map((entry) => entry.id);
}

/** As-you-type answers show at most this many products and articles (the endpoint's limit). */
export const SUGGEST_MAX = 10;

/** Ranked ids of recent queries kept per locale (dropped whenever the index or synonyms change). */
const MEMO_SIZE = 500;

export interface Hits {
  products: string[];
  articles: string[];
}

/**
 * The search of one content locale: products and articles in two indexes, their cards, and the
 * locale's tea categories (suggested when nothing matches).
 */
export class LocaleIndex {
  private readonly products = newIndex(Object.keys(PRODUCT_BOOST));
  private readonly articles = newIndex(Object.keys(ARTICLE_BOOST));
  private readonly productCards = new Map<string, ProductCard>();
  private readonly articleCards = new Map<string, ArticleCard>();
  private readonly media = new Map<string, number[]>();
  /** Latin words of names, categories and titles ("did you mean") */
  private readonly nameWords = new NameWords();
  /**
   * Results of recent queries: popular searches and the pages of one search are ranked once.
   * Any change to the index or a new synonym list empties it.
   */
  private readonly memo = new Map<string, Hits>();
  private memoSynonyms: readonly SynonymGroup[] | null = null;
  /** Name order of the products and of the articles (see `nameOrder`), null after a change. */
  private productOrder: NameOrder | null = null;
  private articleOrder: NameOrder | null = null;
  categories: Category[] = [];

  constructor(readonly locale: string) {}

  get size(): { products: number; articles: number } {
    return { products: this.productCards.size, articles: this.articleCards.size };
  }

  /** Adds or replaces a product. */
  putProduct(record: ProductRecord): void {
    this.memo.clear();
    this.productOrder = null;
    this.removeProduct(record.card.documentId);
    this.products.add(record.text);
    this.productCards.set(record.card.documentId, record.card);
    this.media.set(`p:${record.card.documentId}`, record.mediaIds);
    this.nameWords.set(`p:${record.card.documentId}`, [
      ...indexTerms(record.text.name, false),
      ...indexTerms(record.text.teaCategory, false),
    ]);
  }

  removeProduct(documentId: string): void {
    this.memo.clear();
    this.productOrder = null;
    if (!this.productCards.has(documentId)) return;
    this.products.discard(documentId);
    this.productCards.delete(documentId);
    this.media.delete(`p:${documentId}`);
    this.nameWords.delete(`p:${documentId}`);
  }

  putArticle(record: ArticleRecord): void {
    this.memo.clear();
    this.articleOrder = null;
    this.removeArticle(record.card.documentId);
    this.articles.add(record.text);
    this.articleCards.set(record.card.documentId, record.card);
    this.media.set(`a:${record.card.documentId}`, record.mediaIds);
    this.nameWords.set(`a:${record.card.documentId}`, indexTerms(record.text.title, false));
  }

  removeArticle(documentId: string): void {
    this.memo.clear();
    this.articleOrder = null;
    if (!this.articleCards.has(documentId)) return;
    this.articles.discard(documentId);
    this.articleCards.delete(documentId);
    this.media.delete(`a:${documentId}`);
    this.nameWords.delete(`a:${documentId}`);
  }

  /** Whether an upload file is shown on an indexed card. */
  showsMedia(fileId: number): boolean {
    for (const ids of this.media.values()) if (ids.includes(fileId)) return true;
    return false;
  }

  /**
   * Ranked product and article ids for a query (typed by the shopper, not yet normalised): all
   * of them, or as-you-type the best `SUGGEST_MAX` of each.
   */
  search(text: string, synonyms: readonly SynonymGroup[], asYouType = false): Hits {
    if (synonyms !== this.memoSynonyms) {
      this.memo.clear();
      this.memoSynonyms = synonyms;
    }
    const query = canonical(text);
    const key = `${asYouType ? 'suggest' : 'search'}\u0000${query}`;
    const known = this.memo.get(key);
    if (known) {
      // most recently used last
      this.memo.delete(key);
      this.memo.set(key, known);
      return known;
    }
    const alternatives = expandQuery(query, synonyms, asYouType);
    const productQuery = buildQuery(alternatives, PRODUCT_BOOST, asYouType);
    const articleQuery = buildQuery(alternatives, ARTICLE_BOOST, asYouType);
    this.productOrder ??= nameOrder(
      this.productCards,
      (id) => this.productCards.get(id)?.name ?? '',
    );
    this.articleOrder ??= nameOrder(
      this.articleCards,
      (id) => this.articleCards.get(id)?.title ?? '',
    );
    // as-you-type shows the first few only
    const limit = asYouType ? SUGGEST_MAX : Infinity;
    const hits: Hits = {
      products: productQuery
        ? ranked(scoreQuery(this.products, productQuery), this.productOrder, limit)
        : [],
      articles: articleQuery
        ? ranked(scoreQuery(this.articles, articleQuery), this.articleOrder, limit)
        : [],
    };
    this.memo.set(key, hits);
    if (this.memo.size > MEMO_SIZE) this.memo.delete(this.memo.keys().next().value as string);
    return hits;
  }

  productCard(id: string): ProductCard | undefined {
    return this.productCards.get(id);
  }

  articleCard(id: string): ArticleCard | undefined {
    return this.articleCards.get(id);
  }

  /**
   * Other queries to try when one found nothing (at most `limit`): the query with each Latin word
   * that is in no name replaced by the closest words of the product names and categories and the
   * article titles (two edits at most, or a word they start with), when that finds something;
   * otherwise the names of the locale's tea categories.
   */
  didYouMean(text: string, synonyms: readonly SynonymGroup[], limit = 3): string[] {
    const words = segments(canonical(text));
    const out: string[] = [];
    const candidatesOf = (word: string): string[] =>
      /^[a-z]{3,}$/.test(word) && !this.nameWords.has(word) ? this.nameWords.closeTo(word) : [];
    const perWord = words.map((segment) =>
      segment.kind === 'word' ? candidatesOf(segment.text) : [],
    );
    for (let rank = 0; rank < 3 && out.length < limit; rank += 1) {
      const changed = words.map(
        (segment, i) => perWord[i]?.[rank] ?? perWord[i]?.[0] ?? segment.text,
      );
      const query = changed.join(' ');
      if (query === words.map((segment) => segment.text).join(' ') || out.includes(query)) continue;
      const hits = this.search(query, synonyms);
      if (hits.products.length + hits.articles.length > 0) out.push(query);
    }
    if (out.length > 0) return out;
    return [...this.categories]
      .sort((a, b) => a.sortOrder - b.sortOrder || (a.name < b.name ? -1 : 1))
      .map((category) => category.name)
      .filter(Boolean)
      .slice(0, limit);
  }
}
