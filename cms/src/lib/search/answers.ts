import type { LocaleIndex } from './engine';
import type { ArticleCard, ProductCard } from './records';
import type { SynonymGroup } from './synonyms';

export interface SearchRequest {
  q: string;
  page: number;
  pageSize: number;
}

/** One page of products and one of articles, the totals, and other terms when nothing matched. */
export interface SearchAnswer {
  products: ProductCard[];
  articles: ArticleCard[];
  totals: { products: number; articles: number };
  suggestions: string[];
}

export interface SuggestRequest {
  q: string;
  limit: number;
}

export type Suggestion =
  | ({ type: 'product' } & Pick<
      ProductCard,
      'documentId' | 'slug' | 'name' | 'price' | 'currency' | 'thumbnailImage'
    >)
  | { type: 'article'; documentId: string; slug: string; name: string };

/** GET /api/search: the page asked for of the ranked products and articles. */
export function searchAnswer(
  index: LocaleIndex,
  synonyms: readonly SynonymGroup[],
  { q, page, pageSize }: SearchRequest,
): SearchAnswer {
  const hits = index.search(q, synonyms);
  const slice = (ids: string[]) => ids.slice((page - 1) * pageSize, page * pageSize);
  const nothing = hits.products.length + hits.articles.length === 0;
  return {
    products: slice(hits.products).flatMap((id) => index.productCard(id) ?? []),
    articles: slice(hits.articles).flatMap((id) => index.articleCard(id) ?? []),
    totals: { products: hits.products.length, articles: hits.articles.length },
    suggestions: nothing ? index.didYouMean(q, synonyms) : [],
  };
}

/**
 * GET /api/search/suggest: as-you-type, products first, then articles (a third of the places
 * kept for articles when both match).
 */
export function suggestAnswer(
  index: LocaleIndex,
  synonyms: readonly SynonymGroup[],
  { q, limit }: SuggestRequest,
): Suggestion[] {
  const hits = index.search(q, synonyms, true);
  // with products, articles get a third of the places (at least one once there are two)
  let articleCount =
    hits.products.length === 0 ? limit : limit < 2 ? 0 : Math.max(1, Math.floor(limit / 3));
  articleCount = Math.min(articleCount, hits.articles.length);
  const productCount = Math.min(hits.products.length, limit - articleCount);
  articleCount = Math.min(hits.articles.length, limit - productCount);
  const products = hits.products.slice(0, productCount).flatMap((id): Suggestion[] => {
    const card = index.productCard(id);
    if (!card) return [];
    const { documentId, slug, name, price, currency, thumbnailImage } = card;
    return [{ type: 'product', documentId, slug, name, price, currency, thumbnailImage }];
  });
  const articles = hits.articles.slice(0, articleCount).flatMap((id): Suggestion[] => {
    const card = index.articleCard(id);
    return card
      ? [{ type: 'article', documentId: card.documentId, slug: card.slug, name: card.title }]
      : [];
  });
  return [...products, ...articles];
}
