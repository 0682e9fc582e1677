import { formatDate, formatPrice } from './date';

describe('date and price formatting', () => {
  it('shows short month, day, year in English', () => {
    expect(formatDate('2026-11-21')).toBe('Nov 21, 2026');
    expect(formatDate('2026-11-26', 'en')).toBe('Nov 26, 2026');
    expect(formatDate(new Date(2026, 0, 5))).toBe('Jan 5, 2026');
  });

  it('shows year, month, day in the page language in Chinese and Japanese', () => {
    expect(formatDate('2026-11-26', 'jp')).toBe('2026年11月26日');
    expect(formatDate('2026-11-26', 'zh')).toBe('2026年11月26日');
    expect(formatDate(new Date(2026, 0, 5), 'jp')).toBe('2026年1月5日');
    expect(formatDate(new Date(2026, 0, 5), 'zh')).toBe('2026年1月5日');
  });

  it('shows the invalid-date text for bad input', () => {
    expect(formatDate('not a date')).toBe('Invalid date');
    expect(formatDate('2026-02-31', 'zh')).toBe('無效日期');
    expect(formatDate(null, 'jp')).toBe('無効な日付');
  });

  it('formats prices with explicit currency', () => {
    expect(formatPrice(12.5, 'USD')).toBe('US$12.50');
    expect(formatPrice(450, 'TWD')).toBe('NT$450');
    expect(formatPrice(1800, 'JPY')).toBe('¥1,800');
  });

  it('writes the yen with the half-width sign, as the banner and the mails do', () => {
    for (const amount of [0, 8700, 17400, 1234567, -5, 12.5, Number.NaN]) {
      expect(formatPrice(amount, 'JPY')).not.toContain('￥');
    }
    expect(formatPrice(8700, 'JPY')).toBe('¥8,700');
    expect(formatPrice(17400, 'JPY')).toBe('¥17,400');
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
    return text.replace('￥', '¥');
  }

  it.each(['USD', 'TWD', 'JPY'])('%s', (currency) => {
    const amounts = [0, 1, 9.5, 12.5, 19.99, 100, 999, 1000, 1800, 12345.67, 1234567, 0.1 + 0.2];
    amounts.push(-5, 12.345, Number.NaN);
    for (const amount of amounts)
      expect(formatPrice(amount, currency)).toBe(viaIntl(amount, currency));
  });

  it.each([
    ['en', 'en-US', 'short'],
    ['zh', 'zh-TW', 'long'],
    ['jp', 'ja-JP', 'long'],
  ] as const)(
    'dates (%s), in UTC for calendar dates and local time for moments',
    (locale, intlLocale, month) => {
      const utc = new Intl.DateTimeFormat(intlLocale, {
        month,
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      });
      const local = new Intl.DateTimeFormat(intlLocale, { month, day: 'numeric', year: 'numeric' });
      for (let day = 0; day < 800; day += 7) {
        const date = new Date(Date.UTC(2025, 0, 1 + day));
        expect(formatDate(date.toISOString().slice(0, 10), locale)).toBe(utc.format(date));
        const moment = new Date(2025, 0, 1 + day, 23, 30);
        expect(formatDate(moment, locale)).toBe(local.format(moment));
        expect(formatDate(moment.toISOString(), locale)).toBe(local.format(moment));
      }
    },
  );
});
