import { useTranslation } from 'react-i18next';
import { ADD_TO_CART_ISLAND, type AddToCartIslandProps, type CartOffer } from '@teashop/contracts';
import { RemoteIsland, useShopQuery } from '@teashop/runtime';
import { formatPrice, useContentLocale } from '@teashop/ui';
import { queries } from '../../api/queries';
import { type ProductDetail, priceOf } from '../../api/types';
import styles from './ProductDetail.module.css';

/** A whole amount without decimals ('US$50'), otherwise the usual price format. */
export function thresholdText(amount: number, currency: string): string {
  const text = formatPrice(amount, currency);
  return Number.isInteger(amount) ? text.replace(/\.00$/, '') : text;
}

/** The product as the cart team's add-to-cart is given it: the line as this page shows it. */
export function cartOffer(product: ProductDetail): CartOffer {
  return {
    productId: product.documentId,
    name: product.name,
    price: priceOf(product),
    currency: product.currency,
    slug: product.slug,
    productFormat: product.productFormat ?? '',
    sku: product.sku ?? '',
    thumbnailUrl:
      product.thumbnailImage?.formats?.thumbnail?.url ?? product.thumbnailImage?.url ?? '',
    stock: product.stock ?? null,
  };
}

/** Price and free-shipping note, then the cart team's quantity, "Add to cart" and "Buy now". */
export function PurchasePanel({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('mf-catalog');
  const contentLocale = useContentLocale();
  const settings = useShopQuery(...queries.settings(contentLocale));
  const threshold = Number(settings.data?.freeShippingThreshold);
  const thresholdCurrency = settings.data?.currency ?? product.currency;
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
      <RemoteIsland<AddToCartIslandProps>
        {...ADD_TO_CART_ISLAND}
        props={{ product: cartOffer(product) }}
      />
    </div>
  );
}
