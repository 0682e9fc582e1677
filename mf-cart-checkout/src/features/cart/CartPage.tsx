import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@teashop/shared';

export function CartPage() {
  const { t } = useTranslation('mf-cart-checkout');
  const title = t('pages.cart.title');
  usePageMeta(title);
  return (
    <section className="cc-page" data-page="cart">
      <h1>{title}</h1>
    </section>
  );
}
