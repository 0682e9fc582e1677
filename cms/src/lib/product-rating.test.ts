import { NO_RATING, ratingFrom, sameRating } from './product-rating';

describe('product rating', () => {
  test('average of the reviews, two decimals; nothing without reviews', () => {
    expect(ratingFrom(0, 0)).toEqual(NO_RATING);
    expect(ratingFrom(1, 4)).toEqual({ ratingAverage: 4, ratingCount: 1 });
    expect(ratingFrom(3, 13)).toEqual({ ratingAverage: 4.33, ratingCount: 3 });
    expect(ratingFrom(3, 14)).toEqual({ ratingAverage: 4.67, ratingCount: 3 });
    expect(ratingFrom(Number.NaN, 3)).toEqual(NO_RATING);
  });

  test('stored values compare as either database answers them; NULL is always stale', () => {
    const rating = { ratingAverage: 4.33, ratingCount: 3 };
    expect(sameRating({ ratingAverage: '4.33', ratingCount: 3 }, rating)).toBe(true);
    expect(sameRating({ ratingAverage: 4.333333, ratingCount: '3' }, rating)).toBe(true);
    expect(sameRating({ ratingAverage: 4.33, ratingCount: 2 }, rating)).toBe(false);
    expect(sameRating({ ratingAverage: 4.5, ratingCount: 3 }, rating)).toBe(false);
    expect(sameRating({ ratingAverage: null, ratingCount: 0 }, NO_RATING)).toBe(false);
    expect(sameRating({ ratingAverage: 0, ratingCount: null }, NO_RATING)).toBe(false);
    expect(sameRating({ ratingAverage: '0.00', ratingCount: 0 }, NO_RATING)).toBe(true);
  });
});
