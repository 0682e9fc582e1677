import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@teashop/shared';

export function EmailConfirmationPage() {
  const { t } = useTranslation('mf-member');
  const title = t('pages.emailConfirmation.title');
  usePageMeta(title);
  return (
    <section className="mem-page" data-page="email-confirmation">
      <h1>{title}</h1>
    </section>
  );
}
