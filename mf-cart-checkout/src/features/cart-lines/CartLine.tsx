import { useTranslation } from 'react-i18next';
import { type CartItem, type Locale, localizePath, mediaUrl } from '@teashop/contracts';
import { removeFromCart } from '../cart-engine/cartActions';
import { ShopLink, formatPrice } from '@teashop/ui';
import { QuantityControl } from './QuantityControl';
import styles from './CartLine.module.css';

export interface CartLineProps {
  item: Pick<
    CartItem,
    | 'productId'
    | 'name'
    | 'slug'
    | 'price'
    | 'currency'
    | 'quantity'
    | 'thumbnailUrl'
    | 'productFormat'
  >;
  locale: Locale;
  /** Called when the product link is followed (the panel closes). */
  onNavigate?: () => void;
  size?: 'compact' | 'wide';
  /** The quantity the server lowered this line to (the stock left), to say so. */
  stockLimit?: number;
  /** Deletes the line (default: straight from the cart, without moving focus). */
  onRemove?: (productId: string) => void;
}

/** One cart line: thumbnail, name linking to the product page, unit price, quantity, delete. */
export function CartLine({
  item,
  locale,
  onNavigate,
  size = 'compact',
  stockLimit,
  onRemove,
}: CartLineProps) {
  const { t } = useTranslation('mf-cart-checkout');
  const href = localizePath(`/products/${encodeURIComponent(item.slug)}`, locale);
  const image = mediaUrl(item.thumbnailUrl);
  return (
    <li
      className={`${styles.line} ${size === 'wide' ? styles.wide : ''}`}
      data-product-id={item.productId}
    >
      <ShopLink
        href={href}
        className={styles.thumbLink}
        tabIndex={-1}
        aria-hidden="true"
        onClick={onNavigate}
      >
        {image ? (
          <img
            className={styles.thumb}
            src={image}
            alt=""
            width={72}
            height={72}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className={styles.thumb} />
        )}
      </ShopLink>
      <div className={styles.details}>
        <ShopLink href={href} className={styles.name} onClick={onNavigate}>
          {item.name}
        </ShopLink>
        {item.productFormat ? <span className={styles.format}>{item.productFormat}</span> : null}
        <span
          className={styles.price}
          aria-label={`${t('cart.unitPrice')}: ${formatPrice(item.price, item.currency)}`}
        >
          {formatPrice(item.price, item.currency)}
        </span>
        <div className={styles.controls}>
          <QuantityControl
            productId={item.productId}
            name={item.name}
            quantity={item.quantity}
            stockLimit={stockLimit}
          />
          <button
            type="button"
            className={styles.remove}
            aria-label={t('cart.remove', { name: item.name })}
            data-remove
            onClick={() =>
              onRemove ? onRemove(item.productId) : void removeFromCart(item.productId)
            }
          >
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M9 3h6l1 2h4v2H4V5h4l1-2Zm-3 6h12l-1 12H7L6 9Zm4 2v8h2v-8h-2Zm4 0v8h2v-8h-2Z"
              />
            </svg>
          </button>
        </div>
        {stockLimit !== undefined ? (
          <p className={styles.stockNote} role="status">
            {stockLimit === 0
              ? t('cart.stockSoldOut')
              : t('cart.stockLimited', { quantity: stockLimit })}
          </p>
        ) : null}
      </div>
    </li>
  );
}
