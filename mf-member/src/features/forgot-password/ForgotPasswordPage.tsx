import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@teashop/shared';

export function ForgotPasswordPage() {
  const { t } = useTranslation('mf-member');
  const title = t('pages.forgotPassword.title');
  usePageMeta(title);
  return (
    <section className="mem-page" data-page="forgot-password">
      <h1>{title}</h1>
    </section>
  );
}
