import { carrierNames, trackingUrlOf } from './carriers';

describe('trackingUrlOf', () => {
  test('a known carrier, by its name or another spelling, links to its tracking page', () => {
    expect(trackingUrlOf('Japan Post', '1234-5678-9012')).toBe(
      'https://trackings.post.japanpost.jp/services/srv/search/direct?reqCodeNo1=123456789012&searchKind=S002&locale=ja',
    );
    expect(trackingUrlOf(' ヤマト運輸 ', '4321 0000 1111')).toBe(
      'https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number00=1&number01=432100001111',
    );
    expect(trackingUrlOf('dhl', 'JD0140000123')).toContain('tracking-id=JD0140000123');
    expect(trackingUrlOf('ＵＰＳ', '1Z999AA10123456784')).toBe(
      'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    );
  });

  test('an unknown carrier or a number that is not one gives no link', () => {
    expect(trackingUrlOf('Cat on a bicycle', 'ABC12345')).toBeNull();
    expect(trackingUrlOf('UPS', 'x"><script>')).toBeNull();
    expect(trackingUrlOf('UPS', '12')).toBeNull();
    expect(trackingUrlOf(null, '12345678')).toBeNull();
    expect(trackingUrlOf('UPS', undefined)).toBeNull();
  });

  test('the names offered to the staff are the ones that link', () => {
    for (const name of carrierNames()) expect(trackingUrlOf(name, 'AB123456')).not.toBeNull();
  });
});
