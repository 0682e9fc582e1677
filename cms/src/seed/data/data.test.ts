import {
  about,
  articles,
  caffeineLevels,
  categories,
  collections,
  coupons,
  DEMO_MEMBER_EMAIL,
  faq,
  footer,
  header,
  home,
  members,
  orders,
  privacy,
  products,
  reviews,
  roastingLevels,
  shippingMethods,
  siteSettings,
} from './index';
import type { Localized } from './types';

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
const KANA = /[\u3040-\u30ff]/;
/** Japanese: kanji or kana. */
const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/;
/** Simplified or Japanese-only forms that should not appear in Traditional Chinese (Taiwan). */
const NOT_TRADITIONAL =
  /[这们个说时发过还叶绿红龙乌浓产种为东级经问对会与国动实鲜黄温适点带让样质应买卖价货节间边见观风气欢进远运选长门开关页题类条烧热处壶汤緑鉄県茎気楽単様変価売広関円来]/;
const HEX = /^#[0-9a-f]{6}$/i;
const LAST_DATE = '2026-11-21';

function isLocalized(value: unknown): value is Localized<unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value).sort();
  return keys.length === 3 && keys[0] === 'en' && keys[1] === 'jp' && keys[2] === 'zh';
}

/** Every Localized value under `root`, with a readable path. */
function collectLocalized(root: unknown, path: string, out: Array<[string, Localized<unknown>]>) {
  if (isLocalized(root)) {
    out.push([path, root]);
    return;
  }
  if (Array.isArray(root)) root.forEach((v, i) => collectLocalized(v, `${path}[${i}]`, out));
  else if (root && typeof root === 'object')
    for (const [k, v] of Object.entries(root)) collectLocalized(v, `${path}.${k}`, out);
}

const textContent = {
  categories,
  roastingLevels,
  caffeineLevels,
  collections,
  products,
  articles,
  header,
  footer,
  home,
  about,
  privacy,
  faq,
  shippingMethods,
};
const localized: Array<[string, Localized<unknown>]> = [];
collectLocalized(textContent, 'data', localized);

function expectUnique(values: string[], what: string) {
  const duplicates = values.filter((v, i) => values.indexOf(v) !== i);
  expect({ what, duplicates }).toEqual({ what, duplicates: [] });
}

describe('counts', () => {
  it('has enough of everything', () => {
    expect(products.length).toBeGreaterThanOrEqual(40);
    expect(categories.length).toBeGreaterThanOrEqual(6);
    expect(collections.length).toBeGreaterThanOrEqual(4);
    expect(articles.length).toBeGreaterThanOrEqual(20);
    expect(roastingLevels.map((r) => r.rank)).toEqual([0, 1, 2, 3, 4]);
    expect(caffeineLevels.map((c) => c.rank)).toEqual([0, 1, 2, 3]);
    expect(faq.items.length).toBeGreaterThanOrEqual(8);
    expect(reviews.length).toBeGreaterThanOrEqual(12);
    expect(home.featuredProducts).toHaveLength(8);
  });

  it('uses both article tags, some articles having both', () => {
    const tags = articles.flatMap((a) => a.tags);
    expect(tags).toContain('tea-knowledge');
    expect(tags).toContain('latest');
    expect(
      articles.some((a) => a.tags.includes('tea-knowledge') && a.tags.includes('latest')),
    ).toBe(true);
    for (const a of articles) {
      expect(a.tags.length).toBeGreaterThan(0);
      expectUnique(a.tags, `tags of ${a.slug}`);
    }
  });

  it('puts products in every category and uses every roast and caffeine level', () => {
    for (const c of categories) expect(products.some((p) => p.category === c.slug)).toBe(true);
    for (const r of roastingLevels) expect(products.some((p) => p.roast === r.slug)).toBe(true);
    for (const c of caffeineLevels) expect(products.some((p) => p.caffeine === c.slug)).toBe(true);
    for (const c of collections)
      expect(products.some((p) => p.collections.includes(c.slug))).toBe(true);
  });
});

describe('slugs and references', () => {
  const slug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

  it('has unique ascii kebab-case slugs and unique skus', () => {
    for (const list of [
      categories,
      roastingLevels,
      caffeineLevels,
      collections,
      products,
      articles,
      shippingMethods,
    ]) {
      const slugs = list.map((x) => x.slug);
      expectUnique(slugs, 'slugs');
      for (const s of slugs) expect(s).toMatch(slug);
    }
    expectUnique(
      products.map((p) => p.sku),
      'skus',
    );
    expectUnique(
      coupons.map((c) => c.code),
      'coupon codes',
    );
    expectUnique(
      orders.map((o) => o.number),
      'order numbers',
    );
    expectUnique(
      members.map((m) => m.email),
      'member emails',
    );
  });

  it('refers only to existing taxonomy and products', () => {
    const productSlugs = new Set(products.map((p) => p.slug));
    const has = (list: Array<{ slug: string }>, s: string) => list.some((x) => x.slug === s);
    for (const p of products) {
      expect({ p: p.slug, category: has(categories, p.category) }).toEqual({
        p: p.slug,
        category: true,
      });
      expect(has(roastingLevels, p.roast)).toBe(true);
      expect(has(caffeineLevels, p.caffeine)).toBe(true);
      for (const c of p.collections)
        expect({ p: p.slug, c, ok: has(collections, c) }).toEqual({ p: p.slug, c, ok: true });
      expect(p.recommended.length).toBeGreaterThanOrEqual(2);
      expect(p.recommended.length).toBeLessThanOrEqual(4);
      expect(p.recommended).not.toContain(p.slug);
      expectUnique(p.recommended, `recommended of ${p.slug}`);
      for (const r of p.recommended)
        expect({ p: p.slug, r, ok: productSlugs.has(r) }).toEqual({ p: p.slug, r, ok: true });
    }
    for (const s of home.featuredProducts) expect(productSlugs.has(s)).toBe(true);
    for (const s of home.featuredCollections) expect(has(collections, s)).toBe(true);
    for (const r of reviews) {
      expect(productSlugs.has(r.productSlug)).toBe(true);
      expect(members.some((m) => m.email === r.memberEmail)).toBe(true);
    }
    for (const o of orders) {
      for (const line of o.items) expect(productSlugs.has(line.productSlug)).toBe(true);
      expect(has(shippingMethods, o.shippingMethod)).toBe(true);
      if (o.coupon) expect(coupons.some((c) => c.code === o.coupon)).toBe(true);
    }
  });

  it('links the header and footer menus to real pages', () => {
    const links = [
      ...header.headerMenuItem.flatMap((i) => [
        i.link,
        ...i.subMenu.flatMap((s) => s.list.map((l) => l.link)),
      ]),
      ...footer.footerMenu.flatMap((c) => c.subMenu.map((l) => l.link)),
    ];
    for (const path of ['/about', '/products', '/news', '/contact', '/faq', '/copyright'])
      expect(links).toContain(path);
    for (const link of links) {
      const category = /^\/category\/(.+)$/.exec(link);
      const collection = /^\/collection\/(.+)$/.exec(link);
      if (category) expect(categories.some((c) => c.slug === category[1])).toBe(true);
      else if (collection) expect(collections.some((c) => c.slug === collection[1])).toBe(true);
      else
        expect(['/about', '/products', '/news', '/contact', '/faq', '/copyright']).toContain(link);
    }
    const products = header.headerMenuItem.find((i) => i.link === '/products');
    const subLinks = products?.subMenu.flatMap((s) => s.list.map((l) => l.link)) ?? [];
    for (const c of categories) expect(subLinks).toContain(`/category/${c.slug}`);
    for (const c of collections) expect(subLinks).toContain(`/collection/${c.slug}`);
    expect(footer.footerMenu.map((c) => c.label.en)).toEqual([
      'About',
      'Products',
      'Articles',
      'Contact',
      'Privacy Policy',
    ]);
  });
});

describe('translations', () => {
  it('finds the localized texts', () => {
    expect(localized.length).toBeGreaterThan(300);
  });

  it.each(localized.map(([path, value]) => [path, value] as const))(
    '%s is translated',
    (_path, value) => {
      const { en, zh, jp } = value;
      const en_ = Array.isArray(en) ? en : [en];
      const zh_ = Array.isArray(zh) ? zh : [zh];
      const jp_ = Array.isArray(jp) ? jp : [jp];
      expect(zh_).toHaveLength(en_.length);
      expect(jp_).toHaveLength(en_.length);
      en_.forEach((enText, i) => {
        const zhText = zh_[i];
        const jpText = jp_[i];
        for (const text of [enText, zhText, jpText]) {
          expect(typeof text).toBe('string');
          expect((text as string).trim()).not.toBe('');
          expect(text as string).not.toMatch(/TODO|TBD|lorem ipsum/i);
        }
        expect(zhText).not.toBe(enText);
        expect(jpText).not.toBe(enText);
        expect(zhText).toMatch(CJK);
        expect(jpText).toMatch(JAPANESE);
        expect(enText).not.toMatch(CJK);
        // Traditional Chinese: no kana, no simplified forms; Japanese prose carries kana.
        expect(zhText).not.toMatch(KANA);
        expect(zhText).not.toMatch(NOT_TRADITIONAL);
        if ((jpText as string).length > 24) expect(jpText).toMatch(KANA);
      });
    },
  );

  it('writes 2-3 description paragraphs per product and 3-5 body paragraphs per article', () => {
    for (const p of products) {
      for (const lang of ['en', 'zh', 'jp'] as const) {
        expect(p.description[lang].length).toBeGreaterThanOrEqual(2);
        expect(p.description[lang].length).toBeLessThanOrEqual(3);
      }
    }
    for (const a of articles) {
      for (const lang of ['en', 'zh', 'jp'] as const) {
        expect(a.body[lang].length).toBeGreaterThanOrEqual(3);
        expect(a.body[lang].length).toBeLessThanOrEqual(5);
      }
    }
  });

  it('writes each review in its own language', () => {
    for (const r of reviews) {
      const text = `${r.headline} ${r.body}`;
      if (r.locale === 'en') expect(text).not.toMatch(CJK);
      if (r.locale === 'zh-Hant') {
        expect(text).toMatch(CJK);
        expect(text).not.toMatch(KANA);
        expect(text).not.toMatch(NOT_TRADITIONAL);
      }
      if (r.locale === 'ja-JP') expect(text).toMatch(KANA);
      expect(r.rating).toBeGreaterThanOrEqual(1);
      expect(r.rating).toBeLessThanOrEqual(5);
    }
    expect(new Set(reviews.map((r) => r.locale))).toEqual(new Set(['en', 'zh-Hant', 'ja-JP']));
    expect(new Set(reviews.map((r) => r.productSlug)).size).toBeGreaterThanOrEqual(6);
  });
});

describe('prices and numbers', () => {
  it('prices every product positively in the three currencies, about 30x TWD and 150x JPY', () => {
    for (const p of products) {
      const { USD, TWD, JPY } = p.price;
      expect(USD).toBeGreaterThan(0);
      expect(Number.isInteger(TWD) && Number.isInteger(JPY)).toBe(true);
      expect(TWD / USD).toBeGreaterThan(25);
      expect(TWD / USD).toBeLessThan(35);
      expect(JPY / USD).toBeGreaterThan(130);
      expect(JPY / USD).toBeLessThan(170);
      expect(JPY % 50).toBe(0);
      expect(TWD % 10).toBe(0);
      expect(Number.isInteger(p.stock) && p.stock >= 0).toBe(true);
    }
    expect(products.filter((p) => p.stock === 0).length).toBeGreaterThanOrEqual(2);
    expect(products.filter((p) => p.stock > 0).length).toBeGreaterThanOrEqual(38);
  });

  it('gives every product a plausible brewing guide and colours', () => {
    for (const p of products) {
      const b = p.brewing;
      expect(b.waterTemperature).toBeGreaterThanOrEqual(50);
      expect(b.waterTemperature).toBeLessThanOrEqual(100);
      expect(b.grams).toBeGreaterThan(0);
      expect(b.steepingTime).toBeGreaterThan(0);
      expect(Number.isInteger(b.infusions) && b.infusions >= 1).toBe(true);
    }
    for (const x of [...products, ...articles, ...collections, home.heroPalette, about]) {
      const palette = 'palette' in x ? x.palette : x;
      for (const c of [palette.from, palette.to, palette.leaf]) expect(c).toMatch(HEX);
    }
  });

  it('sets the site settings and commerce data', () => {
    expect(siteSettings).toEqual({
      multiLanguageEnabled: true,
      freeShippingThreshold: { en: 50, zh: 1500, jp: 7500 },
      currency: { en: 'USD', zh: 'TWD', jp: 'JPY' },
    });
    expect(shippingMethods.map((m) => m.slug)).toEqual(['standard', 'express', 'store-pickup']);
    const welcome = coupons.find((c) => c.code === 'WELCOME10');
    expect(welcome).toMatchObject({ discountType: 'percent', value: 10 });
    expect(coupons.find((c) => c.code === 'TEA5')).toMatchObject({
      discountType: 'amount',
      value: { USD: 5, TWD: 150, JPY: 750 },
    });
    expect(header.headerNotificationText.en).toContain('US$50');
    expect(header.headerNotificationText.zh).toContain('NT$1,500');
    expect(header.headerNotificationText.jp).toContain('¥7,500');
  });

  it('writes the yen with the half-width sign, as the shop writes prices and mails', () => {
    const seeded = JSON.stringify({ header, footer, home, about, faq, privacy, shippingMethods });
    expect(seeded).toContain('¥');
    expect(seeded).not.toContain('￥');
    expect(JSON.stringify(products)).not.toContain('￥');
  });
});

describe('dates', () => {
  it('spreads articles over 2025-2026, none after the last allowed date', () => {
    for (const a of articles) {
      expect(a.publishDate).toMatch(/^202[56]-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(a.publishDate))).toBe(false);
      expect(a.publishDate <= LAST_DATE).toBe(true);
    }
    const years = new Set(articles.map((a) => a.publishDate.slice(0, 4)));
    expect(years).toEqual(new Set(['2025', '2026']));
    const sorted = [...articles].map((a) => a.publishDate);
    expect(sorted).toEqual([...sorted].sort().reverse());
  });
});

describe('members and orders', () => {
  const password = /^(?=.*[A-Za-z])(?=.*\d).{6,}$/;

  it('has the demo member and reviewers with valid passwords', () => {
    expect(members.find((m) => m.email === DEMO_MEMBER_EMAIL)).toMatchObject({
      email: 'demo@teashop.test',
      password: 'Tea12345',
      username: 'demo',
      firstName: 'Mei',
      lastName: 'Lin',
    });
    expect(members.length).toBeGreaterThanOrEqual(3);
    for (const m of members) {
      expect(m.password).toMatch(password);
      expect(Number.isNaN(Date.parse(m.birthday))).toBe(false);
      for (const field of [
        'country',
        'firstName',
        'lastName',
        'address',
        'city',
        'state',
        'zipCode',
        'phone',
      ] as const) {
        expect(m.shippingAddress[field]).not.toBe('');
      }
    }
  });

  it('gives the demo member one order in each status', () => {
    const demo = orders.filter((o) => o.memberEmail === DEMO_MEMBER_EMAIL);
    expect(demo.map((o) => o.orderStatus).sort()).toEqual([
      'canceled',
      'completed',
      'pending',
      'processing',
      'refunded',
      'shipped',
    ]);
    for (const o of orders) {
      expect(o.number).toMatch(/^TS-\d{4}-\d{6}$/);
      expect(new Date(o.placedAt).getTime()).toBeLessThan(Date.parse(`${LAST_DATE}T00:00:00Z`));
      expect(o.items.length).toBeGreaterThan(0);
      for (const line of o.items)
        expect(Number.isInteger(line.quantity) && line.quantity >= 1).toBe(true);
      if (o.orderStatus === 'shipped' || o.orderStatus === 'completed')
        expect(o.trackingNumber).toBeTruthy();
    }
    expect(demo.find((o) => o.orderStatus === 'shipped')?.shippingStatus).toBe('in_transit');
    expect(demo.find((o) => o.orderStatus === 'completed')?.shippingStatus).toBe('delivered');
    expect(demo.find((o) => o.orderStatus === 'pending')?.shippingStatus).toBe('not_shipped');
  });
});

describe('long texts', () => {
  it('has a real privacy policy and FAQ', () => {
    expect(privacy.body.en.length).toBeGreaterThanOrEqual(6);
    expect(privacy.body.en.join(' ')).toMatch(/cookie/i);
    expect(faq.items.length).toBeGreaterThanOrEqual(8);
  });
});
