import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@teashop/shared';

export function LoginPage() {
  const { t } = useTranslation('mf-member');
  const title = t('pages.login.title');
  usePageMeta(title);
  return (
    <section className="mem-page" data-page="login">
      <h1>{title}</h1>
    </section>
  );
}
