import {
  deliveryAddressLines,
  formatMailDate,
  formatPersonName,
  formatPostalAddress,
} from './locale-format';

// The same cases as the storefront's shared/ui/src/format/postalAddress.test.ts: both write alike.
const TOKYO = {
  firstName: '太郎',
  lastName: '山田',
  country: '日本',
  zipCode: '100-0001',
  state: '東京都',
  city: '千代田区',
  address: '千代田1-1',
  apartment: '2号室',
  phone: '03-1234-5678',
};

const TAIPEI = {
  firstName: 'Mei',
  lastName: 'Lin',
  country: 'Taiwan',
  zipCode: '103',
  state: 'Taipei City',
  city: 'Datong District',
  address: 'No. 128, Sec. 1, Dihua St.',
  apartment: '3F',
  phone: '+886 912 345 678',
};

describe('formatMailDate', () => {
  test('English short month, day, year; Chinese and Japanese year, month, day', () => {
    expect(formatMailDate('2026-11-26', 'en')).toBe('Nov 26, 2026');
    expect(formatMailDate('2026-11-26', 'zh-Hant')).toBe('2026年11月26日');
    expect(formatMailDate('2026-11-26', 'ja-JP')).toBe('2026年11月26日');
    expect(formatMailDate('2026-01-05', 'ja-JP')).toBe('2026年1月5日');
  });

  test("a moment is the date it was in the language's time zone", () => {
    // 16:30 UTC on the 25th is already the 26th in Tokyo and Taipei
    expect(formatMailDate('2026-11-25T16:30:00.000Z', 'ja-JP')).toBe('2026年11月26日');
    expect(formatMailDate('2026-11-25T16:30:00.000Z', 'zh-Hant')).toBe('2026年11月26日');
    expect(formatMailDate(new Date('2026-11-25T16:30:00.000Z'), 'en')).toBe('Nov 25, 2026');
  });

  test('nothing for what is not a date', () => {
    expect(formatMailDate('2026-02-31', 'en')).toBeNull();
    expect(formatMailDate('soon', 'ja-JP')).toBeNull();
    expect(formatMailDate(null, 'en')).toBeNull();
  });
});

describe('names and addresses', () => {
  test('the given name first in English, the family name first in Japanese and Chinese', () => {
    expect(formatPersonName({ firstName: 'Taro', lastName: 'Yamada' }, 'en')).toBe('Taro Yamada');
    expect(formatPersonName(TOKYO, 'ja-JP')).toBe('山田 太郎');
    expect(formatPersonName({ firstName: '美玲', lastName: '林' }, 'zh-Hant')).toBe('林 美玲');
    expect(formatPersonName({ firstName: ' Mei ', lastName: null }, 'ja-JP')).toBe('Mei');
  });

  test('a Japanese address: postal code first, largest first', () => {
    expect(formatPostalAddress(TOKYO, 'ja-JP')).toEqual([
      '〒100-0001 東京都 千代田区',
      '千代田1-1 2号室',
      '日本',
    ]);
  });

  test('the postal mark only before a postal code in Japan, also on a Japanese page', () => {
    expect(formatPostalAddress(TAIPEI, 'ja-JP')[0]?.startsWith('〒')).toBe(false);
    expect(formatPostalAddress({ ...TOKYO, country: 'Japan' }, 'ja-JP')[0]).toBe(
      '〒100-0001 東京都 千代田区',
    );
  });

  test('a Chinese address: postal code first, without the Japanese postal mark', () => {
    expect(formatPostalAddress(TAIPEI, 'zh-Hant')).toEqual([
      '103 Taipei City Datong District',
      'No. 128, Sec. 1, Dihua St. 3F',
      'Taiwan',
    ]);
  });

  test('an English address: street first, postal code after the state', () => {
    expect(formatPostalAddress(TAIPEI, 'en')).toEqual([
      'No. 128, Sec. 1, Dihua St., 3F',
      'Datong District, Taipei City 103',
      'Taiwan',
    ]);
    expect(formatPostalAddress({ address: 'Dihua St.', city: 'Taipei' }, 'en')).toEqual([
      'Dihua St.',
      'Taipei',
    ]);
  });

  test('a delivery address is the name, the address and the phone', () => {
    expect(deliveryAddressLines(TOKYO, 'ja-JP')).toEqual([
      '山田 太郎',
      '〒100-0001 東京都 千代田区',
      '千代田1-1 2号室',
      '日本',
      '03-1234-5678',
    ]);
  });
});
