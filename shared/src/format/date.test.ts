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

describe('prices and dates written without Intl read exactly as Intl writes them', () => {
  /** The shop's price format through Intl, as it was made before the direct path. */
  function viaIntl(amount: number, currency: string): string {
    const locale = { USD: 'en-US', TWD: 'zh-TW', JPY: 'ja-JP' }[currency] ?? 'en-US';
    const digits = currency === 'USD' ? 2 : 0;
    const text = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: currency === 'USD' ? 'symbol' : 'narrowSymbol',
      maximumFractionDigits: digits,
      minimumFractionDigits: digits,
    }).format(amount);
    if (currency === 'USD' && text.startsWith('$')) return `US${text}`;
    if (currency === 'TWD' && !text.includes('NT')) return text.replace('$', 'NT$');
    return text;
  }

  it.each(['USD', 'TWD', 'JPY'])('%s', (currency) => {
    const amounts = [0, 1, 9.5, 12.5, 19.99, 100, 999, 1000, 1800, 12345.67, 1234567, 0.1 + 0.2];
    amounts.push(-5, 12.345, Number.NaN);
    for (const amount of amounts)
      expect(formatPrice(amount, currency)).toBe(viaIntl(amount, currency));
  });

  it('dates, in UTC for calendar dates and local time for moments', () => {
    const utc = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const local = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    });
    for (let day = 0; day < 800; day += 7) {
      const date = new Date(Date.UTC(2025, 0, 1 + day));
      expect(formatDate(date.toISOString().slice(0, 10))).toBe(utc.format(date));
      const moment = new Date(2025, 0, 1 + day, 23, 30);
      expect(formatDate(moment)).toBe(local.format(moment));
      expect(formatDate(moment.toISOString())).toBe(local.format(moment));
    }
  });
});
