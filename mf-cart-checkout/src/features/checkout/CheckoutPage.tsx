import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@teashop/shared';

export function CheckoutPage() {
  const { t } = useTranslation('mf-cart-checkout');
  const title = t('pages.checkout.title');
  usePageMeta(title);
  return (
    <section className="cc-page" data-page="checkout">
      <h1>{title}</h1>
    </section>
  );
}
