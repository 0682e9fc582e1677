import { startCartEngine } from '../cart/cartEngine';

/** Empties the cart and saves it before the page reloads in another language (spec section 4). */
export async function emptyCartForLanguageSwitch(): Promise<void> {
  try {
    await (await startCartEngine()).clear();
  } catch {
    // The reload happens anyway; the next load reads the cart from the server.
  }
}
