import { cartState } from './cartStore';

/** Forgets the cart in this page (logout): stored cartId, items, user and document id. */
export function resetCart(): void {
  cartState.items = [];
  cartState.documentId = null;
  cartState.cartId = null;
  cartState.userId = '';
  cartState.pending = [];
  cartState.error = null;
}

/** Empties the cart. */
export async function clearCart(): Promise<void> {
  cartState.items = [];
}
