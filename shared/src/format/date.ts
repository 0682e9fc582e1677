import type { Locale } from '../locale';

export const INVALID_DATE_TEXT: Record<Locale, string> = {
  en: 'Invalid date',
  zh: '無效日期',
  jp: '無効な日付',
};

/**
 * Short month, day, year in English format ('Nov 21, 2026'), as the spec asks for every locale.
 * Date-only strings ('2026-11-21') are read as calendar dates, not shifted by the time zone.
 */
export function formatDate(
  value: string | number | Date | null | undefined,
  locale: Locale = 'en',
): string {
  if (value === null || value === undefined || value === '') return INVALID_DATE_TEXT[locale];
  let date: Date;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-').map(Number) as [number, number, number];
    date = new Date(Date.UTC(y, m - 1, d));
    if (date.getUTCMonth() !== m - 1) return INVALID_DATE_TEXT[locale];
    return new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(date);
  }
  date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return INVALID_DATE_TEXT[locale];
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(date);
}

const CURRENCY_LOCALE: Record<string, string> = { USD: 'en-US', TWD: 'zh-TW', JPY: 'ja-JP' };

/** 'US$12.50', 'NT$450', '￥1,800' — explicit currency, prices are tax included. */
export function formatPrice(amount: number, currency: string): string {
  const formatter = new Intl.NumberFormat(CURRENCY_LOCALE[currency] ?? 'en-US', {
    style: 'currency',
    currency,
    currencyDisplay: currency === 'USD' ? 'symbol' : 'narrowSymbol',
    maximumFractionDigits: currency === 'USD' ? 2 : 0,
    minimumFractionDigits: currency === 'USD' ? 2 : 0,
  });
  const text = formatter.format(amount);
  if (currency === 'USD' && text.startsWith('$')) return `US${text}`;
  if (currency === 'TWD' && !text.includes('NT')) return text.replace('$', 'NT$');
  return text;
}
