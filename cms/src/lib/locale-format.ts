/**
 * Dates, names and addresses in the order each language writes them, for what the cms writes
 * itself (mails). The storefront's twin is shared/ui/src/format (personName, postalAddress, date):
 * the cms cannot import it, so the same small rules live here, with the same test cases.
 */
import type { DeliveryAddress } from './address';
import type { ContentLocale } from './settings';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Time zone of the calendar a mail's date is read in, per language (the shop's customers'). */
const TIME_ZONE: Record<ContentLocale, string> = {
  en: 'UTC',
  'zh-Hant': 'Asia/Taipei',
  'ja-JP': 'Asia/Tokyo',
};

/**
 * 'Nov 26, 2026' in English, '2026年11月26日' in Chinese and Japanese. A date-only string
 * ('2026-11-26') is that calendar date; a moment is the date it was in the language's time zone.
 * Null for anything that is not a date.
 */
export function formatMailDate(
  value: string | number | Date | null | undefined,
  locale: ContentLocale,
): string | null {
  if (value === null || value === undefined || value === '') return null;
  let year: number;
  let month: number;
  let day: number;
  const calendar = typeof value === 'string' && /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (calendar) {
    [year, month, day] = [Number(calendar[1]), Number(calendar[2]), Number(calendar[3])];
    const check = new Date(Date.UTC(year, month - 1, day));
    if (check.getUTCMonth() !== month - 1) return null;
  } else {
    const date = value instanceof Date ? value : new Date(value);
    if (Number.isNaN(date.getTime())) return null;
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: TIME_ZONE[locale],
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    }).formatToParts(date);
    const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    [year, month, day] = [part('year'), part('month'), part('day')];
  }
  return locale === 'en' ? `${MONTHS[month - 1]} ${day}, ${year}` : `${year}年${month}月${day}日`;
}

type Address = Partial<Record<keyof DeliveryAddress, string | null>>;

const text = (value: string | null | undefined): string => (value ?? '').trim();

const join = (parts: Array<string | null | undefined>, separator: string): string =>
  parts.map(text).filter(Boolean).join(separator);

/** Given name first in English ('Taro Yamada'), family name first in Chinese and Japanese ('山田 太郎'). */
export function formatPersonName(name: Address, locale: ContentLocale): string {
  const parts = locale === 'en' ? [name.firstName, name.lastName] : [name.lastName, name.firstName];
  return join(parts, ' ');
}

/** The postal mark 〒 belongs to an address in Japan, not to every address on a Japanese page. */
const IN_JAPAN = /^(japan|jp|jpn|日本|日本国)$/i;
const inJapan = (country: string | null | undefined): boolean => IN_JAPAN.test(text(country));

/**
 * The lines of an address without name and phone. English, smallest first:
 * 'No. 128, Dihua St., 3F' / 'Taipei, Datong District 103' / 'Taiwan'. Japanese, postal code first
 * and largest first: '〒100-0001 東京都 千代田区' / '千代田1-1 2号室' / '日本' (the postal mark only for an
 * address in Japan); Chinese the same without the postal mark.
 */
export function formatPostalAddress(address: Address, locale: ContentLocale): string[] {
  const zip = text(address.zipCode);
  const lines =
    locale === 'en'
      ? [
          join([address.address, address.apartment], ', '),
          join([join([address.city, address.state], ', '), zip], ' '),
          text(address.country),
        ]
      : [
          join(
            [
              zip && locale === 'ja-JP' && inJapan(address.country) ? `〒${zip}` : zip,
              address.state,
              address.city,
            ],
            ' ',
          ),
          join([address.address, address.apartment], ' '),
          text(address.country),
        ];
  return lines.filter(Boolean);
}

/** A delivery address as shown on an order: the name, the address lines, then the phone. */
export function deliveryAddressLines(address: Address, locale: ContentLocale): string[] {
  return [
    formatPersonName(address, locale),
    ...formatPostalAddress(address, locale),
    text(address.phone),
  ].filter(Boolean);
}
