import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '@teashop/contracts';
import { formatPrice } from '@teashop/ui';
import styles from './OrderSummary.module.css';

export interface SummaryLine {
  productId: string;
  name: string;
  productFormat?: string;
  thumbnailUrl?: string;
  price: number;
  quantity: number;
  lineTotal?: number;
  /** what the stock has left (null or absent: not counted) */
  available?: number | null;
}

/** The stock a line asks for is no longer there: what is left (0 when sold out), else null. */
export function shortOf(line: Pick<SummaryLine, 'available' | 'quantity'>): number | null {
  return typeof line.available === 'number' && line.available < line.quantity
    ? line.available
    : null;
}

export interface SummaryTotals {
  currency: string;
  itemsSubtotal: number;
  shippingAndHandling: number;
  discount: number;
  grandTotal: number;
}

function StockNote({ left }: { left: number | null }) {
  const { t } = useTranslation('mf-cart-checkout');
  if (left === null) return null;
  return (
    <span className={styles.stock} data-testid="summary-stock">
      {left > 0 ? t('summary.stockLeft', { count: left }) : t('summary.soldOut')}
    </span>
  );
}

/** Lines and totals exactly as the server priced them (checkout quote or placed order). */
export function OrderSummary({
  lines,
  totals,
  couponCode,
  busy = false,
  children,
}: {
  lines: readonly SummaryLine[];
  totals: SummaryTotals;
  couponCode?: string | null;
  busy?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation('mf-cart-checkout');
  const price = (amount: number) => (
    <span className={styles.amount}>{formatPrice(amount, totals.currency)}</span>
  );
  return (
    <div className={styles.summary} aria-busy={busy || undefined} data-testid="order-summary">
      <ul className={styles.lines}>
        {lines.map((line) => (
          <li key={line.productId} className={styles.line}>
            <span className={styles.thumb}>
              {line.thumbnailUrl ? (
                <img src={mediaUrl(line.thumbnailUrl)} alt="" width={56} height={56} />
              ) : null}
              <span className={styles.qty} aria-hidden="true">
                {line.quantity}
              </span>
            </span>
            <span className={styles.name}>
              {line.name}
              {line.productFormat ? (
                <span className={styles.format}>{line.productFormat}</span>
              ) : null}
              <span className="ui-visually-hidden">
                {t('summary.quantity', { count: line.quantity })}
              </span>
              <StockNote left={shortOf(line)} />
            </span>
            {price(line.lineTotal ?? line.price * line.quantity)}
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <div>
          <dt>{t('summary.subtotal')}</dt>
          <dd data-testid="summary-subtotal">{price(totals.itemsSubtotal)}</dd>
        </div>
        <div>
          <dt>{t('summary.shipping')}</dt>
          <dd data-testid="summary-shipping">
            {totals.shippingAndHandling === 0
              ? t('summary.free')
              : price(totals.shippingAndHandling)}
          </dd>
        </div>
        {totals.discount > 0 ? (
          <div>
            <dt>
              {couponCode
                ? t('summary.discountWithCode', { code: couponCode })
                : t('summary.discount')}
            </dt>
            <dd data-testid="summary-discount">−{price(totals.discount)}</dd>
          </div>
        ) : null}
        <div className={styles.grand}>
          <dt>{t('summary.total')}</dt>
          <dd data-testid="summary-total">{price(totals.grandTotal)}</dd>
        </div>
      </dl>
      <p className={styles.note}>{t('summary.taxNote')}</p>
      {children}
    </div>
  );
}
