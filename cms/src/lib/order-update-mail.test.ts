import { renderOrderUpdate } from './order-update-mail';

const shipped = (carrier: string, locale: 'en' | 'zh-Hant' | 'ja-JP' = 'ja-JP') =>
  renderOrderUpdate({
    number: 'TS-2026-0042',
    locale,
    currency: 'JPY',
    orderUrl: 'https://shop.example/jp/member/orders/abc',
    update: { kind: 'shipped', carrier, trackingNumber: '4321-0000-1111' },
  });

describe('the shipped mail', () => {
  test('names the carrier and number in the order language and links to the parcel', () => {
    const mail = shipped('ヤマト運輸');
    expect(mail.subject).toBe('ご注文 TS-2026-0042 を発送いたしました | リーフ＆ケトル茶舗');
    expect(mail.text).toContain('ヤマト運輸にて発送いたしました。お問い合わせ番号：4321-0000-1111');
    const url = 'https://toi.kuronekoyamato.co.jp/cgi-bin/tneko?number00=1&number01=432100001111';
    expect(mail.text).toContain(`配送状況はこちらからご確認いただけます： ${url}`);
    expect(mail.html).toContain(`<a href="${url.replace('&', '&amp;')}">4321-0000-1111</a>`);
  });

  test('in English and Chinese too', () => {
    expect(shipped('Japan Post', 'en').text).toContain('Follow your parcel: https://trackings.');
    expect(shipped('Japan Post', 'zh-Hant').text).toContain('查詢貨件配送進度： https://');
  });

  test('a carrier the shop does not know gets the number, without a link', () => {
    const mail = shipped('Neighbourhood courier', 'en');
    expect(mail.text).toContain('Tracking number: 4321-0000-1111.');
    expect(mail.text).not.toContain('Follow your parcel');
    expect(mail.html).not.toContain('Follow your parcel');
  });
});
