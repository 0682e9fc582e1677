import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { localizePath } from '@teashop/contracts';
import { ShopLink, useLocale } from '@teashop/ui';
import { shortOf } from '../order-summary/OrderSummary';
import type { QuoteLine, StockShortage } from './checkoutApi';
import styles from './CheckoutPage.module.css';

/** "Longjing: only 1 left · Hojicha: sold out", in the page's language. */
export function stockLinesText(
  t: TFunction,
  lines: ReadonlyArray<Pick<StockShortage, 'name' | 'available'>>,
): string {
  return lines
    .map((line) =>
      line.available > 0
        ? t('checkout.stockLeft', { name: line.name, count: line.available })
        : t('checkout.stockSoldOut', { name: line.name }),
    )
    .join(' · ');
}

/** The quoted lines the stock no longer covers, as a refused payment would name them. */
export function shortLines(lines: readonly QuoteLine[]): StockShortage[] {
  return lines.flatMap((line) => {
    const available = shortOf(line);
    return available === null
      ? []
      : [{ productId: line.productId, name: line.name, requested: line.quantity, available }];
  });
}

/** Says which teas the stock no longer covers, with the way back to the cart. */
export function StockNotice({ lines }: { lines: ReadonlyArray<StockShortage> }) {
  const { t } = useTranslation('mf-cart-checkout');
  const locale = useLocale();
  return (
    <p className={styles.alert} role="status" data-testid="stock-notice">
      {t('checkout.outOfStock')}
      <span className={styles.alertDetail}>{stockLinesText(t, lines)}</span>
      <ShopLink href={localizePath('/cart', locale)} className={styles.textLink}>
        {t('checkout.changeCart')}
      </ShopLink>
    </p>
  );
}
