import type { Review } from '../../api/types';

/** Mean rating to one decimal; 0 without reviews. */
export function averageRating(reviews: readonly Pick<Review, 'rating'>[]): number {
  if (reviews.length === 0) return 0;
  const sum = reviews.reduce((total, r) => total + r.rating, 0);
  return Math.round((sum / reviews.length) * 10) / 10;
}
