import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { authState, useShopQuery } from '@teashop/runtime';
import { mediaUrl } from '@teashop/contracts';
import {
  NotFoundPage,
  ShopLink,
  deliveryAddressLines,
  safeHref,
  formatDate,
  formatPrice,
  useLocale,
} from '@teashop/ui';
import { MemberLayout, memberStyles as styles } from '../member/MemberLayout';
import type { Order } from '../member/memberApi';
import { LoadFailed } from '../member/LoadFailed';
import { OrderStatusBadge } from '../member/OrderStatusBadge';
import { OrderTimeline } from './OrderTimeline';
import { isOrderNotFound, queries } from '../../api/queries';

const SHIPPING_STATUSES = ['not_shipped', 'preparing', 'in_transit', 'delivered', 'returned'];

function OrderView({ order }: { order: Order }) {
  const { t } = useTranslation('mf-member');
  const locale = useLocale();
  const money = (value: number | null | undefined) =>
    formatPrice(Number(value ?? 0), order.currency);
  const none = t('orders.none');
  const payment = order.paymentMethod
    ? t(`paymentMethod.${order.paymentMethod}`, { defaultValue: order.paymentMethod })
    : none;
  const shipping =
    order.shippingStatus && SHIPPING_STATUSES.includes(order.shippingStatus)
      ? t(`shippingStatus.${order.shippingStatus}`)
      : (order.shippingStatus ?? none);
  const address = order.deliveryAddress;

  return (
    <div data-testid="order" data-order={order.number}>
      <div className={styles.panel}>
        <div className={styles.panelHeader}>
          <h2>
            {t('orders.number')}: {order.number}
          </h2>
          <OrderStatusBadge status={order.orderStatus} />
        </div>
        <dl className={styles.details}>
          <dt>{t('orders.placed')}</dt>
          <dd>{formatDate(order.placedAt, locale)}</dd>
          <dt>{t('orders.paymentMethod')}</dt>
          <dd>{payment}</dd>
        </dl>
      </div>

      <div className={styles.panel}>
        <h2>{t('orders.items')}</h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('orders.items')}</th>
              <th scope="col" className={styles.numeric}>
                {t('orders.quantity')}
              </th>
              <th scope="col" className={`${styles.numeric} ${styles.hideSmall}`}>
                {t('orders.price')}
              </th>
              <th scope="col" className={styles.numeric}>
                {t('orders.lineTotal')}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item, index) => (
              <tr key={`${item.productId ?? item.slug ?? index}`} data-testid="order-item">
                <td>
                  <div className={styles.item}>
                    {item.thumbnailUrl ? (
                      <img
                        className={styles.thumb}
                        src={mediaUrl(item.thumbnailUrl)}
                        alt=""
                        width={56}
                        height={56}
                        loading="lazy"
                      />
                    ) : (
                      <span className={styles.thumb} aria-hidden="true" />
                    )}
                    <div>
                      <div>{item.name}</div>
                      {item.productFormat ? (
                        <div className={styles.muted}>{item.productFormat}</div>
                      ) : null}
                    </div>
                  </div>
                </td>
                <td className={styles.numeric}>{item.quantity}</td>
                <td className={`${styles.numeric} ${styles.hideSmall}`}>{money(item.price)}</td>
                <td className={styles.numeric}>
                  {money(item.lineTotal ?? item.price * item.quantity)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className={styles.totals}>
          <dt>{t('orders.itemsSubtotal')}</dt>
          <dd data-testid="items-subtotal">{money(order.itemsSubtotal)}</dd>
          <dt>{t('orders.shippingAndHandling')}</dt>
          <dd data-testid="shipping-and-handling">
            {Number(order.shippingAndHandling ?? 0) === 0
              ? t('orders.free')
              : money(order.shippingAndHandling)}
          </dd>
          {order.discount ? (
            <>
              <dt>{t('orders.discount')}</dt>
              <dd>−{money(order.discount)}</dd>
            </>
          ) : null}
          <dt className={styles.grand}>{t('orders.grandTotal')}</dt>
          <dd className={styles.grand} data-testid="grand-total">
            {money(order.grandTotal)}
          </dd>
          {Number(order.refundedTotal ?? 0) > 0 ? (
            <>
              <dt>{t('orders.refundedTotal')}</dt>
              <dd data-testid="refunded-total">-{money(order.refundedTotal)}</dd>
            </>
          ) : null}
        </dl>
      </div>

      <div className={styles.panel}>
        <h2>{t('orders.shippingInfo')}</h2>
        <dl className={styles.details}>
          <dt>{t('orders.shippingStatus')}</dt>
          <dd data-testid="shipping-status">{shipping}</dd>
          <dt>{t('orders.date')}</dt>
          <dd>{formatDate(order.placedAt, locale)}</dd>
          {order.carrier ? (
            <>
              <dt>{t('orders.carrier')}</dt>
              <dd data-testid="carrier">{order.carrier}</dd>
            </>
          ) : null}
          <dt>{t('orders.trackingNumber')}</dt>
          <dd data-testid="tracking-number">
            {order.trackingNumber || none}
            {order.trackingNumber &&
            order.trackingUrl &&
            safeHref(order.trackingUrl, { external: true }) ? (
              <>
                {' · '}
                <ShopLink
                  href={order.trackingUrl}
                  external
                  className={styles.link}
                  data-testid="tracking-link"
                >
                  {t('orders.trackParcel', { carrier: order.carrier ?? '' })}
                </ShopLink>
              </>
            ) : null}
          </dd>
          {address ? (
            <>
              <dt>{t('orders.deliveryAddress')}</dt>
              <dd data-testid="delivery-address">
                {deliveryAddressLines(address, locale).map((line, index) => (
                  <Fragment key={index}>
                    {index > 0 ? <br /> : null}
                    {line}
                  </Fragment>
                ))}
              </dd>
            </>
          ) : null}
        </dl>
      </div>
      <OrderTimeline order={order} />
      <Link className={styles.link} to="/member/orders">
        {t('orders.back')}
      </Link>
    </div>
  );
}

export function OrderDetailPage() {
  const { t } = useTranslation('mf-member');
  const locale = useLocale();
  const { id = '' } = useParams();
  const title = t('pages.memberOrdersId.title');
  const order = useShopQuery(...queries.order(useSnapshot(authState).token, id));

  if (isOrderNotFound(order.error)) return <NotFoundPage locale={locale} />;
  return (
    <MemberLayout page="member-orders-id" title={title}>
      {order.error ? (
        <LoadFailed onRetry={order.reload} />
      ) : order.data ? (
        <OrderView order={order.data.data} />
      ) : (
        <div className={`ui-skeleton ${styles.skeleton}`} aria-busy="true" />
      )}
    </MemberLayout>
  );
}
