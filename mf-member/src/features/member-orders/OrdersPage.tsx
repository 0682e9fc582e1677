import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { authState, useShopQuery } from '@teashop/runtime';
import { formatDate, formatPrice, useLocale } from '@teashop/ui';
import { MemberLayout, memberStyles as styles } from '../member/MemberLayout';
import { LoadFailed } from '../member/LoadFailed';
import { OrderStatusBadge } from '../member/OrderStatusBadge';
import { queries } from '../../api/queries';

/** The page of the order list the address asks for (`?page=`), the first by default. */
export function pageFrom(search: URLSearchParams): number {
  const page = Number.parseInt(search.get('page') ?? '1', 10);
  return Number.isFinite(page) && page >= 1 ? page : 1;
}

export function OrdersPage() {
  const { t } = useTranslation('mf-member');
  const locale = useLocale();
  const [search] = useSearchParams();
  const page = pageFrom(search);
  const title = t('pages.memberOrders.title');
  const orders = useShopQuery(...queries.orders(useSnapshot(authState).token, page));

  let body;
  if (orders.error) {
    body = <LoadFailed onRetry={orders.reload} />;
  } else if (!orders.data) {
    body = <div className={`ui-skeleton ${styles.skeleton}`} aria-busy="true" />;
  } else if (orders.data.data.length === 0) {
    body = <p data-testid="orders-empty">{t('orders.empty')}</p>;
  } else {
    const { pagination } = orders.data.meta;
    body = (
      <>
        <table className={`${styles.table} ${styles.ordersTable}`} data-testid="orders">
          <thead>
            <tr>
              <th scope="col">{t('orders.number')}</th>
              <th scope="col">{t('orders.placed')}</th>
              <th scope="col">{t('orders.status')}</th>
              <th scope="col" className={styles.numeric}>
                {t('orders.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.data.data.map((order) => (
              <tr key={order.documentId} data-order={order.number}>
                <td className={styles.nowrap}>
                  <Link
                    className={styles.link}
                    to={`/member/orders/${encodeURIComponent(order.documentId)}`}
                    aria-label={t('orders.view', { number: order.number })}
                  >
                    {order.number}
                  </Link>
                </td>
                <td className={styles.nowrap} data-testid="order-date">
                  {formatDate(order.placedAt, locale)}
                </td>
                <td>
                  <OrderStatusBadge status={order.orderStatus} />
                </td>
                <td className={styles.numeric}>{formatPrice(order.grandTotal, order.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {pagination.pageCount > 1 ? (
          <nav className={styles.pager} aria-label={t('orders.pagination')}>
            {page > 1 ? (
              <Link
                className="ui-button ui-button--secondary"
                to={`/member/orders?page=${page - 1}`}
              >
                {t('orders.previous')}
              </Link>
            ) : null}
            <span>{t('orders.pageOf', { page, pageCount: pagination.pageCount })}</span>
            {page < pagination.pageCount ? (
              <Link
                className="ui-button ui-button--secondary"
                to={`/member/orders?page=${page + 1}`}
              >
                {t('orders.next')}
              </Link>
            ) : null}
          </nav>
        ) : null}
      </>
    );
  }

  return (
    <MemberLayout page="member-orders" title={title}>
      {body}
    </MemberLayout>
  );
}
