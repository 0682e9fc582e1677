import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@teashop/shared';

export function CompletePage() {
  const { t } = useTranslation('mf-cart-checkout');
  const title = t('pages.complete.title');
  usePageMeta(title);
  return (
    <section className="cc-page" data-page="complete">
      <h1>{title}</h1>
    </section>
  );
}
