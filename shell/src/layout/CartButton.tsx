import { useTranslation } from 'react-i18next';
import { CartIcon } from '@teashop/ui';
import { useShownCartCount } from '../cart/useShownCartCount';
import styles from './Header.module.css';

export function CartButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('shell');
  const count = useShownCartCount();
  return (
    <button
      type="button"
      id="shell-cart-button"
      data-cart-intent
      className={styles.cartButton}
      aria-label={t('cartWithCount', { count })}
      onClick={onClick}
    >
      <CartIcon />
      {count > 0 ? (
        <span className={styles.badge} data-testid="cart-badge">
          {count}
        </span>
      ) : null}
    </button>
  );
}
