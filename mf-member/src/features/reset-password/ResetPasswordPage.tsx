import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@teashop/shared';

export function ResetPasswordPage() {
  const { t } = useTranslation('mf-member');
  const title = t('pages.resetPassword.title');
  usePageMeta(title);
  return (
    <section className="mem-page" data-page="reset-password">
      <h1>{title}</h1>
    </section>
  );
}
