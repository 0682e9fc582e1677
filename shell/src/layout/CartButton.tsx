import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { cartCount, cartState, useHydrated } from '@teashop/shared';
import { CartIcon } from './icons';
import styles from './Header.module.css';

export function CartButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('shell');
  const cart = useSnapshot(cartState);
  // The server's HTML has no cart: the count appears once the page is live.
  const count = useHydrated() ? cartCount(cart) : 0;
  return (
    <button
      type="button"
      id="shell-cart-button"
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
