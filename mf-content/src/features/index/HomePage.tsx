import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@teashop/shared';

export function HomePage() {
  const { t } = useTranslation('mf-content');
  const title = t('pages.index.title');
  usePageMeta(title);
  return (
    <section className="cnt-page" data-page="index">
      <h1>{title}</h1>
    </section>
  );
}
