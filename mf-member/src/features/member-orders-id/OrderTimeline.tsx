import { useTranslation } from 'react-i18next';
import { formatDate, formatPrice, useLocale } from '@teashop/ui';
import { memberStyles as styles } from '../member/MemberLayout';
import type { Order, OrderEvent } from '../member/memberApi';

interface Step {
  at: string;
  text: string;
}

/** What each recorded move reads as, in the page's language. */
function useEventText(currency: string) {
  const { t } = useTranslation('mf-member');
  const money = (amount: number | undefined) => formatPrice(Number(amount ?? 0), currency);
  return (event: OrderEvent): string => {
    switch (event.move) {
      case 'ship':
        return t('timeline.shipped', {
          carrier: event.carrier ?? '',
          trackingNumber: event.trackingNumber ?? '',
        });
      case 'deliver':
        return t('timeline.delivered');
      case 'cancel':
        return event.amount
          ? t('timeline.canceledRefunded', { amount: money(event.amount) })
          : t('timeline.canceled');
      default:
        return t('timeline.refunded', { amount: money(event.amount) });
    }
  };
}

/** The order's life, oldest first: placed, paid, shipped, delivered, canceled, refunds. */
export function OrderTimeline({ order }: { order: Order }) {
  const { t } = useTranslation('mf-member');
  const locale = useLocale();
  const textOf = useEventText(order.currency);
  const steps: Step[] = [
    { at: order.placedAt, text: t('timeline.placed') },
    ...(order.paidAt ? [{ at: order.paidAt, text: t('timeline.paid') }] : []),
    ...(order.history ?? []).map((event) => ({ at: event.at, text: textOf(event) })),
  ];
  return (
    <div className={styles.panel}>
      <h2>{t('timeline.title')}</h2>
      <ol className={styles.timeline} data-testid="order-timeline">
        {steps.map((step, index) => (
          <li key={index}>
            <time dateTime={step.at}>{formatDate(step.at, locale)}</time>
            <span>{step.text}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
