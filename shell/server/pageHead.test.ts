import fs from 'node:fs';
import path from 'node:path';
import { applyHead, pageHead } from './pageHead';

const template = fs.readFileSync(path.join(__dirname, '..', 'public', 'index.html'), 'utf8');

// A product page's head as its route's `meta` gives it from the loaded product.
const product = {
  title: 'Oolong "Eastern Beauty" </script><script>alert(1)</script>',
  description: 'Honey & ripe peach',
  image: '/uploads/medium_o.jpg',
  type: 'product' as const,
  jsonLd: {
    '@type': 'Product',
    name: 'Oolong "Eastern Beauty" </script><script>alert(1)</script>',
    offers: { price: 42, priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
  },
};

describe('page head', () => {
  it('describes a product in its language with absolute links, Open Graph and JSON-LD', () => {
    const head = pageHead({
      locale: 'jp',
      path: '/products/eastern-beauty',
      publicUrl: 'https://shop.example',
      cmsUrl: 'https://cms.example',
      area: product,
    });
    const html = applyHead(template, head);
    expect(html).toContain('<html lang="ja"');
    expect(html).toContain(
      '<link rel="canonical" href="https://shop.example/jp/products/eastern-beauty" />',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="zh-Hant" href="https://shop.example/zh/products/eastern-beauty" />',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://shop.example/products/eastern-beauty" />',
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://cms.example/uploads/medium_o.jpg" />',
    );
    expect(html).toContain('<meta property="og:locale" content="ja_JP" />');
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toContain('<meta name="description" content="Honey &amp; ripe peach" />');
    // Nothing the editors type can close a tag or the JSON-LD script.
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('&quot;Eastern Beauty&quot; &lt;/script&gt;');
    const json = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1] ?? '';
    const data = JSON.parse(json) as { name: string; offers: Record<string, unknown> };
    expect(data.name).toBe(product.title);
    expect(html.match(/application\/ld\+json/g)).toHaveLength(1);
    expect(data.offers).toMatchObject({
      price: 42,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
    });
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
  });

  it("gives every other page the shop's name and description in its language", () => {
    const html = applyHead(
      template,
      pageHead({
        locale: 'zh',
        path: '/',
        publicUrl: 'https://shop.example',
        cmsUrl: 'https://cms.example',
      }),
    );
    expect(html).toContain('<html lang="zh-Hant"');
    expect(html).toContain('<title>葉與壺茶舖</title>');
    expect(html).toContain('<link rel="canonical" href="https://shop.example/zh" />');
    expect(html).toContain('<meta property="og:type" content="website" />');
    expect(html).not.toContain('og:image');
    expect(html).not.toContain('application/ld+json');
  });

  it("titles a page without content with its area's own title and description", () => {
    const html = applyHead(
      template,
      pageHead({
        locale: 'jp',
        path: '/about',
        publicUrl: 'https://shop.example',
        cmsUrl: 'https://cms.example',
        page: { title: '私たちについて', description: '茶園から直接。' },
      }),
    );
    expect(html).toContain('<title>私たちについて | リーフ＆ケトル茶舗</title>');
    expect(html).toContain('<meta name="description" content="茶園から直接。" />');
    expect(html).toContain(
      '<meta property="og:title" content="私たちについて | リーフ＆ケトル茶舗" />',
    );
  });
});
