import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@teashop/shared';

export function OrdersPage() {
  const { t } = useTranslation('mf-member');
  const title = t('pages.memberOrders.title');
  usePageMeta(title);
  return (
    <section className="mem-page" data-page="member-orders">
      <h1>{title}</h1>
    </section>
  );
}
