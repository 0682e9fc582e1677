import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@teashop/shared';

export function PrivacyPage() {
  const { t } = useTranslation('mf-content');
  const title = t('pages.copyright.title');
  usePageMeta(title);
  return (
    <section className="cnt-page" data-page="copyright">
      <h1>{title}</h1>
    </section>
  );
}
