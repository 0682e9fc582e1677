import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@teashop/shared';

export function AboutPage() {
  const { t } = useTranslation('mf-content');
  const title = t('pages.about.title');
  usePageMeta(title);
  return (
    <section className="cnt-page" data-page="about">
      <h1>{title}</h1>
    </section>
  );
}
