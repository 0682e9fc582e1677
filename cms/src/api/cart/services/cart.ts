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
  /** What a write must name to be accepted (optimistic concurrency); also sent as the ETag. */
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** Outcome of a write made on the condition that the cart is still at the version it was read. */
export type ConditionalWrite =
  { ok: true; cart: CartRecord } | { ok: false; current: CartRecord | null };

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

    /** Prices requested lines from the published products of a locale. */
    async price(lines: RequestedLine[], locale: ContentLocale): Promise<CartItem[]> {
      if (lines.length === 0) return [];
      const products = (await docs(strapi, PRODUCT).findMany({
        locale,
        status: 'published',
        filters: { documentId: { $in: lines.map((l) => l.productId) } },
        fields: ['name', 'price', 'currency', 'slug', 'productFormat', 'sku', 'updatedAt'],
        populate: { thumbnailImage: { fields: ['url', 'formats'] } },
        limit: lines.length,
      })) as unknown as PricedProduct[];
      return priceLines(lines, products, LOCALE_CURRENCY[locale]);
    },

    parse: parseRequestedLines,

    async create(input: {
      cartId: string;
      userId?: number;
      locale: ContentLocale;
      items: CartItem[];
    }): Promise<CartRecord> {
      const created = await carts().create({
        data: {
          cartId: input.cartId,
          shopLocale: input.locale,
          items: input.items,
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
      changes: { items?: CartItem[]; locale?: ContentLocale; userId?: number },
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
    async save(
      cart: CartRecord,
      changes: { items?: CartItem[]; locale?: ContentLocale; userId?: number },
    ): Promise<CartRecord> {
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
     * Login merge, in one transaction. Both carts: lines combined by productId (quantities summed)
     * into the member cart, re-priced in the anonymous cart's locale (the one being browsed), and
     * the anonymous cart deleted. Only the anonymous cart: it is assigned to the member. Only the
     * member cart: returned as it is. Every write is conditional on the version read in the same
     * transaction; when another write came first the merge starts again from a fresh read.
     */
    async merge(userId: number, anonymousCartId: string | undefined): Promise<CartRecord | null> {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await this.mergeOnce(userId, anonymousCartId);
        } catch (error) {
          // Another write (another tab, another instance) got there first: read both carts again.
          if (!(error instanceof StaleCart) || attempt >= MERGE_ATTEMPTS) throw error;
        }
      }
    },

    async mergeOnce(
      userId: number,
      anonymousCartId: string | undefined,
    ): Promise<CartRecord | null> {
      return strapi.db.transaction(async () => {
        const memberCart = await this.findByUser(userId);
        const found = anonymousCartId ? await this.findByCartId(anonymousCartId) : null;
        const anonymous = found && !found.user ? found : null;
        if (memberCart && anonymous) {
          const locale = cartLocale(anonymous);
          const lines = combineLines(
            storedToLines(memberCart.items),
            storedToLines(anonymous.items),
          );
          const items = await this.price(lines, locale);
          // Claim the anonymous cart first: of two merges of it, only one goes on.
          const claimed = await this.writeIfCurrent(anonymous, cartVersion(anonymous), {});
          if (!claimed.ok) throw new StaleCart();
          await this.remove(anonymous);
          const written = await this.writeIfCurrent(memberCart, cartVersion(memberCart), {
            items,
            locale,
          });
          if (!written.ok) throw new StaleCart();
          return written.cart;
        }
        if (anonymous) {
          const assigned = await this.writeIfCurrent(anonymous, cartVersion(anonymous), { userId });
          if (!assigned.ok) throw new StaleCart();
          return assigned.cart;
        }
        return memberCart;
      });
    },
  };
};
