import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { ProductListPage } from './features/products/ProductListPage';
import { CategoryPage } from './features/category-slug/CategoryPage';
import { CollectionPage } from './features/collection-slug/CollectionPage';
import { PageSkeleton } from './features/shared/PageSkeleton';

// The product page (gallery, reviews, purchase) is its own chunk, so list pages load less.
const ProductDetailPage = lazy(() =>
  import('./features/products-id/ProductDetailPage').then((m) => ({
    default: m.ProductDetailPage,
  })),
);

/** Pages of the mf-catalog area; paths are locale-free (the router's basename carries /zh or /jp). */
export function AreaRoutes() {
  return (
    <Routes>
      <Route path="/products" element={<ProductListPage />} />
      <Route
        path="/products/:id"
        element={
          <Suspense fallback={<PageSkeleton page="products-id" />}>
            <ProductDetailPage />
          </Suspense>
        }
      />
      <Route path="/category/:slug" element={<CategoryPage />} />
      <Route path="/collection/:slug" element={<CollectionPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
