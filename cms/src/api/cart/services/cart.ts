import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import {
  parseRequestedLines,
  priceLines,
  storedToLines,
  combineLines,
  type CartItem,
  type PricedProduct,
  type RequestedLine,
} from '../../../lib/cart-items';
import { docs } from '../../../lib/docs';
import { LOCALE_CURRENCY, type ContentLocale, isContentLocale } from '../../../lib/settings';

const CART = 'api::cart.cart';
const PRODUCT = 'api::product.product';

export interface CartRecord {
  id: number;
  documentId: string;
  cartId: string;
  shopLocale: string | null;
  items: unknown;
  /** Lines whose product is not sold in the cart's current locale (kept until removed). */
  setAside?: unknown;
  /** Bumped by every write; a write names the version it was based on (null: rows from before). */
  version?: number | null;
  user?: { id: number } | null;
  createdAt: string;
  updatedAt: string;
}

/** The cart as answered to the storefront. */
export interface CartView {
  id: number;
  documentId: string;
  cartId: string;
  userId: string;
  locale: string;
  items: CartItem[];
  /**
   * Lines set aside because their product is not sold in the cart's locale: as they were last
   * priced, for the shopper to see and remove. They come back when the cart returns to a locale
   * that sells them.
   */
  setAside: CartItem[];
  /** What a write must name to be accepted (optimistic concurrency); also sent as the ETag. */
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** A line whose wanted quantity was more than the stock: it holds what is left. */
export interface LimitedLine {
  productId: string;
  requested: number;
  quantity: number;
}

/** What this write did besides saving (only in the answer to that write). */
export interface CartNotices {
  /** Lines lowered to the stock left. */
  limited?: LimitedLine[];
  /** The cart was priced in another currency before this write (it follows the page's locale). */
  repricedFrom?: string;
}

/** Lines priced for a cart: what is sold in its locale, what is not, what the stock lowered. */
export interface PricedCart {
  items: CartItem[];
  setAside: CartItem[];
  limited: LimitedLine[];
}

/** Outcome of a write made on the condition that the cart is still at the version it was read. */
export type ConditionalWrite =
  { ok: true; cart: CartRecord } | { ok: false; current: CartRecord | null };

/** What a write changes. */
export interface CartChanges {
  items?: CartItem[];
  setAside?: CartItem[];
  locale?: ContentLocale;
  userId?: number;
}

/** A write was based on an older version of the cart; the transaction is rolled back. */
class StaleCart extends Error {}

/** Attempts of a merge (or a forced write) that keeps meeting newer writes. */
const MERGE_ATTEMPTS = 5;

/** The version of a stored cart; rows written before versions existed count as version 1. */
export const cartVersion = (cart: Pick<CartRecord, 'version'>): number =>
  typeof cart.version === 'number' && cart.version > 0 ? cart.version : 1;

/**
 * A version as sent by a client: a non-negative integer (a number or its digits; 0 means "no cart
 * expected"), undefined when absent, 'invalid' otherwise.
 */
export function parseVersion(value: unknown): number | undefined | 'invalid' {
  if (value === undefined || value === null) return undefined;
  const n = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : 'invalid';
}

const CART_ID_PATTERN = /^cart-[A-Za-z0-9_-]{6,40}$/;

export const isValidCartId = (value: unknown): value is string =>
  typeof value === 'string' && CART_ID_PATTERN.test(value);

/** 'cart-' plus 9 random characters, as the storefront makes them. */
export function newCartId(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = crypto.randomBytes(9);
  return `cart-${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('')}`;
}

/** The notices of a pricing: lines the stock lowered, and the currency the cart left. */
export function noticesOf(priced: Pick<PricedCart, 'limited'>, repricedFrom?: string): CartNotices {
  return {
    ...(priced.limited.length > 0 ? { limited: priced.limited } : {}),
    ...(repricedFrom ? { repricedFrom } : {}),
  };
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const carts = () => docs(strapi, CART);

  const populate = { user: { fields: ['id'] } };

  const cartLocale = (cart: CartRecord): ContentLocale =>
    isContentLocale(cart.shopLocale) ? cart.shopLocale : 'en';

  return {
    toView(cart: CartRecord): CartView {
      return {
        id: cart.id,
        documentId: cart.documentId,
        cartId: cart.cartId,
        userId: cart.user ? String(cart.user.id) : '',
        locale: cartLocale(cart),
        items: Array.isArray(cart.items) ? (cart.items as CartItem[]) : [],
        setAside: Array.isArray(cart.setAside) ? (cart.setAside as CartItem[]) : [],
        version: cartVersion(cart),
        createdAt: cart.createdAt,
        updatedAt: cart.updatedAt,
      };
    },

    async findByUser(userId: number): Promise<CartRecord | null> {
      const found = await carts().findFirst({
        filters: { user: { id: userId } },
        populate,
        sort: 'updatedAt:desc',
      });
      return (found as unknown as CartRecord | null) ?? null;
    },

    async findByCartId(cartId: string): Promise<CartRecord | null> {
      const found = await carts().findFirst({ filters: { cartId }, populate });
      return (found as unknown as CartRecord | null) ?? null;
    },

    async findByDocumentId(documentId: string): Promise<CartRecord | null> {
      const found = await carts().findOne({ documentId, populate });
      return (found as unknown as CartRecord | null) ?? null;
    },

    /** Prices requested lines from the published products of a locale (stock-limited). */
    async price(lines: RequestedLine[], locale: ContentLocale): Promise<CartItem[]> {
      return (await this.priceWithStock(lines, locale)).items;
    },

    /**
     * Prices requested lines from the published products of a locale; a quantity above the stock
     * left (when the product keeps one) is lowered to it and reported. A sold-out tea is reported
     * with quantity 0: on a cart write (`inCart`, the products the cart held before) it is not
     * added, and a line the cart already held stays so the shopper sees it; a quote keeps it (the
     * payment is then refused naming it).
     */
    async priceWithStock(
      lines: RequestedLine[],
      locale: ContentLocale,
      inCart?: ReadonlySet<string>,
    ): Promise<{ items: CartItem[]; limited: LimitedLine[] }> {
      if (lines.length === 0) return { items: [], limited: [] };
      const products = (await docs(strapi, PRODUCT).findMany({
        locale,
        status: 'published',
        filters: { documentId: { $in: lines.map((l) => l.productId) } },
        fields: ['name', 'price', 'currency', 'slug', 'productFormat', 'sku', 'updatedAt', 'stock'],
        populate: { thumbnailImage: { fields: ['url', 'formats'] } },
        limit: lines.length,
      })) as unknown as (PricedProduct & { stock?: number | null })[];
      const stockOf = new Map(products.map((p) => [p.documentId, p.stock]));
      const limited: LimitedLine[] = [];
      const stocked = lines.flatMap((line) => {
        const stock = stockOf.get(line.productId);
        if (typeof stock !== 'number' || !Number.isInteger(stock)) return [line];
        if (stock < 1) {
          limited.push({ productId: line.productId, requested: line.quantity, quantity: 0 });
          return !inCart || inCart.has(line.productId) ? [line] : [];
        }
        if (line.quantity <= stock) return [line];
        limited.push({ productId: line.productId, requested: line.quantity, quantity: stock });
        return [{ ...line, quantity: stock }];
      });
      return { items: priceLines(stocked, products, LOCALE_CURRENCY[locale]), limited };
    },

    /**
     * Prices a cart's lines in a locale, whatever currency they were in before (the browser only
     * names the locale; prices are the server's). Lines whose product is not sold in that locale are
     * set aside as they were last priced; set-aside lines sold there come back.
     */
    async priceForLocale(
      lines: RequestedLine[],
      previous: { items: unknown; setAside?: unknown },
      locale: ContentLocale,
    ): Promise<PricedCart> {
      const known = new Map<string, CartItem>();
      for (const item of [
        ...(Array.isArray(previous.setAside) ? previous.setAside : []),
        ...(Array.isArray(previous.items) ? previous.items : []),
      ] as CartItem[]) {
        if (item && typeof item.productId === 'string') known.set(item.productId, item);
      }
      const wanted = combineLines(
        lines.map(({ productId, quantity }) => ({ productId, quantity })),
        storedToLines(previous.setAside).filter(
          (l) => !lines.some((w) => w.productId === l.productId),
        ),
      );
      const { items, limited } = await this.priceWithStock(
        wanted,
        locale,
        new Set(storedToLines(previous.items).map((l) => l.productId)),
      );
      const sold = new Set(items.map((i) => i.productId));
      const setAside: CartItem[] = [];
      for (const line of wanted) {
        if (sold.has(line.productId)) continue;
        const before = known.get(line.productId);
        if (before) setAside.push({ ...before, quantity: line.quantity });
      }
      return { items, setAside, limited };
    },

    parse: parseRequestedLines,

    async create(input: {
      cartId: string;
      userId?: number;
      locale: ContentLocale;
      items: CartItem[];
      setAside?: CartItem[];
    }): Promise<CartRecord> {
      const created = await carts().create({
        data: {
          cartId: input.cartId,
          shopLocale: input.locale,
          items: input.items,
          setAside: input.setAside ?? [],
          ...(input.userId ? { user: input.userId } : {}),
        },
        populate,
      });
      return created as unknown as CartRecord;
    },

    /**
     * Writes lines and locale only if the cart is still at `expected`, and bumps its version, in one
     * statement (`UPDATE carts SET ..., version = expected + 1 WHERE id = ? AND version = expected`)
     * inside a transaction: of two writes based on the same version, whichever instance or process
     * sends them, exactly one matches a row; the other gets the current cart back.
     */
    async writeIfCurrent(
      cart: CartRecord,
      expected: number,
      changes: CartChanges,
    ): Promise<ConditionalWrite> {
      return strapi.db.transaction(async (): Promise<ConditionalWrite> => {
        const where =
          expected === 1
            ? { id: cart.id, $or: [{ version: 1 }, { version: { $null: true } }] }
            : { id: cart.id, version: expected };
        const { count } = await strapi.db.query(CART).updateMany({
          where,
          data: {
            ...(changes.items ? { items: changes.items } : {}),
            ...(changes.setAside ? { setAside: changes.setAside } : {}),
            ...(changes.locale ? { shopLocale: changes.locale } : {}),
            version: expected + 1,
            updatedAt: new Date(),
          },
        });
        if (count !== 1)
          return { ok: false, current: await this.findByDocumentId(cart.documentId) };
        if (changes.userId) {
          await carts().update({ documentId: cart.documentId, data: { user: changes.userId } });
        }
        const saved = await this.findByDocumentId(cart.documentId);
        if (!saved) return { ok: false, current: null };
        return { ok: true, cart: saved };
      });
    },

    /**
     * Writes these fields whatever was written meanwhile (e.g. emptying the cart once its order is
     * paid), still bumping the version so that writes based on the older one are refused.
     */
    async save(cart: CartRecord, changes: CartChanges): Promise<CartRecord> {
      let target = cart;
      for (let attempt = 1; ; attempt += 1) {
        const result = await this.writeIfCurrent(target, cartVersion(target), changes);
        if (result.ok) return result.cart;
        if (!result.current || attempt >= MERGE_ATTEMPTS) throw new StaleCart();
        target = result.current;
      }
    },

    async remove(cart: CartRecord): Promise<void> {
      await carts().delete({ documentId: cart.documentId });
    },

    /**
     * Login merge, in one transaction, into the locale of the page the shopper signed in on (else
     * the anonymous cart's, the one being browsed). Both carts: lines combined by productId
     * (quantities summed) into the member cart, re-priced in that locale, and the anonymous cart
     * deleted. Only the anonymous cart: it is assigned to the member. Only the member cart: re-priced
     * in that locale when it was in another. Lines whose product is not sold in that locale are set
     * aside. Every write is conditional on the version read in the same transaction; when another
     * write came first the merge starts again from a fresh read.
     */
    async merge(
      userId: number,
      anonymousCartId: string | undefined,
      locale?: ContentLocale,
    ): Promise<{ cart: CartRecord | null; notices: CartNotices }> {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await this.mergeOnce(userId, anonymousCartId, locale);
        } catch (error) {
          // Another write (another tab, another instance) got there first: read both carts again.
          if (!(error instanceof StaleCart) || attempt >= MERGE_ATTEMPTS) throw error;
        }
      }
    },

    /** The currency the cart's lines were in, when the cart is now priced in another one. */
    repricedFrom(before: CartRecord, locale: ContentLocale): string | undefined {
      const items = Array.isArray(before.items) ? (before.items as CartItem[]) : [];
      const from = items[0]?.currency;
      return items.length > 0 && from && from !== LOCALE_CURRENCY[locale] ? from : undefined;
    },

    async mergeOnce(
      userId: number,
      anonymousCartId: string | undefined,
      requested?: ContentLocale,
    ): Promise<{ cart: CartRecord | null; notices: CartNotices }> {
      return strapi.db.transaction(async () => {
        const memberCart = await this.findByUser(userId);
        const found = anonymousCartId ? await this.findByCartId(anonymousCartId) : null;
        const anonymous = found && !found.user ? found : null;
        if (memberCart && anonymous) {
          const locale = requested ?? cartLocale(anonymous);
          const lines = combineLines(
            storedToLines(memberCart.items),
            storedToLines(anonymous.items),
          );
          const priced = await this.priceForLocale(
            lines,
            {
              items: [
                ...(Array.isArray(memberCart.items) ? memberCart.items : []),
                ...(Array.isArray(anonymous.items) ? anonymous.items : []),
              ],
              setAside: memberCart.setAside,
            },
            locale,
          );
          // Claim the anonymous cart first: of two merges of it, only one goes on.
          const claimed = await this.writeIfCurrent(anonymous, cartVersion(anonymous), {});
          if (!claimed.ok) throw new StaleCart();
          await this.remove(anonymous);
          const written = await this.writeIfCurrent(memberCart, cartVersion(memberCart), {
            items: priced.items,
            setAside: priced.setAside,
            locale,
          });
          if (!written.ok) throw new StaleCart();
          return {
            cart: written.cart,
            notices: noticesOf(priced, this.repricedFrom(memberCart, locale)),
          };
        }
        const own = anonymous ?? memberCart;
        if (!own) return { cart: null, notices: {} };
        const locale = requested ?? cartLocale(own);
        const moved = locale !== cartLocale(own);
        const priced = moved
          ? await this.priceForLocale(storedToLines(own.items), own, locale)
          : null;
        const changes: CartChanges = {
          ...(anonymous ? { userId } : {}),
          ...(priced ? { items: priced.items, setAside: priced.setAside, locale } : {}),
        };
        if (!anonymous && !priced) return { cart: memberCart, notices: {} };
        const written = await this.writeIfCurrent(own, cartVersion(own), changes);
        if (!written.ok) throw new StaleCart();
        return {
          cart: written.cart,
          notices: priced ? noticesOf(priced, this.repricedFrom(own, locale)) : {},
        };
      });
    },
  };
};
