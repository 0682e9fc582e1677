import type { MediaFile } from './types';
import { isRecord, toNumber } from './types';

export const CART_CURRENCY_MISMATCH =
  'There are items with different currencies in your cart. Please check again.';
export const MAX_QUANTITY = 99;
export const MAX_LINES = 100;

/** A cart line as stored and returned (spec section 3). */
export interface CartItem {
  productId: string;
  quantity: number;
  name: string;
  price: number;
  slug: string;
  currency: string;
  productFormat: string;
  sku: string;
  updatedAt: string;
  thumbnailUrl: string;
}

/** What the server takes from a client line: the product and the wanted quantity. */
export interface RequestedLine {
  productId: string;
  quantity: number;
  /** currency the client believed the line to be in, if it said */
  currency?: string;
}

export interface PricedProduct {
  documentId: string;
  name: string;
  price: number | string;
  currency: string;
  slug: string;
  productFormat?: string | null;
  sku: string;
  updatedAt: string | Date;
  thumbnailImage?: MediaFile | null;
}

export class CartInputError extends Error {}

const clampQuantity = (q: number): number => Math.min(MAX_QUANTITY, Math.max(1, Math.floor(q)));

/**
 * Reads client lines: productId (a product documentId) and quantity. Quantities become integers in
 * 1..99; lines of the same product are combined. Everything else the client sent is ignored, except
 * its currency, which is compared to detect a cart mixing currencies.
 */
export function parseRequestedLines(raw: unknown): RequestedLine[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) throw new CartInputError('items must be an array');
  if (raw.length > MAX_LINES) throw new CartInputError(`A cart holds at most ${MAX_LINES} lines`);
  const byProduct = new Map<string, RequestedLine>();
  for (const entry of raw) {
    if (!isRecord(entry)) throw new CartInputError('Each item must be an object');
    const productId = entry.productId;
    if (typeof productId !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(productId)) {
      throw new CartInputError('Each item needs a productId');
    }
    const quantity = toNumber(entry.quantity);
    if (!Number.isFinite(quantity)) throw new CartInputError('Each item needs a numeric quantity');
    const currency = typeof entry.currency === 'string' ? entry.currency : undefined;
    const existing = byProduct.get(productId);
    if (existing) {
      existing.quantity = clampQuantity(existing.quantity + quantity);
      if (currency && existing.currency && currency !== existing.currency) {
        throw new CartInputError(CART_CURRENCY_MISMATCH);
      }
    } else {
      byProduct.set(productId, { productId, quantity: clampQuantity(quantity), currency });
    }
  }
  return [...byProduct.values()];
}

/** Adds quantities of `extra` into `base` by productId (the merge rule), keeping base's order. */
export function combineLines(base: RequestedLine[], extra: RequestedLine[]): RequestedLine[] {
  const result = base.map((line) => ({ ...line }));
  for (const line of extra) {
    const found = result.find((l) => l.productId === line.productId);
    if (found) found.quantity = clampQuantity(found.quantity + line.quantity);
    else result.push({ ...line });
  }
  return result;
}

export function thumbnailUrl(image: MediaFile | null | undefined): string {
  if (!image) return '';
  return image.formats?.thumbnail?.url ?? image.url ?? '';
}

/**
 * Builds the stored lines from published products of the cart's locale. Unknown products are
 * dropped. A client line whose currency differs from the others, or from the shop currency of the
 * locale, makes the whole cart invalid.
 */
export function priceLines(
  lines: RequestedLine[],
  products: PricedProduct[],
  localeCurrency: string,
): CartItem[] {
  const claimed = new Set(lines.map((l) => l.currency).filter((c): c is string => !!c));
  if (claimed.size > 1 || (claimed.size === 1 && !claimed.has(localeCurrency))) {
    throw new CartInputError(CART_CURRENCY_MISMATCH);
  }
  const byId = new Map(products.map((p) => [p.documentId, p]));
  const items: CartItem[] = [];
  for (const line of lines) {
    const product = byId.get(line.productId);
    if (!product) continue;
    if (product.currency !== localeCurrency) throw new CartInputError(CART_CURRENCY_MISMATCH);
    items.push({
      productId: product.documentId,
      quantity: line.quantity,
      name: product.name,
      price: Number(product.price),
      slug: product.slug,
      currency: product.currency,
      productFormat: product.productFormat ?? '',
      sku: product.sku,
      updatedAt: new Date(product.updatedAt).toISOString(),
      thumbnailUrl: thumbnailUrl(product.thumbnailImage),
    });
  }
  return items;
}

/** Stored lines read back as requested lines (for merges and re-pricing). */
export function storedToLines(items: unknown): RequestedLine[] {
  if (!Array.isArray(items)) return [];
  const lines: RequestedLine[] = [];
  for (const item of items) {
    if (!isRecord(item) || typeof item.productId !== 'string') continue;
    const q = toNumber(item.quantity);
    if (!Number.isFinite(q)) continue;
    lines.push({ productId: item.productId, quantity: clampQuantity(q) });
  }
  return lines;
}
