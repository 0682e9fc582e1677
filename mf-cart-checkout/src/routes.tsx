import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { CartPage } from './features/cart/CartPage';

// Checkout (forms, payment provider) and the payment result are their own chunks: nothing of them
// loads with the cart.
const CheckoutPage = lazy(() =>
  import('./features/checkout/CheckoutPage').then((m) => ({ default: m.CheckoutPage })),
);
const CompletePage = lazy(() =>
  import('./features/complete/CompletePage').then((m) => ({ default: m.CompletePage })),
);

const pageLoading = <div className="ui-skeleton" style={{ height: 360 }} aria-busy="true" />;

/** Pages of the mf-cart-checkout area; paths are locale-free (the router's basename carries /zh or /jp). */
export function AreaRoutes() {
  return (
    <Routes>
      <Route path="/cart" element={<CartPage />} />
      <Route
        path="/checkout"
        element={
          <Suspense fallback={pageLoading}>
            <CheckoutPage />
          </Suspense>
        }
      />
      <Route
        path="/complete"
        element={
          <Suspense fallback={pageLoading}>
            <CompletePage />
          </Suspense>
        }
      />
      <Route path="*" element={null} />
    </Routes>
  );
}
