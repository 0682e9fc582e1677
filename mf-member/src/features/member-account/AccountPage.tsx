import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@teashop/shared';

export function AccountPage() {
  const { t } = useTranslation('mf-member');
  const title = t('pages.memberAccount.title');
  usePageMeta(title);
  return (
    <section className="mem-page" data-page="member-account">
      <h1>{title}</h1>
    </section>
  );
}
