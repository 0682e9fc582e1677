import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { localizePath } from '@teashop/contracts';
import { refreshCart } from '../cart-engine/cartActions';
import { Button, ShopLink, deliveryAddressLines, formatDate, useLocale } from '@teashop/ui';
import { OrderSummary } from '../order-summary/OrderSummary';
import type { OrderSummary as Order, PaymentResult } from '../checkout/checkoutApi';
import { trackPurchase } from '../checkout/checkoutAnalytics';
import { usePaymentResult } from './usePaymentResult';
import styles from './CompletePage.module.css';

const TITLES: Record<PaymentResult | 'error', string> = {
  success: 'complete.successTitle',
  processing: 'complete.processingTitle',
  failed: 'complete.failedTitle',
  expired: 'complete.expiredTitle',
  error: 'complete.errorTitle',
};

/** /complete: the payment result the server decided, safe to reload and to open again. */
export function CompletePage() {
  const { t } = useTranslation('mf-cart-checkout');
  const locale = useLocale();
  const [params] = useSearchParams();
  const { view, retry } = usePaymentResult(params.get('order'));
  const result = view.state === 'ready' ? view.result : view.state === 'error' ? 'error' : null;
  const noOrder = view.state === 'none';

  const order = view.state === 'ready' ? view.order : null;
  useEffect(() => {
    if (result !== 'success' || !order) return;
    trackPurchase(order);
    // The server emptied the member's cart when the payment succeeded.
    void refreshCart();
  }, [result, order]);

  if (noOrder) {
    return (
      <section className={styles.page} data-page="complete" data-result="none">
        <div className={styles.status}>
          <h1 className={styles.title}>{t('complete.noOrderTitle')}</h1>
          <p>{t('complete.noOrderText')}</p>
        </div>
        <div className={styles.actions}>
          <ActionLink path="/member/orders">{t('complete.myOrders')}</ActionLink>
          <ActionLink path="/products" secondary>
            {t('cart.continueShopping')}
          </ActionLink>
        </div>
      </section>
    );
  }

  if (!result) {
    return (
      <section className={styles.page} data-page="complete">
        <h1 className={styles.title}>{t('pages.complete.title')}</h1>
        <div className={`ui-skeleton ${styles.skeleton}`} role="status" aria-busy="true">
          <span className="ui-visually-hidden">{t('complete.checking')}</span>
        </div>
      </section>
    );
  }

  return (
    <section className={styles.page} data-page="complete" data-result={result}>
      <div className={styles.status} data-tone={result}>
        <h1 className={styles.title}>{t(TITLES[result])}</h1>
        <p role={result === 'success' ? 'status' : 'alert'}>{t(`complete.${result}Text`)}</p>
        {order ? (
          <p className={styles.number}>
            {t('complete.orderNumber')} <strong data-testid="order-number">{order.number}</strong>
          </p>
        ) : null}
      </div>
      <div className={styles.actions}>
        <ResultActions result={result} order={order} onRetry={retry} />
      </div>
      {order && result !== 'error' ? <OrderDetails order={order} locale={locale} /> : null}
    </section>
  );
}

/** A button-styled link to a page of the shop in the page's language. */
function ActionLink({
  path,
  secondary = false,
  children,
}: {
  path: string;
  secondary?: boolean;
  children: ReactNode;
}) {
  const locale = useLocale();
  return (
    <ShopLink
      href={localizePath(path, locale)}
      className={`ui-button${secondary ? ' ui-button--secondary' : ''}`}
    >
      {children}
    </ShopLink>
  );
}

function ResultActions({
  result,
  order,
  onRetry,
}: {
  result: PaymentResult | 'error';
  order: Order | null;
  onRetry: () => void;
}) {
  const { t } = useTranslation('mf-cart-checkout');
  const link = (path: string, label: string, secondary = false) => (
    <ActionLink path={path} secondary={secondary}>
      {label}
    </ActionLink>
  );
  switch (result) {
    case 'success':
    case 'processing':
      return (
        <>
          {order
            ? link(
                `/member/orders/${encodeURIComponent(order.documentId)}`,
                t('complete.viewOrder'),
              )
            : null}
          {link('/products', t('cart.continueShopping'), true)}
        </>
      );
    case 'failed':
      return (
        <>
          {link('/checkout', t('complete.payAgain'))}
          {link('/cart', t('checkout.backToCart'), true)}
        </>
      );
    case 'expired':
      return link('/cart', t('checkout.backToCart'));
    default:
      return (
        <>
          <Button onClick={onRetry}>{t('checkout.retry')}</Button>
          {link('/member/orders', t('complete.myOrders'), true)}
        </>
      );
  }
}

function OrderDetails({ order, locale }: { order: Order; locale: ReturnType<typeof useLocale> }) {
  const { t } = useTranslation('mf-cart-checkout');
  const address = order.deliveryAddress;
  return (
    <div className={styles.details}>
      <dl className={styles.facts}>
        {order.placedAt ? (
          <div>
            <dt>{t('complete.placedAt')}</dt>
            <dd>{formatDate(order.placedAt, locale)}</dd>
          </div>
        ) : null}
        {order.paymentMethod ? (
          <div>
            <dt>{t('complete.paymentMethod')}</dt>
            <dd>{order.paymentMethod}</dd>
          </div>
        ) : null}
        {address ? (
          <div>
            <dt>{t('checkout.deliveryAddress')}</dt>
            <dd>
              {deliveryAddressLines(address, locale).map((line, index) => (
                <span key={index} className={styles.addressLine}>
                  {line}
                </span>
              ))}
            </dd>
          </div>
        ) : null}
      </dl>
      {order.items ? (
        <OrderSummary
          lines={order.items}
          totals={{
            currency: order.currency,
            itemsSubtotal: order.itemsSubtotal ?? 0,
            shippingAndHandling: order.shippingAndHandling ?? 0,
            discount: order.discount ?? 0,
            grandTotal: order.grandTotal,
          }}
          couponCode={order.couponCode}
        />
      ) : null}
    </div>
  );
}
