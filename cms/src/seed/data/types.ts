/**
 * Types of the seed content. Every visible text exists in the three storefront languages:
 * `en` (English), `zh` (Traditional Chinese, Taiwan; content locale `zh-Hant`) and
 * `jp` (Japanese; content locale `ja-JP`).
 */
export type Localized<T> = { en: T; zh: T; jp: T };

export type StorefrontLocale = keyof Localized<unknown>;

/** Content locale codes used by the backend. */
export type ContentLocale = 'en' | 'zh-Hant' | 'ja-JP';

/** Colours used to draw generated images (CSS hex colours, `#rrggbb`). */
export interface Palette {
  from: string;
  to: string;
  leaf: string;
}

/** A price in each shop currency, tax included. */
export interface Price {
  USD: number;
  TWD: number;
  JPY: number;
}

export type Currency = keyof Price;

export type RoastSlug = 'unroasted' | 'light' | 'medium' | 'medium-heavy' | 'heavy';
export type CaffeineSlug = 'none' | 'low' | 'medium' | 'high';

export interface TeaCategory {
  slug: string;
  name: Localized<string>;
  description: Localized<string>;
  sortOrder: number;
}

export interface RoastingLevel {
  slug: RoastSlug;
  name: Localized<string>;
  /** 0 unroasted .. 4 heavy */
  rank: number;
}

export interface CaffeineLevel {
  slug: CaffeineSlug;
  name: Localized<string>;
  /** 0 none, 1 low, 2 medium, 3 high; "evening-safe" means rank <= 1 */
  rank: number;
}

export interface Collection {
  slug: string;
  name: Localized<string>;
  description: Localized<string>;
  sortOrder: number;
  palette: Palette;
}

export interface BrewingGuide {
  /** °C */
  waterTemperature: number;
  grams: number;
  /** seconds */
  steepingTime: number;
  infusions: number;
}

export interface Product {
  slug: string;
  sku: string;
  category: string;
  roast: RoastSlug;
  caffeine: CaffeineSlug;
  collections: string[];
  /** slugs of 2-4 other products */
  recommended: string[];
  stock: number;
  price: Price;
  name: Localized<string>;
  /** how the name is read (kana of a Japanese name), searchable */
  reading?: Partial<Localized<string>>;
  productFormat: Localized<string>;
  /** paragraphs */
  description: Localized<string[]>;
  tastingNotes: Localized<string>;
  brewing: BrewingGuide;
  palette: Palette;
}

export type ArticleTag = 'tea-knowledge' | 'latest';

export interface Article {
  slug: string;
  tags: ArticleTag[];
  /** YYYY-MM-DD */
  publishDate: string;
  title: Localized<string>;
  excerpt: Localized<string>;
  /** paragraphs */
  body: Localized<string[]>;
  palette: Palette;
}

export interface MenuLink {
  label: Localized<string>;
  link: string;
}

export interface SubMenu {
  title: Localized<string>;
  list: MenuLink[];
}

export interface MenuItem {
  label: Localized<string>;
  link: string;
  subMenu: SubMenu[];
}

export interface HeaderContent {
  enableHeaderNotification: boolean;
  /** simple HTML */
  headerNotificationText: Localized<string>;
  headerMenuItem: MenuItem[];
}

export interface FooterColumn {
  label: Localized<string>;
  subMenu: MenuLink[];
}

export interface FooterContent {
  footerMenu: FooterColumn[];
  copyrightText: Localized<string>;
  copyrightLink: string;
  copyrightLabel: Localized<string>;
  followText: Localized<string>;
  facebookLink: string;
  instagramLink: string;
}

export interface HomeContent {
  heroTitle: Localized<string>;
  heroSubtitle: Localized<string>;
  heroCtaLabel: Localized<string>;
  heroCtaLink: string;
  /** collection slugs */
  featuredCollections: string[];
  /** product slugs */
  featuredProducts: string[];
  newsletterTitle: Localized<string>;
  newsletterText: Localized<string>;
  heroPalette: Palette;
}

export interface AboutContent {
  title: Localized<string>;
  /** paragraphs */
  body: Localized<string[]>;
  palette: Palette;
}

export interface PrivacyContent {
  title: Localized<string>;
  /** paragraphs */
  body: Localized<string[]>;
}

export interface FaqItem {
  question: Localized<string>;
  answer: Localized<string>;
}

export interface FaqContent {
  title: Localized<string>;
  items: FaqItem[];
}

export interface SiteSettings {
  multiLanguageEnabled: boolean;
  freeShippingThreshold: Localized<number>;
  currency: Localized<Currency>;
}

export interface ShippingMethod {
  slug: string;
  name: Localized<string>;
  description: Localized<string>;
  fee: Price;
  /** Free over the free-shipping threshold (Standard). */
  freeOverThreshold: boolean;
  sortOrder: number;
}

interface CouponBase {
  code: string;
  active: boolean;
  /** ISO date-time, or null for no expiry */
  expiresAt: string | null;
  /** ISO date-time from which the code applies; absent: at once */
  startsAt?: string;
  /** only for carts in this currency */
  currency?: Currency;
  /** smallest items subtotal, per currency (a currency left out has no minimum) */
  minSubtotal?: Partial<Price>;
  /** paid orders that may use the code */
  usageLimit?: number;
  /** paid orders that used it already */
  usedCount?: number;
}

export type Coupon =
  | (CouponBase & { discountType: 'percent'; /** percent off the items subtotal */ value: number })
  | (CouponBase & {
      discountType: 'amount';
      /** amount off, per currency */ value: Partial<Price>;
    });

export interface Address {
  country: string;
  firstName: string;
  lastName: string;
  address: string;
  apartment: string;
  city: string;
  state: string;
  zipCode: string;
  phone: string;
}

export interface Member {
  email: string;
  password: string;
  username: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  birthday: string;
  phone: string;
  shippingAddress: Address;
}

export interface Review {
  productSlug: string;
  memberEmail: string;
  rating: 1 | 2 | 3 | 4 | 5;
  headline: string;
  body: string;
  publicName: string;
  /** the one language the review is written in */
  locale: ContentLocale;
}

export type OrderStatus =
  'pending' | 'processing' | 'shipped' | 'completed' | 'canceled' | 'refunded';

export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'canceled' | 'refunded';

export type ShippingStatus = 'not_shipped' | 'in_transit' | 'delivered' | 'returned';

export interface OrderItem {
  productSlug: string;
  quantity: number;
}

/** Prices and totals are computed by the seeding runner from the products. */
export interface Order {
  number: string;
  memberEmail: string;
  orderStatus: OrderStatus;
  /** ISO date-time */
  placedAt: string;
  locale: ContentLocale;
  items: OrderItem[];
  /** shipping method slug */
  shippingMethod: string;
  paymentMethod: 'card';
  paymentStatus: PaymentStatus;
  shippingStatus: ShippingStatus;
  trackingNumber?: string;
  /** coupon code */
  coupon?: string;
}
