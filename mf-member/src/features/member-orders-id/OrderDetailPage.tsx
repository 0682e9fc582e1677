import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@teashop/shared';

export function OrderDetailPage() {
  const { t } = useTranslation('mf-member');
  const title = t('pages.memberOrdersId.title');
  usePageMeta(title);
  return (
    <section className="mem-page" data-page="member-orders-id">
      <h1>{title}</h1>
    </section>
  );
}
