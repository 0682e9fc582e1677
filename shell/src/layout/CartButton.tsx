import { useTranslation } from 'react-i18next';
import { cartCount, useCart } from '@teashop/runtime';
import { useHydrated, CartIcon } from '@teashop/ui';
import { useServerCartCount } from './serverMember';
import styles from './Header.module.css';

export function CartButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('shell');
  const cart = useCart();
  const hydrated = useHydrated();
  const serverCount = useServerCartCount();
  // The server read the cart (a member's, or a visitor's by the cart id cookie): its count shows
  // until the page is live and has read the cart itself.
  const live = hydrated && (serverCount === null || cart.loaded || cart.items.length > 0);
  const count = live ? cartCount(cart) : (serverCount ?? 0);
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
