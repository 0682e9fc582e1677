import { Route, Routes } from 'react-router';
import { CartPage } from './features/cart/CartPage';
import { CheckoutPage } from './features/checkout/CheckoutPage';
import { CompletePage } from './features/complete/CompletePage';

/** Pages of the mf-cart-checkout area; paths are locale-free (the router's basename carries /zh or /jp). */
export function AreaRoutes() {
  return (
    <Routes>
      <Route path="/cart" element={<CartPage />} />
      <Route path="/checkout" element={<CheckoutPage />} />
      <Route path="/complete" element={<CompletePage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
