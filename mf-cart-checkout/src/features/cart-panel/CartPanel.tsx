import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { localizePath } from '@teashop/contracts';
import {
  type CartPanelProps,
  cartCount,
  cartCurrency,
  cartSubtotal,
  useCart,
  WithNamespace,
} from '@teashop/runtime';
import { ShopLink, focusableIn, formatPrice, trapTab } from '@teashop/ui';
import translations from '../../i18n';
import { initCart } from '../cart-engine/cartActions';
import { CartLine } from '../cart-lines/CartLine';
import { SetAsideLines } from '../cart-lines/SetAsideLines';
import { useRemovalFocus } from '../cart-lines/useRemovalFocus';
import styles from './CartPanel.module.css';

/**
 * Slide-out cart panel, mounted by the shell's header (exposed as `./CartPanel`). The shell
 * renders it in its own tree, outside this area's lifecycles: the texts (the page's language) are
 * loaded here, once, the panel waiting for them in the shell's Suspense.
 */
export default function CartPanel(props: CartPanelProps) {
  return (
    <WithNamespace ns="mf-cart-checkout" source={translations}>
      <CartPanelContent {...props} />
    </WithNamespace>
  );
}

function CartPanelContent({ open, onClose, locale }: CartPanelProps) {
  const { t } = useTranslation('mf-cart-checkout');
  const cart = useCart();
  const { root: panel, remove } = useRemovalFocus<HTMLElement>();
  const titleId = useId();

  // The shell starts the cart at page load; this matters only when the panel runs on its own.
  useEffect(() => void initCart(), []);

  // Focus moves into the panel when it opens; Escape closes it wherever focus is.
  useEffect(() => {
    if (!open) return undefined;
    const node = panel.current;
    if (node)
      (node.querySelector<HTMLElement>('[data-autofocus]') ?? focusableIn(node)[0] ?? node).focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose, panel]);

  if (!open) return null;
  const count = cartCount(cart);
  const currency = cartCurrency(cart);
  const showLoading = !cart.loaded && cart.loading && cart.items.length === 0;

  return (
    <div className={styles.root} data-boundary="mf-cart-checkout">
      <div className={styles.backdrop} onMouseDown={onClose} aria-hidden="true" />
      <aside
        ref={panel}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid="cart-panel"
        onKeyDown={(event) => {
          if (panel.current) trapTab(event, panel.current);
        }}
      >
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {t('cart.panelTitle')}
            {count > 0 ? (
              <span className={styles.count}> ({t('cart.itemCount', { count })})</span>
            ) : null}
          </h2>
          <button
            type="button"
            className={styles.close}
            aria-label={t('cart.close')}
            onClick={onClose}
            data-autofocus
          >
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6 6.4 5Z"
              />
            </svg>
          </button>
        </header>

        {cart.error === 'currencyMismatch' ? (
          <p className={styles.alert} role="alert">
            {t('cart.currencyMismatch')}
          </p>
        ) : null}

        <div className={styles.body}>
          {showLoading ? (
            <p className={styles.muted} role="status">
              {t('cart.loading')}
            </p>
          ) : cart.items.length === 0 ? (
            <p className={styles.empty} tabIndex={-1} data-cart-empty>
              {t('cart.empty')}
            </p>
          ) : (
            <ul className={styles.list}>
              {cart.items.map((item) => (
                <CartLine
                  key={item.productId}
                  item={item}
                  locale={locale}
                  stockLimit={cart.stockLimited[item.productId]}
                  onRemove={remove}
                />
              ))}
            </ul>
          )}
          <SetAsideLines items={cart.setAside} />
        </div>

        <footer className={styles.footer}>
          {cart.items.length > 0 && currency ? (
            <p className={styles.subtotal}>
              <span>{t('cart.subtotal')}</span>
              <span>{formatPrice(cartSubtotal(cart), currency)}</span>
            </p>
          ) : null}
          <ShopLink
            href={localizePath('/cart', locale)}
            className={`ui-button ${styles.checkout}`}
            onClick={onClose}
          >
            {t('cart.checkout')}
          </ShopLink>
        </footer>
      </aside>
    </div>
  );
}
