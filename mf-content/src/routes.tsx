import { HTML_LANG } from '@teashop/contracts';
import {
  type AreaRouteMap,
  type MetaContext,
  absoluteMediaUrl,
  previewImage,
  route,
} from '@teashop/runtime';
import { AboutPage } from './features/about/AboutPage';
import { PrivacyPage } from './features/copyright/PrivacyPage';
import { FaqPage } from './features/faq/FaqPage';
import { TextSkeleton } from './features/content/TextSkeleton';
import { type Article, articleTags } from './features/content/types';
import { newsListOf, queries } from './api/queries';

/** Loads beside the page's main data; a failure here shows in its own part of the page. */
const alongside = (...loads: Promise<unknown>[]) => Promise.allSettled(loads);

/** The head of a page whose texts are its own translations (`pages.<name>`). */
const ownTexts = (name: string, { t }: MetaContext) => ({
  title: t(`pages.${name}.title`),
  description: t(`pages.${name}.description`),
});

/** schema.org Article of an article page. */
function articleJsonLd(
  article: Article,
  description: string,
  image: string | undefined,
  { t, locale, url }: MetaContext,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title.trim(),
    description: description || undefined,
    image: absoluteMediaUrl(image, url),
    datePublished: article.publishDate?.trim() || undefined,
    inLanguage: HTML_LANG[locale],
    publisher: { '@type': 'Organization', name: t('common:shopName') },
  };
}

/** A page of rich text from a single type: its title from the content, else its own. */
function richPageRoute(type: 'about' | 'privacy', name: 'about' | 'copyright') {
  return route({
    component: type === 'about' ? AboutPage : PrivacyPage,
    hydrate: 'islands',
    // The page exists whether or not the content is filled in: its own title stands in.
    load: async ({ contentLocale, query }) => ({
      page: await query(...queries.richPage(type, contentLocale)),
    }),
    meta: ({ page }, ctx) => {
      const own = ownTexts(name, ctx);
      return { ...own, title: page?.title || own.title };
    },
  });
}

/**
 * Pages of the mf-content area, by their names in the route table (paths, access and layout are
 * the table's); paths are locale-free (the router's basename carries /zh or /jp).
 */
export const routes = {
  // Pages with router links are chunks of their own: a page of islands never loads them.
  index: route({
    lazy: () => import('./features/index/HomePage').then((m) => m.HomePage),
    fallback: <TextSkeleton />,
    hydrate: 'islands',
    islands: () => import('./features/index/homeIslands'),
    async load({ contentLocale, query }) {
      const [home] = await Promise.all([
        query(...queries.home(contentLocale)),
        alongside(query(...queries.latest(contentLocale))),
      ]);
      return { home };
    },
    meta: ({ home }, ctx) => {
      const own = ownTexts('index', ctx);
      return { ...own, description: home?.heroSubtitle || own.description };
    },
  }),
  about: richPageRoute('about', 'about'),
  // The contact form (react-hook-form, its schema) is its own chunk: other pages don't load it.
  contact: route({
    lazy: () => import('./features/contact/ContactPage').then((m) => m.ContactPage),
    fallback: <TextSkeleton />,
    meta: (_, ctx) => ownTexts('contact', ctx),
  }),
  copyright: richPageRoute('privacy', 'copyright'),
  faq: route({
    component: FaqPage,
    hydrate: 'islands',
    load: async ({ contentLocale, query }) => ({
      faq: await query(...queries.faq(contentLocale)),
    }),
    meta: ({ faq }, ctx) => {
      const own = ownTexts('faq', ctx);
      return { ...own, title: faq?.title || own.title };
    },
  }),
  news: route({
    lazy: () => import('./features/news/NewsListPage').then((m) => m.NewsListPage),
    fallback: <TextSkeleton />,
    async load({ contentLocale, search, pages }) {
      await alongside(pages(newsListOf(contentLocale, search).list));
      return {};
    },
    meta: (_, ctx) => ownTexts('news', ctx),
  }),
  'news-slug': route({
    lazy: () => import('./features/news-slug/ArticlePage').then((m) => m.ArticlePage),
    fallback: <TextSkeleton />,
    // Only its sharing buttons hydrate; links in the rest navigate within the shop all the same.
    hydrate: 'islands',
    islands: () => import('./features/news-slug/ArticleShare'),
    async load({ params, contentLocale, query }) {
      const slug = params.slug ?? '';
      const article = await query(...queries.article(slug, contentLocale));
      if (!article) return null;
      await alongside(
        query(...queries.related(slug, articleTags(article)[0] ?? null, contentLocale)),
      );
      return article;
    },
    meta: (article, ctx) => {
      const description = article.excerpt?.trim() ?? '';
      const image = previewImage(article.cover);
      return {
        title: article.title.trim(),
        description: description || undefined,
        image,
        type: 'article',
        jsonLd: articleJsonLd(article, description, image, ctx),
      };
    },
  }),
} satisfies AreaRouteMap<'mf-content'>;
