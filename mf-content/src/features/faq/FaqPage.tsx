import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@teashop/shared';

export function FaqPage() {
  const { t } = useTranslation('mf-content');
  const title = t('pages.faq.title');
  usePageMeta(title);
  return (
    <section className="cnt-page" data-page="faq">
      <h1>{title}</h1>
    </section>
  );
}
