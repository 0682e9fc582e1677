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
  createdAt: string;
  updatedAt: string;
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

    async save(
      cart: CartRecord,
      changes: { items?: CartItem[]; locale?: ContentLocale; userId?: number },
    ): Promise<CartRecord> {
      const updated = await carts().update({
        documentId: cart.documentId,
        data: {
          ...(changes.items ? { items: changes.items } : {}),
          ...(changes.locale ? { shopLocale: changes.locale } : {}),
          ...(changes.userId ? { user: changes.userId } : {}),
        },
        populate,
      });
      return updated as unknown as CartRecord;
    },

    async remove(cart: CartRecord): Promise<void> {
      await carts().delete({ documentId: cart.documentId });
    },

    /**
     * Login merge, in one transaction. Both carts: lines combined by productId (quantities summed)
     * into the member cart, re-priced in the anonymous cart's locale (the one being browsed), and
     * the anonymous cart deleted. Only the anonymous cart: it is assigned to the member. Only the
     * member cart: returned as it is.
     */
    async merge(userId: number, anonymousCartId: string | undefined): Promise<CartRecord | null> {
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
          await this.remove(anonymous);
          return this.save(memberCart, { items, locale });
        }
        if (anonymous) return this.save(anonymous, { userId });
        return memberCart;
      });
    },
  };
};
