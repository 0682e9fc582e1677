import type { Locale } from '@teashop/contracts';

export const INVALID_DATE_TEXT: Record<Locale, string> = {
  en: 'Invalid date',
  zh: '無效日期',
  jp: '無効な日付',
};

/** Intl formatters are slow to make (tens of milliseconds on a phone): each is made once. */
const formatters = new Map<string, Intl.NumberFormat>();

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A calendar date in the page's language: 'Nov 21, 2026' in English, '2026年11月21日' in Chinese and
 * Japanese, as Intl's en-US short date and zh-TW / ja-JP long date write them. Written out rather
 * than through Intl: the first Intl.DateTimeFormat of a page costs a phone about 10 ms of loading
 * locale data.
 */
function shortDate(date: Date, utc: boolean, locale: Locale): string {
  const [year, month, day] = utc
    ? [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()]
    : [date.getFullYear(), date.getMonth(), date.getDate()];
  if (locale === 'en') return `${MONTHS[month]} ${day}, ${year}`;
  return `${year}年${month + 1}月${day}日`;
}

/**
 * The date in the page's language ('Nov 21, 2026'; '2026年11月21日' in zh and jp).
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
    return shortDate(date, true, locale);
  }
  date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return INVALID_DATE_TEXT[locale];
  return shortDate(date, false, locale);
}

/** The shop's currencies: Intl's locale for each, and how it writes them (symbol, digits). */
const PRICE_STYLE: Record<string, { locale: string; symbol: string; digits: number }> = {
  USD: { locale: 'en-US', symbol: 'US$', digits: 2 },
  TWD: { locale: 'zh-TW', symbol: 'NT$', digits: 0 },
  // The half-width yen sign, as the shop's banner and mails write it (Intl's ja-JP writes '￥').
  JPY: { locale: 'ja-JP', symbol: '¥', digits: 0 },
};

/** A price already at its currency's precision, written with thousands separators; else null. */
function plainPrice(amount: number, currency: string): string | null {
  const style = PRICE_STYLE[currency];
  if (!style || !Number.isFinite(amount) || amount < 0) return null;
  const scaled = amount * 10 ** style.digits;
  if (Math.abs(scaled - Math.round(scaled)) > 1e-6 || scaled > Number.MAX_SAFE_INTEGER) return null;
  const [whole = '0', fraction] = amount.toFixed(style.digits).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${style.symbol}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/**
 * 'US$12.50', 'NT$450', '¥1,800' — explicit currency, prices are tax included. Prices of the shop's
 * currencies are written directly, as Intl writes them: a page's first Intl.NumberFormat costs a
 * phone about 50 ms of loading locale data, in the middle of hydration. Anything else goes to Intl.
 */
export function formatPrice(amount: number, currency: string): string {
  const plain = plainPrice(amount, currency);
  if (plain !== null) return plain;
  let formatter = formatters.get(currency);
  if (!formatter) {
    const digits = PRICE_STYLE[currency]?.digits ?? 0;
    formatter = new Intl.NumberFormat(PRICE_STYLE[currency]?.locale ?? 'en-US', {
      style: 'currency',
      currency,
      currencyDisplay: currency === 'USD' ? 'symbol' : 'narrowSymbol',
      maximumFractionDigits: digits,
      minimumFractionDigits: digits,
    });
    formatters.set(currency, formatter);
  }
  const text = formatter.format(amount);
  if (currency === 'USD' && text.startsWith('$')) return `US${text}`;
  if (currency === 'TWD' && !text.includes('NT')) return text.replace('$', 'NT$');
  return text.replace('￥', '¥');
}
