import { expect, test } from './fixtures';
import { LOCALES } from './support';
import { cmsApi } from './accounts';

/*
 * What link previews (Facebook, LINE) and crawlers see: they do not run scripts, so the HTML the
 * shop server sends must name the page, in its language, with an absolute picture.
 */

const CONTENT_LOCALE = { en: 'en', zh: 'zh-Hant', jp: 'ja-JP' } as const;
const HTML_LANG = { en: 'en', zh: 'zh-Hant', jp: 'ja' } as const;

function metaContent(html: string, key: string): string | undefined {
  const match = html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`));
  return match?.[1]
    ?.replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}

function jsonLd(html: string): Record<string, unknown> | undefined {
  const match = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s);
  return match?.[1] ? (JSON.parse(match[1]) as Record<string, unknown>) : undefined;
}

test.describe('share previews: the server-sent head', () => {
  for (const { locale, prefix } of LOCALES) {
    test(`a product page and an article name themselves with a picture (${locale})`, async ({
      request,
      baseURL,
    }) => {
      const { data: products } = await cmsApi<{ data: { name: string; slug: string }[] }>(
        `/products?locale=${CONTENT_LOCALE[locale]}&fields[0]=name&fields[1]=slug&filters[slug][$eq]=longjing`,
      );
      const tea = products.data[0];
      expect(tea).toBeTruthy();
      const productPage = await request.get(`${prefix}/products/${tea!.slug}`);
      expect(productPage.status()).toBe(200);
      const html = await productPage.text();
      expect(html).toContain(`<html lang="${HTML_LANG[locale]}"`);
      expect(metaContent(html, 'og:title')).toContain(tea!.name);
      expect(metaContent(html, 'og:type')).toBe('product');
      expect(metaContent(html, 'og:url')).toBe(`${baseURL}${prefix}/products/${tea!.slug}`);
      expect(html).toContain(
        `<link rel="canonical" href="${baseURL}${prefix}/products/${tea!.slug}"`,
      );
      for (const lang of Object.values(HTML_LANG)) expect(html).toContain(`hreflang="${lang}"`);
      const image = metaContent(html, 'og:image') ?? '';
      expect(image).toMatch(new RegExp(`^${baseURL}/uploads/`));
      const picture = await request.get(image);
      expect(picture.status()).toBe(200);
      expect(picture.headers()['content-type']).toMatch(/^image\//);
      expect(jsonLd(html)).toMatchObject({ '@type': 'Product', name: tea!.name });

      const { data: articles } = await cmsApi<{ data: { title: string; slug: string }[] }>(
        `/articles?locale=${CONTENT_LOCALE[locale]}&fields[0]=title&fields[1]=slug&sort[0]=publishDate:desc&pagination[pageSize]=1`,
      );
      const article = articles.data[0];
      expect(article).toBeTruthy();
      const articleHtml = await (await request.get(`${prefix}/news/${article!.slug}`)).text();
      expect(metaContent(articleHtml, 'og:title')).toContain(article!.title);
      expect(metaContent(articleHtml, 'og:type')).toBe('article');
      expect(metaContent(articleHtml, 'og:image')).toMatch(/^https?:\/\//);
      expect(jsonLd(articleHtml)).toMatchObject({ '@type': 'Article', headline: article!.title });
    });
  }

  test("an unknown product still answers 404; a page without content has its area's title", async ({
    request,
  }) => {
    expect((await request.get('/jp/products/no-such-tea')).status()).toBe(404);
    const html = await (await request.get('/zh/faq')).text();
    expect(html).toContain('<html lang="zh-Hant"');
    expect(metaContent(html, 'og:title')).toBe('常見問題 | 葉與壺茶舖');
    expect(metaContent(html, 'og:locale')).toBe('zh_TW');
  });
});
