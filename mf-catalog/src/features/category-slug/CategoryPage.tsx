import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@teashop/shared';

export function CategoryPage() {
  const { t } = useTranslation('mf-catalog');
  const title = t('pages.categorySlug.title');
  usePageMeta(title);
  return (
    <section className="cat-page" data-page="category-slug">
      <h1>{title}</h1>
    </section>
  );
}
