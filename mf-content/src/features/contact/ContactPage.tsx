import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@teashop/shared';

export function ContactPage() {
  const { t } = useTranslation('mf-content');
  const title = t('pages.contact.title');
  usePageMeta(title);
  return (
    <section className="cnt-page" data-page="contact">
      <h1>{title}</h1>
    </section>
  );
}
