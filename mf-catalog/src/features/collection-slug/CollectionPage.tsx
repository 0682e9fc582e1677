import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@teashop/shared';

export function CollectionPage() {
  const { t } = useTranslation('mf-catalog');
  const title = t('pages.collectionSlug.title');
  usePageMeta(title);
  return (
    <section className="cat-page" data-page="collection-slug">
      <h1>{title}</h1>
    </section>
  );
}
