import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { localizePath } from '@teashop/contracts';
import { authState, useShopQuery, type ShopQuery } from '@teashop/runtime';
import { useHydrated, formatDate, imageSource, navigate, showToast, useLocale } from '@teashop/ui';
import { fetchReviewEligibility } from '../../api/catalogApi';
import type { Review } from '../../api/types';
import { averageRating } from './rating';
import styles from './ProductDetail.module.css';

const ReviewForm = lazy(() => import('./ReviewForm'));

const STEP = 5;

/** Reviews just posted first, then the loaded ones (each once). */
export function mergeReviews(
  posted: readonly Review[],
  loaded: readonly Review[] | undefined,
): Review[] {
  const known = new Set(posted.map((r) => r.documentId));
  return [...posted, ...(loaded ?? []).filter((r) => !known.has(r.documentId))];
}

export function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation('mf-catalog');
  const full = Math.round(rating);
  return (
    <span className={styles.stars} role="img" aria-label={t('reviews.stars', { rating })}>
      <span aria-hidden="true">{'★'.repeat(full)}</span>
      <span aria-hidden="true" className={styles.starsEmpty}>
        {'★'.repeat(Math.max(0, 5 - full))}
      </span>
    </span>
  );
}

function ReviewItem({ review }: { review: Review }) {
  const { t } = useTranslation('mf-catalog');
  const locale = useLocale();
  const image = imageSource(review.image, 240, t('reviews.imageAlt', { name: review.publicName }));
  return (
    <li className={styles.review} data-testid="review">
      <Stars rating={review.rating} />
      <h3 className={styles.reviewHeadline}>{review.headline}</h3>
      <p className={styles.reviewMeta}>
        <span>{t('reviews.by', { name: review.publicName })}</span> ·{' '}
        <time dateTime={review.createdAt}>{formatDate(review.createdAt, locale)}</time>
        {review.verifiedPurchase ? (
          <>
            {' '}
            · <span className={styles.verified}>{t('reviews.verified')}</span>
          </>
        ) : null}
      </p>
      <p className={styles.reviewBody}>{review.body}</p>
      {image ? (
        <img
          className={styles.reviewImage}
          src={image.src}
          srcSet={image.srcSet}
          sizes="160px"
          width={image.width}
          height={image.height}
          alt={image.alt}
          loading="lazy"
        />
      ) : null}
    </li>
  );
}

/** Feedback of a product: average, count, the reviews, and "write a review" for members. */
export function Reviews({
  productId,
  loaded,
  posted,
  onPosted,
}: {
  productId: string;
  loaded: ShopQuery<Review[]>;
  posted: Review[];
  onPosted: (review: Review) => void;
}) {
  const { t } = useTranslation('mf-catalog');
  const locale = useLocale();
  const auth = useSnapshot(authState);
  // The server renders for everyone: the member's wording appears once the page is hydrated.
  const signedIn = useHydrated() && Boolean(auth.token);
  // Only members who received the tea may review it: asked once the member is known.
  const eligibility = useShopQuery(
    signedIn ? `review-eligibility|${productId}|${auth.user?.id ?? 'member'}` : null,
    (signal) => fetchReviewEligibility(productId, signal),
  );
  const [visible, setVisible] = useState(STEP);
  const [writing, setWriting] = useState(false);
  const reviews = mergeReviews(posted, loaded.data);
  const average = averageRating(reviews);

  const startWriting = () => {
    if (!auth.token) {
      const back = `${window.location.pathname}${window.location.search}`;
      navigate(`${localizePath('/login', locale)}?redirect=${encodeURIComponent(back)}`);
      return;
    }
    setWriting(true);
  };

  const onCreated = (review: Review) => {
    onPosted(review);
    setWriting(false);
    showToast(t('reviewForm.thanks'), 'success');
  };

  const defaultName = auth.user?.firstName || auth.user?.username || '';

  return (
    <section className={styles.section} aria-labelledby="catalog-reviews" data-testid="reviews">
      <h2 id="catalog-reviews">{t('reviews.title')}</h2>
      {loaded.loading ? (
        <div className={`${styles.reviewsSkeleton} ui-skeleton`} aria-hidden="true" />
      ) : loaded.error ? (
        <p role="alert">{t('reviews.loadError')}</p>
      ) : (
        <div className={styles.reviewSummary} data-testid="review-summary">
          {reviews.length > 0 ? (
            <>
              <Stars rating={average} />
              <strong>{t('reviews.average', { average: average.toFixed(1) })}</strong>
              <span>{t('reviews.count', { count: reviews.length })}</span>
            </>
          ) : (
            <span>{t('reviews.none')}</span>
          )}
        </div>
      )}
      {writing ? (
        <Suspense
          fallback={<div className={`${styles.reviewsSkeleton} ui-skeleton`} aria-hidden="true" />}
        >
          <ReviewForm
            productId={productId}
            defaultName={defaultName}
            onCreated={onCreated}
            onCancel={() => setWriting(false)}
          />
        </Suspense>
      ) : !signedIn ? (
        <button type="button" className="ui-button ui-button--secondary" onClick={startWriting}>
          {t('reviews.signInToWrite')}
        </button>
      ) : eligibility.data?.canReview === false ? (
        <p className={styles.reviewsNote} data-testid="review-eligibility">
          {t('reviews.onlyBuyers')}
        </p>
      ) : eligibility.data || eligibility.error ? (
        // on an error the button stays: the content backend decides when the review is sent
        <button type="button" className="ui-button ui-button--secondary" onClick={startWriting}>
          {t('reviews.write')}
        </button>
      ) : null}
      {reviews.length > 0 ? (
        <ul className={styles.reviewList}>
          {reviews.slice(0, visible).map((review) => (
            <ReviewItem key={review.documentId} review={review} />
          ))}
        </ul>
      ) : null}
      {reviews.length > visible ? (
        <button
          type="button"
          className="ui-button ui-button--ghost"
          onClick={() => setVisible((v) => v + STEP)}
        >
          {t('reviews.showMore')}
        </button>
      ) : null}
    </section>
  );
}
