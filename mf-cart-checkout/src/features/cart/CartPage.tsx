import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localizePath } from '@teashop/contracts';
import { cartCount, cartCurrency, cartSubtotal, useCart } from '@teashop/runtime';
import { initCart } from '../cart-engine/cartActions';
import { ShopLink, formatPrice, useContentLocale, useLocale } from '@teashop/ui';
import { CartLine } from '../cart-lines/CartLine';
import { SetAsideLines } from '../cart-lines/SetAsideLines';
import { useRemovalFocus } from '../cart-lines/useRemovalFocus';
import { FreeShippingNote } from '../cart-lines/CartSummary';
import { useFreeShipping } from './useFreeShipping';
import styles from './CartPage.module.css';

/** /cart (members, auth layout): the lines with their controls, subtotal, free shipping, on to checkout. */
export function CartPage() {
  const { t } = useTranslation('mf-cart-checkout');
  const locale = useLocale();
  const cart = useCart();
  const rule = useFreeShipping(useContentLocale());
  const title = t('pages.cart.title');
  useEffect(() => void initCart(), []);
  const { root, remove } = useRemovalFocus<HTMLElement>();

  const count = cartCount(cart);
  const currency = cartCurrency(cart);
  const subtotal = cartSubtotal(cart);
  const showLoading = !cart.loaded && cart.loading && cart.items.length === 0;

  return (
    <section ref={root} className={styles.page} data-page="cart">
      <h1 className={styles.title}>{title}</h1>
      {cart.error === 'currencyMismatch' ? (
        <p className={styles.alert} role="alert">
          {t('cart.currencyMismatch')}
        </p>
      ) : null}
      <SetAsideLines items={cart.setAside} heading="h2" />
      {showLoading ? (
        <p className={styles.muted} role="status">
          {t('cart.loading')}
        </p>
      ) : cart.items.length === 0 ? (
        <div className={styles.empty}>
          <p tabIndex={-1} data-cart-empty>
            {t('cart.empty')}
          </p>
          <ShopLink
            href={localizePath('/products', locale)}
            className="ui-button ui-button--secondary"
          >
            {t('cart.continueShopping')}
          </ShopLink>
        </div>
      ) : (
        <div className={styles.layout}>
          <ul className={styles.list} aria-label={t('cart.itemCount', { count })}>
            {cart.items.map((item) => (
              <CartLine
                key={item.productId}
                item={item}
                locale={locale}
                size="wide"
                stockLimit={cart.stockLimited[item.productId]}
                onRemove={remove}
              />
            ))}
          </ul>
          <aside className={styles.summary} aria-labelledby="cart-summary-title">
            <h2 id="cart-summary-title" className="ui-visually-hidden">
              {t('cart.subtotal')}
            </h2>
            <p className={styles.subtotal}>
              <span>
                {t('cart.subtotal')} ({t('cart.itemCount', { count })})
              </span>
              <span data-testid="cart-subtotal">
                {currency ? formatPrice(subtotal, currency) : ''}
              </span>
            </p>
            <FreeShippingNote subtotal={subtotal} currency={currency} rule={rule} />
            <p className={styles.muted}>{t('cart.taxNote')}</p>
            <Link to="/checkout" className={`ui-button ${styles.toCheckout}`}>
              {t('cart.toCheckout')}
            </Link>
          </aside>
        </div>
      )}
    </section>
  );
}
