import { ROUTES } from '@teashop/contracts';
import {
  buildLocaleSitemap,
  buildRobotsTxt,
  buildSitemapIndex,
  buildStaticSitemap,
  escapeXml,
  staticPages,
  type SitemapPage,
} from './sitemapBuilder';
import { contentPages } from './sitemapContent';
import { buildLocaleSitemaps, createSitemapSource } from './sitemaps';

const SHOP = 'https://tea.example';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

function parse(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

function urls(
  doc: Document,
): Array<{ loc: string; lastmod?: string; alternates: Record<string, string> }> {
  return Array.from(doc.getElementsByTagNameNS(SITEMAP_NS, 'url')).map((url) => {
    const alternates: Record<string, string> = {};
    for (const link of Array.from(url.getElementsByTagNameNS(XHTML_NS, 'link'))) {
      alternates[link.getAttribute('hreflang') as string] = link.getAttribute('href') as string;
    }
    return {
      loc: url.getElementsByTagNameNS(SITEMAP_NS, 'loc')[0]?.textContent ?? '',
      lastmod: url.getElementsByTagNameNS(SITEMAP_NS, 'lastmod')[0]?.textContent ?? undefined,
      alternates,
    };
  });
}

describe('sitemap builder', () => {
  const pages: SitemapPage[] = [
    {
      path: '/products/oriental-beauty',
      locales: ['en', 'zh', 'jp'],
      lastmod: '2026-11-02T08:00:00.000Z',
    },
    { path: '/news/only-in-english', locales: ['en'] },
    { path: '/news/a&b<c>', locales: ['zh', 'jp'] },
  ];

  it('lists the static pages of the route table, in every locale, with hreflang alternates', () => {
    const statics = staticPages(ROUTES);
    expect(statics.map((p) => p.path)).toEqual([
      '/',
      '/about',
      '/contact',
      '/copyright',
      '/faq',
      '/news',
      '/products',
    ]);
    const list = urls(parse(buildStaticSitemap(SHOP, statics)));
    expect(list).toHaveLength(statics.length * 3);
    const faqJp = list.find((u) => u.loc === `${SHOP}/jp/faq`);
    expect(faqJp?.alternates).toEqual({
      en: `${SHOP}/faq`,
      'zh-Hant': `${SHOP}/zh/faq`,
      ja: `${SHOP}/jp/faq`,
      'x-default': `${SHOP}/faq`,
    });
    expect(list.find((u) => u.loc === `${SHOP}/zh`)).toBeDefined();
    expect(list.find((u) => u.loc === `${SHOP}/`)).toBeDefined();
  });

  it('gives each locale its own pages only, with alternates to the languages a page exists in', () => {
    const en = urls(parse(buildLocaleSitemap(SHOP, pages, 'en')));
    expect(en.map((u) => u.loc)).toEqual([
      `${SHOP}/products/oriental-beauty`,
      `${SHOP}/news/only-in-english`,
    ]);
    expect(en[0]?.lastmod).toBe('2026-11-02T08:00:00.000Z');
    expect(Object.keys(en[0]?.alternates ?? {})).toEqual(['en', 'zh-Hant', 'ja', 'x-default']);
    // A page in a single language has no alternates to point to.
    expect(en[1]?.alternates).toEqual({});

    const zh = urls(parse(buildLocaleSitemap(SHOP, pages, 'zh')));
    expect(zh.map((u) => u.loc)).toEqual([
      `${SHOP}/zh/products/oriental-beauty`,
      `${SHOP}/zh/news/a&b<c>`,
    ]);
    // Without an English version there is no x-default.
    expect(zh[1]?.alternates).toEqual({
      'zh-Hant': `${SHOP}/zh/news/a&b<c>`,
      ja: `${SHOP}/jp/news/a&b<c>`,
    });
  });

  it('escapes XML special characters', () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
    expect(buildLocaleSitemap(SHOP, pages, 'jp')).toContain(
      '<loc>https://tea.example/jp/news/a&amp;b&lt;c&gt;</loc>',
    );
  });

  it('builds the sitemap index and robots.txt pointing to it', () => {
    const doc = parse(buildSitemapIndex(`${SHOP}/`));
    expect(doc.documentElement.localName).toBe('sitemapindex');
    expect(
      Array.from(doc.getElementsByTagNameNS(SITEMAP_NS, 'loc')).map((l) => l.textContent),
    ).toEqual([
      `${SHOP}/index-sitemap.xml`,
      `${SHOP}/en-sitemap.xml`,
      `${SHOP}/zh-sitemap.xml`,
      `${SHOP}/jp-sitemap.xml`,
    ]);
    expect(buildRobotsTxt(SHOP)).toContain(`Sitemap: ${SHOP}/sitemap.xml`);
  });
});

/** A content backend answering with the given slugs per collection and content locale. */
function fakeCms(data: Record<string, Record<string, string[]>>, calls: string[] = []) {
  return (async (input: string | URL | Request) => {
    const url = new URL(String(input));
    calls.push(url.pathname + url.search);
    const collection = url.pathname.replace('/api/', '');
    const locale = url.searchParams.get('locale') as string;
    const page = Number(url.searchParams.get('pagination[page]'));
    const size = Number(url.searchParams.get('pagination[pageSize]'));
    const all = data[collection]?.[locale] ?? [];
    const slice = all.slice((page - 1) * size, page * size);
    return new Response(
      JSON.stringify({
        data: slice.map((slug) => ({ slug, updatedAt: '2026-10-01T00:00:00.000Z' })),
        meta: {
          pagination: {
            page,
            pageSize: size,
            pageCount: Math.max(1, Math.ceil(all.length / size)),
            total: all.length,
          },
        },
      }),
      { headers: { 'content-type': 'application/json' } },
    );
  }) as typeof fetch;
}

describe('sitemap content from the backend', () => {
  it('asks for published entries of every looked-up collection and merges locales by slug', async () => {
    const many = Array.from({ length: 130 }, (_, i) => `tea-${String(i).padStart(3, '0')}`);
    const calls: string[] = [];
    const pages = await contentPages(
      'http://cms.local',
      ROUTES,
      fakeCms(
        {
          products: { en: many, 'zh-Hant': many, 'ja-JP': many.slice(0, 10) },
          articles: { en: ['hello'], 'zh-Hant': ['hello'], 'ja-JP': [] },
          'tea-categories': { en: ['oolong'], 'zh-Hant': ['oolong'], 'ja-JP': ['oolong'] },
          collections: { en: ['gift-picks'], 'zh-Hant': ['gift-picks'], 'ja-JP': ['gift-picks'] },
        },
        calls,
      ),
    );
    expect(calls.every((c) => c.includes('status=published'))).toBe(true);
    // 130 products need two pages of 100 in en and zh-Hant.
    expect(
      calls.filter((c) => c.startsWith('/api/products') && c.includes('pagination%5Bpage%5D=2')),
    ).toHaveLength(2);
    expect(pages.filter((p) => p.path.startsWith('/products/'))).toHaveLength(130);
    expect(pages.find((p) => p.path === '/products/tea-005')?.locales).toEqual(['en', 'zh', 'jp']);
    expect(pages.find((p) => p.path === '/products/tea-100')?.locales).toEqual(['en', 'zh']);
    expect(pages.find((p) => p.path === '/news/hello')?.locales).toEqual(['en', 'zh']);
    expect(pages.find((p) => p.path === '/category/oolong')).toBeDefined();
    expect(pages.find((p) => p.path === '/collection/gift-picks')?.lastmod).toBe(
      '2026-10-01T00:00:00.000Z',
    );

    const files = buildLocaleSitemaps(SHOP, { statics: staticPages(ROUTES), content: pages });
    const jp = urls(parse(files.get('jp-sitemap.xml') as string)).map((u) => u.loc);
    expect(jp).toContain(`${SHOP}/jp/products/tea-005`);
    expect(jp).not.toContain(`${SHOP}/jp/products/tea-100`);
    expect(jp).not.toContain(`${SHOP}/jp/news/hello`);
    expect(jp).toContain(`${SHOP}/jp/about`);
  });

  it('reuses generated sitemaps for the cache lifetime and keeps the last good ones on failure', async () => {
    let clock = 0;
    let slugs = ['first'];
    let failing = false;
    let requests = 0;
    const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
      requests += 1;
      if (failing) return new Response('down', { status: 502 });
      return fakeCms({ articles: { en: slugs, 'zh-Hant': [], 'ja-JP': [] } })(input, init);
    }) as typeof fetch;
    const source = createSitemapSource({
      cmsUrl: 'http://cms.local',
      publicUrl: SHOP,
      ttlMs: 1000,
      fetchImpl,
      now: () => clock,
    });

    expect((await source()).get('en-sitemap.xml')).toContain('/news/first');
    const afterFirst = requests;
    slugs = ['second'];
    clock = 500;
    expect((await source()).get('en-sitemap.xml')).toContain('/news/first');
    expect(requests).toBe(afterFirst);

    clock = 1500;
    expect((await source()).get('en-sitemap.xml')).toContain('/news/second');

    failing = true;
    clock = 3000;
    expect((await source()).get('en-sitemap.xml')).toContain('/news/second');

    const cold = createSitemapSource({ cmsUrl: 'http://cms.local', publicUrl: SHOP, fetchImpl });
    await expect(cold()).rejects.toThrow('HTTP 502');
  });
});
