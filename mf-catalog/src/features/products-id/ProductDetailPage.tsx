import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@teashop/shared';

export function ProductDetailPage() {
  const { t } = useTranslation('mf-catalog');
  const title = t('pages.productsId.title');
  usePageMeta(title);
  return (
    <section className="cat-page" data-page="products-id">
      <h1>{title}</h1>
    </section>
  );
}
