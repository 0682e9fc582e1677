import { Route, Routes } from 'react-router';
import { ProductListPage } from './features/products/ProductListPage';
import { ProductDetailPage } from './features/products-id/ProductDetailPage';
import { CategoryPage } from './features/category-slug/CategoryPage';
import { CollectionPage } from './features/collection-slug/CollectionPage';

/** Pages of the mf-catalog area; paths are locale-free (the router's basename carries /zh or /jp). */
export function AreaRoutes() {
  return (
    <Routes>
      <Route path="/products" element={<ProductListPage />} />
      <Route path="/products/:id" element={<ProductDetailPage />} />
      <Route path="/category/:slug" element={<CategoryPage />} />
      <Route path="/collection/:slug" element={<CollectionPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
