import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import sharp from 'sharp';
import * as data from './data';
import type {
  Address,
  ContentLocale,
  Localized,
  Order as SeedOrder,
  Palette,
  Product as SeedProduct,
} from './data/types';
import { renderCover, renderProductImage } from './images';
import { docs } from '../lib/docs';
import { WorkQueue } from '../lib/work-queue';
import type { MediaFile } from '../lib/types';

/**
 * Demo content: catalogue, articles, pages, shipping, coupons, members with orders and reviews, in
 * en, zh-Hant and ja-JP. Runs on the first start of an empty database (a marker in the core store
 * keeps it from running twice) and from `npm run seed:reset`, which wipes shop data first.
 */

export const SEED_VERSION = 1;
const MARKER = { type: 'core' as const, name: 'teashop', key: 'seed' };

const LOCALES: Array<[ContentLocale, keyof Localized<unknown>]> = [
  ['en', 'en'],
  ['zh-Hant', 'zh'],
  ['ja-JP', 'jp'],
];
const CURRENCY: Record<ContentLocale, 'USD' | 'TWD' | 'JPY'> = {
  en: 'USD',
  'zh-Hant': 'TWD',
  'ja-JP': 'JPY',
};

type Data = Record<string, unknown>;
type LocalizedData = Localized<Data>;

/** Paragraphs as a Strapi blocks value. */
export const blocks = (paragraphs: string[]) =>
  paragraphs.map((text) => ({ type: 'paragraph', children: [{ type: 'text', text }] }));

/** Picks one language of every Localized field listed. */
function pick<T extends object>(source: T, keys: Array<keyof T>, lang: keyof Localized<unknown>) {
  const out: Data = {};
  for (const key of keys) {
    const value = source[key] as unknown as Localized<unknown> | undefined;
    if (value !== undefined) out[key as string] = value[lang];
  }
  return out;
}

/**
 * The "Featured" order of product lists starts with the home page's featured teas, in their
 * order (80, 70, … 10: room for editors to slot a tea in between); the others share 0.
 */
const featuredRank = (slug: string): number => {
  const index = data.home.featuredProducts.indexOf(slug);
  return index < 0 ? 0 : (data.home.featuredProducts.length - index) * 10;
};

const perLocale = (build: (lang: keyof Localized<unknown>, locale: ContentLocale) => Data) =>
  ({
    en: build('en', 'en'),
    zh: build('zh', 'zh-Hant'),
    jp: build('jp', 'ja-JP'),
  }) as LocalizedData;

/** Pictures uploaded at once while seeding: sharp's drawing and resizing overlap the event loop. */
const UPLOADS_AT_ONCE = 3;

/** Money rounding of each currency: cents for USD, whole units for TWD and JPY. */
export const roundMoney = (amount: number, currency: string): number =>
  currency === 'USD' ? Math.round(amount * 100) / 100 : Math.round(amount);

export class Seeder {
  private readonly ids = {
    category: new Map<string, string>(),
    roast: new Map<string, string>(),
    caffeine: new Map<string, string>(),
    collection: new Map<string, string>(),
    product: new Map<string, string>(),
  };
  private readonly productImages = new Map<string, MediaFile>();
  private readonly users = new Map<string, number>();
  private tmp = '';

  constructor(private readonly strapi: Core.Strapi) {}

  private log(message: string): void {
    this.strapi.log.info(`[seed] ${message}`);
  }

  // -------------------------------------------------------------------------------------------
  // helpers

  /** Uploads a generated PNG as a JPEG (a tenth of the size; formats are made much faster). */
  private async upload(png: Buffer, baseName: string, alternativeText: string): Promise<MediaFile> {
    const buffer = await sharp(png)
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 86 })
      .toBuffer();
    const name = `${baseName}.jpg`;
    const filepath = path.join(this.tmp, name);
    await fs.writeFile(filepath, buffer);
    const [file] = (await this.strapi
      .plugin('upload')
      .service('upload')
      .upload({
        data: { fileInfo: { name, alternativeText } },
        files: { filepath, originalFilename: name, mimetype: 'image/jpeg', size: buffer.length },
      })) as MediaFile[];
    if (!file) throw new Error(`upload of ${name} failed`);
    return file;
  }

  /**
   * Runs `work` for every item, a few at a time, with the results in the items' order: pictures
   * are drawn and resized by sharp beside the event loop, so uploads overlap while documents are
   * still created one by one, in the data's order.
   */
  private async fewAtATime<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
    const queue = new WorkQueue(UPLOADS_AT_ONCE);
    return Promise.all(items.map((item) => queue.run(() => work(item))));
  }

  private async cover(palette: Palette, name: string, alt: string): Promise<MediaFile> {
    return this.upload(await renderCover({ slug: name, palette }), name, alt);
  }

  /**
   * One document in the three locales: created in en, then the zh-Hant and ja-JP versions of the
   * same documentId, then (with draft & publish) every locale published.
   */
  private async localized(
    uid: string,
    shared: Data,
    texts: LocalizedData,
    options: { publish: boolean },
  ): Promise<string> {
    const documents = docs(this.strapi, uid);
    const created = (await documents.create({
      locale: 'en',
      data: { ...shared, ...texts.en },
    })) as unknown as { documentId: string };
    for (const [locale, lang] of LOCALES.slice(1)) {
      await documents.update({
        documentId: created.documentId,
        locale,
        data: { ...shared, ...texts[lang] },
      });
    }
    if (options.publish) {
      await documents.publish({ documentId: created.documentId, locale: '*' });
    }
    return created.documentId;
  }

  // -------------------------------------------------------------------------------------------
  // catalogue

  private async taxonomy(): Promise<void> {
    for (const c of data.categories) {
      const id = await this.localized(
        'api::tea-category.tea-category',
        { slug: c.slug, sortOrder: c.sortOrder },
        perLocale((lang) => pick(c, ['name', 'description'], lang)),
        { publish: true },
      );
      this.ids.category.set(c.slug, id);
    }
    for (const r of data.roastingLevels) {
      const id = await this.localized(
        'api::roasting-level.roasting-level',
        { slug: r.slug, rank: r.rank },
        perLocale((lang) => pick(r, ['name'], lang)),
        { publish: true },
      );
      this.ids.roast.set(r.slug, id);
    }
    for (const c of data.caffeineLevels) {
      const id = await this.localized(
        'api::caffeine-level.caffeine-level',
        { slug: c.slug, rank: c.rank },
        perLocale((lang) => pick(c, ['name'], lang)),
        { publish: true },
      );
      this.ids.caffeine.set(c.slug, id);
    }
    for (const c of data.collections) {
      const cover = await this.cover(c.palette, `collection-${c.slug}`, c.name.en);
      const id = await this.localized(
        'api::collection.collection',
        { slug: c.slug, sortOrder: c.sortOrder, cover: cover.id },
        perLocale((lang) => pick(c, ['name', 'description'], lang)),
        { publish: true },
      );
      this.ids.collection.set(c.slug, id);
    }
    this.log(
      `${data.categories.length} categories, ${data.roastingLevels.length} roasting levels, ` +
        `${data.caffeineLevels.length} caffeine levels, ${data.collections.length} collections`,
    );
  }

  private need(map: Map<string, string>, slug: string, what: string): string {
    const id = map.get(slug);
    if (!id) throw new Error(`seed data refers to unknown ${what} "${slug}"`);
    return id;
  }

  private async products(): Promise<void> {
    const pictures = await this.fewAtATime(data.products, async (p) => {
      const image = await this.upload(
        await renderProductImage({ slug: p.slug, palette: p.palette }),
        `product-${p.slug}`,
        p.name.en,
      );
      const gallery = [image.id];
      // SEED_GALLERY=0 skips the extra gallery shots (faster seeding, e.g. in tests).
      if (process.env.SEED_GALLERY !== '0') {
        const second = await this.upload(
          await renderProductImage({ slug: p.slug, palette: p.palette, variant: 1 }),
          `product-${p.slug}-2`,
          p.name.en,
        );
        gallery.push(second.id);
      }
      return { p, image, gallery };
    });
    const pending: Array<{ documentId: string; product: SeedProduct }> = [];
    for (const { p, image, gallery } of pictures) {
      this.productImages.set(p.slug, image);
      const shared: Data = {
        slug: p.slug,
        sku: p.sku,
        stock: p.stock,
        featuredRank: featuredRank(p.slug),
        thumbnailImage: image.id,
        gallery,
        brewingGuide: { ...p.brewing },
        teaCategory: this.need(this.ids.category, p.category, 'category'),
        roastingLevel: this.need(this.ids.roast, p.roast, 'roasting level'),
        caffeineLevel: this.need(this.ids.caffeine, p.caffeine, 'caffeine level'),
        collections: p.collections.map((s) => this.need(this.ids.collection, s, 'collection')),
      };
      const texts = perLocale((lang, locale) => ({
        name: p.name[lang],
        ...(p.reading?.[lang] ? { reading: p.reading[lang] } : {}),
        productFormat: p.productFormat[lang],
        tastingNotes: p.tastingNotes[lang],
        description: blocks(p.description[lang]),
        price: p.price[CURRENCY[locale]],
        currency: CURRENCY[locale],
      }));
      const documentId = await this.localized('api::product.product', shared, texts, {
        publish: false,
      });
      this.ids.product.set(p.slug, documentId);
      pending.push({ documentId, product: p });
    }
    // Recommendations need every product to exist in every locale; then everything is published.
    const documents = docs(this.strapi, 'api::product.product');
    for (const { documentId, product } of pending) {
      const recommendedProducts = product.recommended.map((s) =>
        this.need(this.ids.product, s, 'product'),
      );
      for (const [locale] of LOCALES) {
        await documents.update({ documentId, locale, data: { recommendedProducts } });
      }
      await documents.publish({ documentId, locale: '*' });
    }
    this.log(`${data.products.length} products`);
  }

  private async articles(): Promise<void> {
    const covered = await this.fewAtATime(data.articles, async (a) => ({
      a,
      cover: await this.cover(a.palette, `article-${a.slug}`, a.title.en),
    }));
    for (const { a, cover } of covered) {
      await this.localized(
        'api::article.article',
        { slug: a.slug, tags: a.tags, publishDate: a.publishDate, cover: cover.id },
        perLocale((lang) => ({
          title: a.title[lang],
          excerpt: a.excerpt[lang],
          body: blocks(a.body[lang]),
        })),
        { publish: true },
      );
    }
    this.log(`${data.articles.length} articles`);
  }

  // -------------------------------------------------------------------------------------------
  // single types

  private async pages(): Promise<void> {
    const h = data.header;
    await this.localized(
      'api::header.header',
      { enableHeaderNotification: h.enableHeaderNotification },
      perLocale((lang) => ({
        headerNotificationText: h.headerNotificationText[lang],
        headerMenuItem: h.headerMenuItem.map((item) => ({
          label: item.label[lang],
          link: item.link,
          subMenu: item.subMenu.map((sub) => ({
            title: sub.title[lang],
            list: sub.list.map((l) => ({ label: l.label[lang], link: l.link })),
          })),
        })),
      })),
      { publish: true },
    );

    const f = data.footer;
    await this.localized(
      'api::footer.footer',
      {
        copyrightLink: f.copyrightLink,
        facebookLink: f.facebookLink,
        instagramLink: f.instagramLink,
      },
      perLocale((lang) => ({
        ...pick(f, ['copyrightText', 'copyrightLabel', 'followText'], lang),
        footerMenu: f.footerMenu.map((col) => ({
          label: col.label[lang],
          subMenu: col.subMenu.map((l) => ({ label: l.label[lang], link: l.link })),
        })),
      })),
      { publish: true },
    );

    const home = data.home;
    const hero = await this.cover(home.heroPalette, 'home-hero', home.heroTitle.en);
    await this.localized(
      'api::home.home',
      {
        heroImage: hero.id,
        heroCtaLink: home.heroCtaLink,
        featuredCollections: home.featuredCollections.map((s) =>
          this.need(this.ids.collection, s, 'collection'),
        ),
        featuredProducts: home.featuredProducts.map((s) =>
          this.need(this.ids.product, s, 'product'),
        ),
      },
      perLocale((lang) =>
        pick(
          home,
          ['heroTitle', 'heroSubtitle', 'heroCtaLabel', 'newsletterTitle', 'newsletterText'],
          lang,
        ),
      ),
      { publish: true },
    );

    const about = data.about;
    const aboutImage = await this.cover(about.palette, 'about', about.title.en);
    await this.localized(
      'api::about.about',
      { image: aboutImage.id },
      perLocale((lang) => ({ title: about.title[lang], body: blocks(about.body[lang]) })),
      { publish: true },
    );

    const privacy = data.privacy;
    await this.localized(
      'api::privacy.privacy',
      {},
      perLocale((lang) => ({ title: privacy.title[lang], body: blocks(privacy.body[lang]) })),
      { publish: true },
    );

    const faq = data.faq;
    await this.localized(
      'api::faq.faq',
      {},
      perLocale((lang) => ({
        title: faq.title[lang],
        items: faq.items.map((i) => ({ question: i.question[lang], answer: i.answer[lang] })),
      })),
      { publish: true },
    );

    const s = data.siteSettings;
    await this.localized(
      'api::site-setting.site-setting',
      { multiLanguageEnabled: s.multiLanguageEnabled },
      perLocale((lang) => ({
        freeShippingThreshold: s.freeShippingThreshold[lang],
        currency: s.currency[lang],
      })),
      { publish: true },
    );
    this.log('header, footer, home, about, privacy, faq, site settings');
  }

  // -------------------------------------------------------------------------------------------
  // commerce

  private async commerce(): Promise<void> {
    for (const m of data.shippingMethods) {
      await this.localized(
        'api::shipping-method.shipping-method',
        { slug: m.slug, sortOrder: m.sortOrder, freeOverThreshold: m.freeOverThreshold },
        perLocale((lang, locale) => ({
          name: m.name[lang],
          description: m.description[lang],
          fee: m.fee[CURRENCY[locale]],
          currency: CURRENCY[locale],
        })),
        { publish: false },
      );
    }
    for (const c of data.coupons) {
      await docs(this.strapi, 'api::coupon.coupon').create({
        data: {
          code: c.code,
          discountType: c.discountType,
          active: c.active,
          startsAt: c.startsAt ?? null,
          expiresAt: c.expiresAt,
          currency: c.currency ?? null,
          minSubtotalUSD: c.minSubtotal?.USD ?? null,
          minSubtotalTWD: c.minSubtotal?.TWD ?? null,
          minSubtotalJPY: c.minSubtotal?.JPY ?? null,
          usageLimit: c.usageLimit ?? null,
          usedCount: c.usedCount ?? 0,
          ...(c.discountType === 'percent'
            ? { value: c.value }
            : {
                amountUSD: c.value.USD ?? null,
                amountTWD: c.value.TWD ?? null,
                amountJPY: c.value.JPY ?? null,
              }),
        },
      });
    }
    this.log(`${data.shippingMethods.length} shipping methods, ${data.coupons.length} coupons`);
  }

  private async members(): Promise<void> {
    const role = await this.strapi.db
      .query('plugin::users-permissions.role')
      .findOne({ where: { type: 'authenticated' } });
    const userService = this.strapi.plugin('users-permissions').service('user');
    for (const m of data.members) {
      const user = (await userService.add({
        username: m.username,
        email: m.email.toLowerCase(),
        password: m.password,
        provider: 'local',
        confirmed: true,
        blocked: false,
        role: role?.id,
        firstName: m.firstName,
        lastName: m.lastName,
        birthday: m.birthday,
        phone: m.phone,
        shippingAddress: { ...m.shippingAddress },
      })) as { id: number };
      this.users.set(m.email.toLowerCase(), user.id);
    }
    this.log(`${data.members.length} members`);
  }

  private userId(email: string): number {
    const id = this.users.get(email.toLowerCase());
    if (id === undefined) throw new Error(`seed data refers to unknown member ${email}`);
    return id;
  }

  /** Line snapshots and totals computed like checkout does, from the seeded prices. */
  orderTotals(order: SeedOrder) {
    const currency = CURRENCY[order.locale];
    const lang = LOCALES.find(([l]) => l === order.locale)?.[1] ?? 'en';
    const items = order.items.map((line) => {
      const product = data.products.find((p: SeedProduct) => p.slug === line.productSlug);
      if (!product) throw new Error(`order ${order.number} refers to unknown ${line.productSlug}`);
      const price = product.price[currency];
      const image = this.productImages.get(product.slug);
      return {
        productId: this.ids.product.get(product.slug) ?? '',
        slug: product.slug,
        sku: product.sku,
        name: product.name[lang],
        productFormat: product.productFormat[lang],
        price,
        currency,
        quantity: line.quantity,
        lineTotal: roundMoney(price * line.quantity, currency),
        thumbnailUrl: image?.formats?.thumbnail?.url ?? image?.url ?? '',
      };
    });
    const itemsSubtotal = roundMoney(
      items.reduce((sum, i) => sum + i.lineTotal, 0),
      currency,
    );
    const method = data.shippingMethods.find((m) => m.slug === order.shippingMethod);
    if (!method) throw new Error(`order ${order.number} refers to unknown shipping method`);
    const threshold = data.siteSettings.freeShippingThreshold[lang];
    const shippingAndHandling =
      method.fee[currency] > 0 && itemsSubtotal >= threshold && method.slug === 'standard'
        ? 0
        : method.fee[currency];
    let discount = 0;
    const coupon = order.coupon ? data.coupons.find((c) => c.code === order.coupon) : undefined;
    if (coupon) {
      discount =
        coupon.discountType === 'percent'
          ? roundMoney((itemsSubtotal * coupon.value) / 100, currency)
          : Math.min(itemsSubtotal, coupon.value[currency] ?? 0);
    }
    const grandTotal = roundMoney(itemsSubtotal + shippingAndHandling - discount, currency);
    return { items, itemsSubtotal, shippingAndHandling, discount, grandTotal, currency };
  }

  private async orders(): Promise<void> {
    for (const o of data.orders) {
      const member = data.members.find(
        (m) => m.email.toLowerCase() === o.memberEmail.toLowerCase(),
      );
      if (!member) throw new Error(`order ${o.number} refers to unknown member`);
      const address: Address = member.shippingAddress;
      const totals = this.orderTotals(o);
      await docs(this.strapi, 'api::order.order').create({
        data: {
          number: o.number,
          user: this.userId(o.memberEmail),
          ...totals,
          orderStatus: o.orderStatus,
          paymentMethod: o.paymentMethod,
          paymentStatus: o.paymentStatus,
          shippingStatus: o.shippingStatus,
          placedAt: o.placedAt,
          trackingNumber: o.trackingNumber ?? null,
          shippingMethod: o.shippingMethod,
          couponCode: o.coupon ?? null,
          contact: { email: member.email, phone: member.phone },
          deliveryAddress: { ...address },
          shopLocale: o.locale,
        },
      });
    }
    this.log(`${data.orders.length} orders`);
  }

  private async reviews(): Promise<void> {
    for (const r of data.reviews) {
      await docs(this.strapi, 'api::review.review').create({
        data: {
          product: {
            documentId: this.need(this.ids.product, r.productSlug, 'product'),
            locale: 'en',
            status: 'published',
          },
          user: this.userId(r.memberEmail),
          rating: r.rating,
          headline: r.headline,
          body: r.body,
          publicName: r.publicName,
          shopLocale: r.locale,
          // as the review endpoint decides: the member received the tea
          verifiedPurchase: data.orders.some(
            (o) =>
              o.memberEmail === r.memberEmail &&
              (o.orderStatus === 'shipped' || o.orderStatus === 'completed') &&
              o.items.some((item) => item.productSlug === r.productSlug),
          ),
        },
      });
    }
    this.log(`${data.reviews.length} reviews`);
  }

  // -------------------------------------------------------------------------------------------

  async run(): Promise<void> {
    const started = Date.now();
    this.tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'teashop-seed-'));
    try {
      await this.taxonomy();
      await this.products();
      await this.articles();
      await this.pages();
      await this.commerce();
      await this.members();
      await this.orders();
      await this.reviews();
    } finally {
      await fs.rm(this.tmp, { recursive: true, force: true });
    }
    this.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

/** Content types emptied by a reset (admin users and settings are kept). */
export const SHOP_CONTENT_TYPES = [
  'api::review.review',
  'api::order.order',
  'api::cart.cart',
  'api::contact-message.contact-message',
  'api::newsletter-subscriber.newsletter-subscriber',
  'api::coupon.coupon',
  'api::shipping-method.shipping-method',
  'api::home.home',
  'api::header.header',
  'api::footer.footer',
  'api::about.about',
  'api::privacy.privacy',
  'api::faq.faq',
  'api::site-setting.site-setting',
  'api::article.article',
  'api::product.product',
  'api::collection.collection',
  'api::tea-category.tea-category',
  'api::roasting-level.roasting-level',
  'api::caffeine-level.caffeine-level',
  'plugin::users-permissions.user',
];

export async function wipeShopData(strapi: Core.Strapi): Promise<void> {
  for (const uid of SHOP_CONTENT_TYPES) {
    const documents = docs(strapi, uid);
    const localized = strapi
      .plugin('i18n')
      .service('content-types')
      .isLocalizedContentType(
        strapi.getModel(uid as Parameters<Core.Strapi['getModel']>[0]),
      ) as boolean;
    const all = (await documents.findMany({
      ...(localized ? { locale: '*' } : {}),
      fields: ['documentId'],
      limit: 100000,
    })) as unknown as Array<{ documentId: string }>;
    const ids = [...new Set(all.map((d) => d.documentId))];
    for (const documentId of ids) {
      await documents.delete({ documentId, ...(localized ? { locale: '*' } : {}) });
    }
  }
  const files = (await strapi.db.query('plugin::upload.file').findMany({})) as MediaFile[];
  const uploads = strapi.plugin('upload').service('upload');
  for (const file of files) await uploads.remove(file);
  await strapi.store(MARKER).delete({});
  strapi.log.info('[seed] shop data wiped');
}

export async function seed(strapi: Core.Strapi): Promise<void> {
  await new Seeder(strapi).run();
  await strapi
    .store(MARKER)
    .set({ value: { version: SEED_VERSION, at: new Date().toISOString() } });
}

/** Seeds when the database has never been seeded and holds no products. */
export async function seedIfEmpty(strapi: Core.Strapi): Promise<boolean> {
  if (await strapi.store(MARKER).get({})) return false;
  const products = await strapi.db.query('api::product.product').count({});
  if (products > 0) {
    strapi.log.info('[seed] products exist already: not seeding');
    await strapi.store(MARKER).set({ value: { version: 0, skipped: true } });
    return false;
  }
  await seed(strapi);
  return true;
}
