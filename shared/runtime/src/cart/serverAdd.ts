import { errorCodeOf } from '../api/client';
import {
  type CartOwner,
  type ServerCart,
  conflictCart,
  createServerCart,
  fetchProductForCart,
  fetchServerCart,
  isCurrencyMismatch,
  updateServerCart,
} from './cartApi';
import { clampQuantity } from './cartQuantity';

/** What an add made on the server side (a purchase form) came to. */
export type ServerAddOutcome =
  | { kind: 'added'; name: string; quantity: number }
  /** The stock left less than asked: the cart now holds `inCart` of `stock`. */
  | { kind: 'limited'; name: string; stock: number; inCart: number }
  | { kind: 'currencyMismatch' }
  | { kind: 'failed'; reason: string };

/** Writes refused because the cart moved on meanwhile are tried again this many times. */
const MAX_ATTEMPTS = 3;

function lineQuantity(cart: ServerCart, productId: string): number {
  return cart.items.find((item) => item.productId === productId)?.quantity ?? 0;
}

function outcomeOf(cart: ServerCart, productId: string, name: string): ServerAddOutcome {
  const limited = cart.limited?.find((line) => line.productId === productId);
  const inCart = lineQuantity(cart, productId);
  if (limited) return { kind: 'limited', name, stock: limited.quantity, inCart };
  return { kind: 'added', name, quantity: inCart };
}

/**
 * Adds `quantity` of a product to the owner's cart from the shop server, as the browser's add
 * does: the product's details are read in the cart's content locale, a cart in another currency
 * refuses it, the content backend prices the lines and lowers them to the stock left, and a
 * write based on an older version of the cart is made again on the current one.
 */
export async function addToCartOnServer(
  owner: CartOwner,
  productId: string,
  quantity: number,
  contentLocale: string,
): Promise<ServerAddOutcome> {
  const amount = clampQuantity(quantity);
  const product = await fetchProductForCart(productId, contentLocale);
  if (!product) return { kind: 'failed', reason: 'product not found' };
  try {
    let cart = await fetchServerCart(owner);
    if (!cart) {
      try {
        const line = { productId: product.productId, quantity: amount, currency: product.currency };
        const created = await createServerCart(owner, [line], contentLocale);
        return outcomeOf(created, product.productId, product.name);
      } catch (error) {
        // Made meanwhile (another tab, another form): add to that one.
        cart = conflictCart(error);
        if (!cart) throw error;
      }
    }
    for (let attempt = 1; ; attempt += 1) {
      // A cart of another language's shop is priced anew in this one's by the write itself.
      const elsewhere = Boolean(cart.locale) && cart.locale !== contentLocale;
      const mixed = cart.items.some(
        (i) => i.productId !== productId && i.currency !== product.currency,
      );
      if (!elsewhere && mixed) {
        return { kind: 'currencyMismatch' };
      }
      const target = clampQuantity(lineQuantity(cart, product.productId) + amount);
      const items = cart.items
        .filter((item) => item.productId !== product.productId)
        .map((item) => ({ productId: item.productId, quantity: item.quantity }))
        .concat({ productId: product.productId, quantity: target });
      try {
        const saved = await updateServerCart(owner, cart, items, contentLocale);
        return outcomeOf(saved, product.productId, product.name);
      } catch (error) {
        const current = conflictCart(error);
        if (!current || attempt >= MAX_ATTEMPTS) throw error;
        cart = current;
      }
    }
  } catch (error) {
    if (isCurrencyMismatch(error)) return { kind: 'currencyMismatch' };
    return { kind: 'failed', reason: errorCodeOf(error) ?? String(error) };
  }
}
