import { useTranslation } from 'react-i18next';
import { type CartItem } from '@teashop/contracts';
import { removeSetAsideItem } from '../cart-engine/cartActions';
import styles from './CartLine.module.css';

/**
 * Lines the server set aside because their product is not sold in this page's language: named,
 * each with a delete button. They are not part of the subtotal or of the order.
 */
export function SetAsideLines({
  items,
  heading: Heading = 'h3',
}: {
  items: readonly Pick<CartItem, 'productId' | 'name'>[];
  /** The heading level that fits where the list is shown. */
  heading?: 'h2' | 'h3';
}) {
  const { t } = useTranslation('mf-cart-checkout');
  if (items.length === 0) return null;
  return (
    <section
      className={styles.setAside}
      aria-labelledby="cart-set-aside-title"
      data-testid="set-aside"
    >
      <Heading id="cart-set-aside-title" className={styles.setAsideTitle}>
        {t('cart.setAsideTitle')}
      </Heading>
      <p className={styles.setAsideText}>{t('cart.setAsideText')}</p>
      <ul className={styles.setAsideList}>
        {items.map((item) => (
          <li key={item.productId} className={styles.setAsideLine}>
            <span>{item.name}</span>
            <button
              type="button"
              className={styles.setAsideRemove}
              onClick={() => void removeSetAsideItem(item.productId)}
            >
              {t('cart.remove', { name: item.name })}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
