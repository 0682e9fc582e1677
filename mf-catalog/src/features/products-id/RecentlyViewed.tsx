import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShopQuery } from '@teashop/runtime';
import { useContentLocale } from '@teashop/ui';
import { fetchProductsBySlug } from '../../api/catalogApi';
import { ProductCard } from '../shared/ProductCard';
import { readRecentlyViewed } from './recentlyViewed';
import styles from './ProductDetail.module.css';

const SHOWN = 6;

/** Teas this visitor looked at before (from local storage), without the current one. */
export function RecentlyViewed({ currentSlug }: { currentSlug: string }) {
  const { t } = useTranslation('mf-catalog');
  const contentLocale = useContentLocale();
  const [slugs] = useState(() =>
    readRecentlyViewed()
      .filter((slug) => slug !== currentSlug)
      .slice(0, SHOWN),
  );
  const products = useShopQuery(
    slugs.length > 0 ? `recent|${contentLocale}|${slugs.join(',')}` : null,
    (signal) => fetchProductsBySlug(contentLocale, slugs, signal),
  );
  const items = products.data ?? [];
  if (items.length === 0) return null;
  return (
    <section
      className={styles.section}
      aria-labelledby="catalog-recent"
      data-testid="recently-viewed"
    >
      <h2 id="catalog-recent">{t('product.recentlyViewed')}</h2>
      <ul className={styles.strip}>
        {items.map((product) => (
          <li key={product.documentId}>
            <ProductCard product={product} compact />
          </li>
        ))}
      </ul>
    </section>
  );
}
