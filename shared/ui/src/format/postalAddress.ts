import type { Locale } from '@teashop/contracts';
import { formatPersonName } from './personName';
import type { Wire } from '@teashop/contracts';

/** An address as the content backend keeps it (its address component). */
export type PostalAddress = Omit<Wire.ShopAddress, 'id'>;

const text = (value: string | null | undefined): string => (value ?? '').trim();

/** The postal mark 〒 belongs to an address in Japan, not to every address on a Japanese page. */
const IN_JAPAN = /^(japan|jp|jpn|日本|日本国)$/i;
const inJapan = (country: string | null | undefined): boolean => IN_JAPAN.test(text(country));

const join = (parts: Array<string | null | undefined>, separator: string): string =>
  parts.map(text).filter(Boolean).join(separator);

/**
 * The lines of an address (without name and phone) in the order the page's language writes it.
 * English, smallest first: '1-1 Chiyoda, Room 2' / 'Chiyoda-ku, Tokyo 100-0001' / 'Japan'.
 * Japanese, postal code first and largest first: '〒100-0001 東京都 千代田区' / '千代田1-1 2号室' / '日本'
 * (the postal mark only for an address in Japan).
 * Chinese, the same without the postal mark: '103 臺北市 大同區' / '迪化街一段128號 3樓' / '台灣'.
 */
export function formatPostalAddress(address: PostalAddress, locale: Locale): string[] {
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
              zip && locale === 'jp' && inJapan(address.country) ? `〒${zip}` : zip,
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
export function deliveryAddressLines(address: PostalAddress, locale: Locale): string[] {
  return [
    formatPersonName(address, locale),
    ...formatPostalAddress(address, locale),
    text(address.phone),
  ].filter(Boolean);
}
