import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES, type OrderStatus } from './memberApi';
import styles from './member.module.css';

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The order status label in the page's language. */
export function OrderStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('mf-member');
  return (
    <span className={styles.badge} data-status={status}>
      {isOrderStatus(status) ? t(`orderStatus.${status}`) : status}
    </span>
  );
}
