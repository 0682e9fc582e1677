import { formatPersonName } from './personName';
import { deliveryAddressLines, formatPostalAddress } from './postalAddress';

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

describe('formatPersonName', () => {
  it('puts the given name first in English', () => {
    expect(formatPersonName({ firstName: 'Taro', lastName: 'Yamada' }, 'en')).toBe('Taro Yamada');
  });

  it('puts the family name first in Japanese and Chinese', () => {
    expect(formatPersonName(TOKYO, 'jp')).toBe('山田 太郎');
    expect(formatPersonName({ firstName: '美玲', lastName: '林' }, 'zh')).toBe('林 美玲');
  });

  it('leaves out a missing part without stray spaces', () => {
    expect(formatPersonName({ firstName: ' Mei ', lastName: null }, 'jp')).toBe('Mei');
    expect(formatPersonName({}, 'en')).toBe('');
  });
});

describe('formatPostalAddress', () => {
  it('writes a Japanese address postal code first, largest first', () => {
    expect(formatPostalAddress(TOKYO, 'jp')).toEqual([
      '〒100-0001 東京都 千代田区',
      '千代田1-1 2号室',
      '日本',
    ]);
  });

  it('writes a Chinese address postal code first, without the Japanese postal mark', () => {
    expect(formatPostalAddress(TAIPEI, 'zh')).toEqual([
      '103 Taipei City Datong District',
      'No. 128, Sec. 1, Dihua St. 3F',
      'Taiwan',
    ]);
  });

  it('writes an English address street first, postal code after the state', () => {
    expect(formatPostalAddress(TAIPEI, 'en')).toEqual([
      'No. 128, Sec. 1, Dihua St., 3F',
      'Datong District, Taipei City 103',
      'Taiwan',
    ]);
  });

  it('puts the postal mark only before a postal code in Japan', () => {
    expect(formatPostalAddress(TAIPEI, 'jp')[0]).toBe('103 Taipei City Datong District');
    expect(formatPostalAddress({ ...TOKYO, country: 'Japan' }, 'jp')[0]).toBe(
      '〒100-0001 東京都 千代田区',
    );
  });

  it('skips empty parts', () => {
    expect(formatPostalAddress({ address: 'Dihua St.', city: 'Taipei' }, 'jp')).toEqual([
      'Taipei',
      'Dihua St.',
    ]);
    expect(formatPostalAddress({ address: 'Dihua St.', city: 'Taipei' }, 'en')).toEqual([
      'Dihua St.',
      'Taipei',
    ]);
  });
});

describe('deliveryAddressLines', () => {
  it('is the name, the address and the phone', () => {
    expect(deliveryAddressLines(TOKYO, 'jp')).toEqual([
      '山田 太郎',
      '〒100-0001 東京都 千代田区',
      '千代田1-1 2号室',
      '日本',
      '03-1234-5678',
    ]);
    expect(deliveryAddressLines(TAIPEI, 'en')[0]).toBe('Mei Lin');
    expect(deliveryAddressLines(TAIPEI, 'en').at(-1)).toBe('+886 912 345 678');
  });
});
