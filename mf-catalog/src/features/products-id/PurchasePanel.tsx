import { useTranslation } from 'react-i18next';
import {
  ADD_TO_CART_ISLAND,
  type AddToCartIslandProps,
  CART_FORM_ACTION,
  CART_FORM_FIELDS,
  type CartOffer,
  routePath,
} from '@teashop/contracts';
import { RemoteIsland, useShopQuery } from '@teashop/runtime';
import { formatPrice, useContentLocale, useLocale } from '@teashop/ui';
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

/**
 * In place of the cart team's add to cart when its code cannot show it (a release of it without
 * the island): a plain form the shop server handles, with or without scripts.
 */
function PlainAddToCart({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('mf-catalog');
  const locale = useLocale();
  const quantityId = `catalog-quantity-${product.documentId}`;
  const soldOut = product.stock === 0;
  return (
    <form className={styles.plainForm} method="post" action={CART_FORM_ACTION}>
      <input type="hidden" name={CART_FORM_FIELDS.productId} value={product.documentId} />
      <input type="hidden" name={CART_FORM_FIELDS.locale} value={locale} />
      <input
        type="hidden"
        name={CART_FORM_FIELDS.back}
        value={routePath('products-id', locale, { id: product.slug })}
      />
      <label htmlFor={quantityId}>{t('product.quantity')}</label>
      <input
        id={quantityId}
        name={CART_FORM_FIELDS.quantity}
        inputMode="numeric"
        pattern="[0-9]*"
        defaultValue="1"
        disabled={soldOut}
      />
      <button
        type="submit"
        className="ui-button ui-button--secondary"
        name={CART_FORM_FIELDS.intent}
        value="add"
        disabled={soldOut}
        data-testid="add-to-cart"
      >
        {t('product.addToCart')}
      </button>
      <button
        type="submit"
        className="ui-button"
        name={CART_FORM_FIELDS.intent}
        value="buy"
        disabled={soldOut}
        data-testid="buy-now"
      >
        {t('product.buyNow')}
      </button>
    </form>
  );
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
        fallback={<PlainAddToCart product={product} />}
      />
    </div>
  );
}
