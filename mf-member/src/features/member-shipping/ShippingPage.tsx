import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@teashop/shared';

export function ShippingPage() {
  const { t } = useTranslation('mf-member');
  const title = t('pages.memberShipping.title');
  usePageMeta(title);
  return (
    <section className="mem-page" data-page="member-shipping">
      <h1>{title}</h1>
    </section>
  );
}
