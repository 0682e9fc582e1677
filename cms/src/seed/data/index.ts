import { knowledgeArticles } from './articles-knowledge';
import { newsArticles } from './articles-news';
import { blackProducts } from './products-black';
import { greenProducts } from './products-green';
import { herbalProducts } from './products-herbal';
import { japaneseProducts } from './products-japanese';
import { oolongProducts } from './products-oolong';
import { darkProducts, whiteProducts } from './products-white-dark';
import type { Article, Product } from './types';

export type * from './types';
export { categories, roastingLevels, caffeineLevels, collections } from './taxonomy';
export { header, footer } from './layout';
export { home, about, privacy, faq } from './pages';
export {
  siteSettings,
  shippingMethods,
  coupons,
  members,
  reviews,
  orders,
  DEMO_MEMBER_EMAIL,
} from './commerce';

/** Every tea in the catalogue, grouped by category order. */
export const products: Product[] = [
  ...greenProducts,
  ...oolongProducts,
  ...blackProducts,
  ...whiteProducts,
  ...darkProducts,
  ...japaneseProducts,
  ...herbalProducts,
];

/** Articles, newest first. */
export const articles: Article[] = [...knowledgeArticles, ...newsArticles].sort((a, b) =>
  b.publishDate.localeCompare(a.publishDate),
);

/** Storefront locale to backend content locale. */
export const CONTENT_LOCALE = { en: 'en', zh: 'zh-Hant', jp: 'ja-JP' } as const;
