import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@teashop/shared';

export function ProductListPage() {
  const { t } = useTranslation('mf-catalog');
  const title = t('pages.products.title');
  usePageMeta(title);
  return (
    <section className="cat-page" data-page="products">
      <h1>{title}</h1>
    </section>
  );
}
