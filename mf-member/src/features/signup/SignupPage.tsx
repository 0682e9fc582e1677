import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@teashop/shared';

export function SignupPage() {
  const { t } = useTranslation('mf-member');
  const title = t('pages.signup.title');
  usePageMeta(title);
  return (
    <section className="mem-page" data-page="signup">
      <h1>{title}</h1>
    </section>
  );
}
