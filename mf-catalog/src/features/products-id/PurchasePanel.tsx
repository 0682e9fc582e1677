import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import {
  Button,
  cartState,
  formatPrice,
  localizePath,
  navigate,
  showToast,
  useContentLocale,
  useLocale,
} from '@teashop/shared';
import { fetchSiteSettings } from '../../api/catalogApi';
import { useQuery } from '../../api/useQuery';
import { type ProductDetail, priceOf } from '../../api/types';
import { addToCart } from './addToCart';
import styles from './ProductDetail.module.css';

export const MAX_QUANTITY = 99;

/** Quantity as typed: digits only, within 1..max. */
export function clampQuantity(raw: string | number, max: number): number {
  const digits =
    typeof raw === 'number' ? raw : Number.parseInt(String(raw).replace(/\D/g, ''), 10);
  if (!Number.isFinite(digits) || digits < 1) return 1;
  return Math.min(digits, max);
}

/** A whole amount without decimals ('US$50'), otherwise the usual price format. */
export function thresholdText(amount: number, currency: string): string {
  const text = formatPrice(amount, currency);
  return Number.isInteger(amount) ? text.replace(/\.00$/, '') : text;
}

/** Price, free-shipping note, quantity, "Add to cart" and "Buy now". */
export function PurchasePanel({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('mf-catalog');
  const locale = useLocale();
  const contentLocale = useContentLocale();
  const cart = useSnapshot(cartState);
  const settings = useQuery(`settings|${contentLocale}`, () => fetchSiteSettings(contentLocale));
  const [quantity, setQuantity] = useState(1);
  const [buying, setBuying] = useState(false);
  const stock = product.stock ?? null;
  const soldOut = stock === 0;
  const max = stock && stock > 0 ? Math.min(MAX_QUANTITY, stock) : MAX_QUANTITY;
  const pending = cart.pending.includes(product.documentId);

  const threshold = Number(settings.data?.freeShippingThreshold);
  const thresholdCurrency = settings.data?.currency ?? product.currency;

  const add = async () => {
    const outcome = await addToCart(product.documentId, quantity);
    if (outcome === 'added') showToast(t('product.added', { name: product.name }), 'success');
    return outcome;
  };
  const buyNow = async () => {
    setBuying(true);
    const outcome = await addToCart(product.documentId, quantity);
    setBuying(false);
    if (outcome !== 'failed') navigate(localizePath('/cart', locale));
  };

  return (
    <div className={styles.purchase}>
      <p className={styles.price}>
        <span data-testid="product-price">{formatPrice(priceOf(product), product.currency)}</span>{' '}
        <span className={styles.tax}>{t('product.taxIncluded')}</span>
      </p>
      <p className={styles.shipping} data-testid="free-shipping">
        {Number.isFinite(threshold) && threshold > 0
          ? t('product.freeShipping', { amount: thresholdText(threshold, thresholdCurrency) })
          : '\u00a0'}
      </p>
      {soldOut ? <p className={styles.soldOut}>{t('product.soldOut')}</p> : null}
      <div className={styles.quantityRow}>
        <label htmlFor="catalog-quantity" className={styles.quantityLabel}>
          {t('product.quantity')}
        </label>
        <div className={styles.stepper}>
          <button
            type="button"
            aria-label={t('product.decrease')}
            onClick={() => setQuantity((q) => Math.max(1, q - 1))}
            disabled={quantity <= 1 || soldOut}
          >
            −
          </button>
          <input
            id="catalog-quantity"
            inputMode="numeric"
            pattern="[0-9]*"
            value={quantity}
            disabled={soldOut}
            onChange={(e) => setQuantity(clampQuantity(e.target.value, max))}
          />
          <button
            type="button"
            aria-label={t('product.increase')}
            onClick={() => setQuantity((q) => Math.min(max, q + 1))}
            disabled={quantity >= max || soldOut}
          >
            +
          </button>
        </div>
      </div>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          busy={pending && !buying}
          disabled={soldOut || pending}
          onClick={() => void add()}
          data-testid="add-to-cart"
        >
          {pending && !buying ? t('product.adding') : t('product.addToCart')}
        </Button>
        <Button
          busy={buying}
          disabled={soldOut || pending}
          onClick={() => void buyNow()}
          data-testid="buy-now"
        >
          {t('product.buyNow')}
        </Button>
      </div>
    </div>
  );
}
