/**
 * A small in-memory stand-in for the content backend's REST API, answering the content area's
 * requests (articles by slug, tag and page; home, about, privacy and FAQ) the way the real one
 * does, for route and page tests.
 */
import {
  type Article,
  type FaqContent,
  type HomeContent,
  type RichPage,
  articleTags,
} from '../features/content/types';
import { json } from './area';

export interface FakeCms {
  /** Every request, as `GET /api/articles?…` with its query decoded. */
  requests: string[];
  articles: Article[];
  home: HomeContent | null;
  about: RichPage | null;
  privacy: RichPage | null;
  faq: FaqContent | null;
  /** Requests to hold back until `release()` (for loading states). */
  hold: boolean;
  release: () => void;
  restore: () => void;
}

/** `count` articles, newest first: 'article-01' (tagged 'latest') and on. */
export function makeArticles(count: number): Article[] {
  return Array.from({ length: count }, (_, i) => {
    const n = String(i + 1).padStart(2, '0');
    return {
      documentId: `a${n}`,
      title: `Article ${n}`,
      slug: `article-${n}`,
      excerpt: `About article ${n}.`,
      publishDate: `2026-10-${String(28 - i).padStart(2, '0')}`,
      tags: i % 2 === 0 ? ['latest'] : ['tea-knowledge'],
      cover: {
        url: `/uploads/cover-${n}.jpg`,
        width: 1600,
        height: 900,
        formats: {
          large: { url: `/uploads/large_cover-${n}.jpg`, width: 1000, height: 563 },
          small: { url: `/uploads/small_cover-${n}.jpg`, width: 500, height: 281 },
        },
      },
      body: [{ type: 'paragraph', children: [{ type: 'text', text: `Text of article ${n}.` }] }],
    } as Article;
  });
}

function articlesAnswer(cms: FakeCms, params: URLSearchParams): Response {
  const slug = params.get('filters[slug][$eq]');
  const except = params.get('filters[slug][$ne]');
  const tag = params.get('filters[tags][$contains]')?.replace(/"/g, '');
  const found = cms.articles.filter(
    (a) =>
      (slug === null || a.slug === slug) &&
      (except === null || a.slug !== except) &&
      (!tag || (articleTags(a) as string[]).includes(tag)),
  );
  const page = Number(params.get('pagination[page]') ?? 1);
  const pageSize = Number(params.get('pagination[pageSize]') ?? 25);
  return json({
    data: found.slice((page - 1) * pageSize, page * pageSize),
    meta: { pagination: { page, pageSize, total: found.length } },
  });
}

/** Replaces global fetch with the fake backend until `restore()`. */
export function installFakeCms(articles: Article[] = makeArticles(8)): FakeCms {
  const original = global.fetch;
  const waiting: Array<() => void> = [];
  const cms: FakeCms = {
    requests: [],
    articles,
    home: null,
    about: null,
    privacy: null,
    faq: null,
    hold: false,
    release: () => waiting.splice(0).forEach((go) => go()),
    restore: () => {
      global.fetch = original;
    },
  };
  const single = (data: unknown) =>
    data
      ? json({ data, meta: {} })
      : json(
          { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found' } },
          404,
        );
  const answer = (url: URL): Response => {
    const path = url.pathname.replace(/^\/api/, '');
    if (path === '/articles') return articlesAnswer(cms, url.searchParams);
    if (path === '/home') return single(cms.home);
    if (path === '/about') return single(cms.about);
    if (path === '/privacy') return single(cms.privacy);
    if (path === '/faq') return single(cms.faq);
    return json({ error: { status: 404, name: 'NotFoundError', message: 'Not Found' } }, 404);
  };
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    cms.requests.push(`${init?.method ?? 'GET'} ${url.pathname}${decodeURIComponent(url.search)}`);
    if (cms.hold) await new Promise<void>((go) => waiting.push(go));
    return answer(url);
  }) as typeof fetch;
  return cms;
}
