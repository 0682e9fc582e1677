import { useTranslation } from 'react-i18next';
import { localizePath } from '@teashop/contracts';
import { ShopLink, formatPrice, imageSource, useLocale } from '@teashop/ui';
import { type ProductSummary, priceOf } from '../../api/types';
import styles from './ProductCard.module.css';

/** A tea in a list: sized image, name, price with currency and the tax-included note. */
export function ProductCard({
  product,
  compact = false,
  priority = false,
}: {
  product: ProductSummary;
  compact?: boolean;
  /** One of the first pictures on screen: loaded at once and early (the page's largest paint). */
  priority?: boolean;
}) {
  const { t } = useTranslation('mf-catalog');
  const locale = useLocale();
  const image = imageSource(product.thumbnailImage, compact ? 160 : 400, product.name);
  const soldOut = product.stock === 0;
  return (
    <article
      className={[styles.card, compact ? styles.compact : ''].join(' ')}
      data-testid="product-card"
    >
      <ShopLink
        href={localizePath(`/products/${encodeURIComponent(product.slug)}`, locale)}
        className={styles.link}
      >
        <div className={styles.media}>
          {image ? (
            <img
              src={image.src}
              srcSet={image.srcSet}
              sizes={compact ? '160px' : '(max-width: 600px) 50vw, 280px'}
              width={image.width}
              height={image.height}
              alt="" // the name below already labels the link
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : undefined}
              decoding="async"
            />
          ) : null}
          {soldOut ? <span className={styles.badge}>{t('card.soldOut')}</span> : null}
        </div>
        <h3 className={styles.name}>{product.name}</h3>
      </ShopLink>
      {!compact && product.productFormat ? (
        <p className={styles.format}>{product.productFormat}</p>
      ) : null}
      {!compact ? <CardRating product={product} /> : null}
      <p className={styles.price}>
        <span data-testid="product-price">{formatPrice(priceOf(product), product.currency)}</span>{' '}
        <span className={styles.tax}>{t('card.taxIncluded')}</span>
      </p>
    </article>
  );
}

/**
 * The tea's rating from its reviews on one line; the line is kept, empty, for a tea without
 * reviews, so every card of a list (and its placeholder) has the same height.
 */
function CardRating({ product }: { product: ProductSummary }) {
  const { t } = useTranslation('mf-catalog');
  const count = Number(product.ratingCount ?? 0);
  const average = Number(product.ratingAverage ?? 0);
  if (!(count > 0 && average > 0)) return <p className={styles.rating} aria-hidden="true" />;
  const shown = average.toFixed(1);
  return (
    <p className={styles.rating} data-testid="card-rating">
      <span aria-hidden="true">
        <span className={styles.star}>★</span> {shown}{' '}
        <span className={styles.count}>({count})</span>
      </span>
      <span className="ui-visually-hidden">{t('card.rating', { average: shown, count })}</span>
    </p>
  );
}

/** Placeholder of a card while products load; same box as a card, so nothing moves. */
export function ProductCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true" data-testid="product-card-skeleton">
      <div className={`${styles.media} ui-skeleton`} />
      <div className={`${styles.lineWide} ui-skeleton`} />
      <div className={`${styles.lineShort} ui-skeleton`} />
      <div className={styles.rating} />
      <div className={`${styles.linePrice} ui-skeleton`} />
    </div>
  );
}
