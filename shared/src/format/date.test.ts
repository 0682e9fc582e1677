import { formatDate, formatPrice } from './date';

describe('date and price formatting', () => {
  it('shows short month, day, year', () => {
    expect(formatDate('2026-11-21')).toBe('Nov 21, 2026');
    expect(formatDate('2026-11-21', 'jp')).toBe('Nov 21, 2026');
    expect(formatDate(new Date(2026, 0, 5))).toBe('Jan 5, 2026');
  });

  it('shows the invalid-date text for bad input', () => {
    expect(formatDate('not a date')).toBe('Invalid date');
    expect(formatDate('2026-02-31', 'zh')).toBe('無效日期');
    expect(formatDate(null, 'jp')).toBe('無効な日付');
  });

  it('formats prices with explicit currency', () => {
    expect(formatPrice(12.5, 'USD')).toBe('US$12.50');
    expect(formatPrice(450, 'TWD')).toBe('NT$450');
    expect(formatPrice(1800, 'JPY')).toMatch(/[¥￥]1,800/);
  });
});
