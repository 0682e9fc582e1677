import { renderOrderConfirmation, type MailOrder } from './order-mail';

const order: MailOrder = {
  number: 'TS-2026-000300',
  locale: 'en',
  currency: 'USD',
  items: [
    { name: 'Dragon Well', productFormat: 'Loose leaf, 50 g', quantity: 2, lineTotal: 36 },
    { name: 'Hojicha <roasted>', quantity: 1, lineTotal: 12.5 },
  ],
  itemsSubtotal: 48.5,
  shippingAndHandling: 6,
  discount: 4.85,
  grandTotal: 49.65,
  couponCode: 'WELCOME10',
  shippingMethodName: 'Standard delivery',
  paymentMethod: 'Visa •••• 4242',
  deliveryAddress: {
    country: 'Taiwan',
    firstName: 'Mei',
    lastName: 'Lin',
    address: 'No. 128, Sec. 1, Dihua St.',
    apartment: '3F',
    city: 'Taipei',
    state: 'Datong District',
    zipCode: '103',
    phone: '+886 912 345 678',
  },
  orderUrl: 'http://localhost:3000/member/orders/abc',
};

describe('renderOrderConfirmation', () => {
  test('English: number, lines, totals, address, payment', () => {
    const mail = renderOrderConfirmation(order);
    expect(mail.subject).toBe('Your order TS-2026-000300 is confirmed | Leaf & Kettle Tea');
    expect(mail.text).toContain('Dear Mei,');
    expect(mail.text).toContain('Order number: TS-2026-000300');
    expect(mail.text).toContain('- Dragon Well (Loose leaf, 50 g) × 2  US$36.00');
    expect(mail.text).toContain('Shipping & handling: US$6.00');
    expect(mail.text).toContain('Discount (WELCOME10): -US$4.85');
    expect(mail.text).toContain('Grand total: US$49.65');
    expect(mail.text).toContain('No. 128, Sec. 1, Dihua St., 3F');
    expect(mail.text).toContain('Payment method: Visa •••• 4242');
    expect(mail.text).toContain('View your order: http://localhost:3000/member/orders/abc');
    expect(mail.html).toContain('Hojicha &lt;roasted&gt; × 1');
    expect(mail.html).not.toContain('<roasted>');
  });

  test('Traditional Chinese and Japanese, free shipping, no discount', () => {
    const zh = renderOrderConfirmation({
      ...order,
      locale: 'zh-Hant',
      currency: 'TWD',
      items: [{ name: '龍井', quantity: 3, lineTotal: 1620 }],
      itemsSubtotal: 1620,
      shippingAndHandling: 0,
      discount: 0,
      grandTotal: 1620,
    });
    expect(zh.subject).toBe('您的訂單 TS-2026-000300 已確認 | 葉與壺茶舖');
    expect(zh.text).toContain('Lin Mei 您好：');
    expect(zh.text).toContain('運費: 免運');
    expect(zh.text).toContain('總計: NT$1,620');
    expect(zh.text).not.toContain('折扣');
    const jp = renderOrderConfirmation({ ...order, locale: 'ja-JP', currency: 'JPY' });
    expect(jp.subject).toBe('ご注文 TS-2026-000300 を承りました | リーフ＆ケトル茶舗');
    expect(jp.text).toContain('合計: ¥50');
    expect(jp.text).toContain('お届け先:');
  });
});

const TOKYO_ORDER: MailOrder = {
  ...order,
  locale: 'ja-JP',
  currency: 'JPY',
  placedAt: '2026-11-26T03:00:00.000Z',
  items: [{ name: '京都 ほうじ茶', quantity: 2, lineTotal: 17400 }],
  itemsSubtotal: 17400,
  shippingAndHandling: 0,
  discount: 0,
  grandTotal: 17400,
  deliveryAddress: {
    firstName: '太郎',
    lastName: '山田',
    country: '日本',
    zipCode: '100-0001',
    state: '東京都',
    city: '千代田区',
    address: '千代田1-1',
    apartment: '',
    phone: '03-1234-5678',
  },
  orderUrl: 'http://localhost:3000/jp/member/orders/abc',
};

/** Tags a mail's HTML part uses: none may be in the plain-text part. */
const HTML_TAG = /<\/?(p|br|a|div|table|tr|td|strong)\b[^>]*>/i;

describe('the plain-text part', () => {
  test.each(['en', 'zh-Hant', 'ja-JP'] as const)('%s: plain text, no HTML', (locale) => {
    const mail = renderOrderConfirmation({ ...order, locale, placedAt: '2026-11-26' });
    expect(mail.text).not.toMatch(HTML_TAG);
    expect(mail.text).not.toContain('&lt;');
    expect(mail.text).not.toContain('&amp;');
    expect(mail.html).toMatch(HTML_TAG);
    // the link stands alone at the end of its line: nothing a mail client could take into it
    expect(mail.text).toMatch(/ http:\/\/localhost:3000\/member\/orders\/abc$/m);
  });

  test('Japanese: the date, the name family name first, the postal code first, the phone', () => {
    const mail = renderOrderConfirmation(TOKYO_ORDER);
    expect(mail.text).toContain('山田 太郎 様');
    expect(mail.text).toContain('ご注文日: 2026年11月26日');
    expect(mail.text).toContain(
      [
        'お届け先:',
        '山田 太郎',
        '〒100-0001 東京都 千代田区',
        '千代田1-1',
        '日本',
        '03-1234-5678',
      ].join('\n'),
    );
    expect(mail.text).toContain('送料: 無料');
    expect(mail.text).toContain('合計: ¥17,400');
    expect(mail.text).not.toContain('￥');
    expect(mail.text).toContain('ご注文を確認する: http://localhost:3000/jp/member/orders/abc');
    expect(mail.html).toContain('ご注文日: 2026年11月26日');
    expect(mail.html).toContain('〒100-0001 東京都 千代田区<br>千代田1-1');
  });

  test('English and Chinese dates', () => {
    const placedAt = '2026-11-26T03:00:00.000Z';
    expect(renderOrderConfirmation({ ...order, placedAt }).text).toContain(
      'Order date: Nov 26, 2026',
    );
    expect(renderOrderConfirmation({ ...order, locale: 'zh-Hant', placedAt }).text).toContain(
      '訂購日期: 2026年11月26日',
    );
  });
});
