import type { DeliveryAddress } from './address';
import { formatMoney, type Currency } from './money';
import { escapeHtml } from './escape-html';
import { deliveryAddressLines, formatMailDate, formatPersonName } from './locale-format';
import type { ContentLocale } from './settings';

/** What the confirmation mail shows of a paid order. */
export interface MailOrder {
  number: string;
  /** when the order was placed; shown in the language's calendar */
  placedAt?: string | Date | null;
  locale: ContentLocale;
  currency: Currency;
  items: Array<{ name: string; productFormat?: string; quantity: number; lineTotal: number }>;
  itemsSubtotal: number;
  shippingAndHandling: number;
  discount: number;
  grandTotal: number;
  couponCode?: string | null;
  shippingMethodName?: string | null;
  paymentMethod?: string | null;
  deliveryAddress: Partial<DeliveryAddress>;
  /** link to the order in the member area */
  orderUrl?: string;
}

interface Words {
  shop: string;
  subject: (number: string) => string;
  greeting: (name: string) => string;
  intro: string;
  order: string;
  placed: string;
  items: string;
  subtotal: string;
  shipping: string;
  free: string;
  discount: (code: string) => string;
  total: string;
  delivery: string;
  method: string;
  payment: string;
  view: string;
  closing: string;
}

const WORDS: Record<ContentLocale, Words> = {
  en: {
    shop: 'Leaf & Kettle Tea',
    subject: (n) => `Your order ${n} is confirmed`,
    greeting: (name) => (name ? `Dear ${name},` : 'Hello,'),
    intro: 'Thank you for your order. We have received your payment and are preparing your teas.',
    order: 'Order number',
    placed: 'Order date',
    items: 'Items',
    subtotal: 'Items subtotal',
    shipping: 'Shipping & handling',
    free: 'Free',
    discount: (code) => `Discount (${code})`,
    total: 'Grand total',
    delivery: 'Delivery address',
    method: 'Shipping method',
    payment: 'Payment method',
    view: 'View your order',
    closing: 'Warm regards,',
  },
  'zh-Hant': {
    shop: '葉與壺茶舖',
    subject: (n) => `您的訂單 ${n} 已確認`,
    greeting: (name) => (name ? `${name} 您好：` : '您好：'),
    intro: '感謝您的訂購。我們已收到您的付款，正在為您準備茶品。',
    order: '訂單編號',
    placed: '訂購日期',
    items: '商品',
    subtotal: '商品小計',
    shipping: '運費',
    free: '免運',
    discount: (code) => `折扣（${code}）`,
    total: '總計',
    delivery: '收件地址',
    method: '配送方式',
    payment: '付款方式',
    view: '查看訂單',
    closing: '敬祝 平安',
  },
  'ja-JP': {
    shop: 'リーフ＆ケトル茶舗',
    subject: (n) => `ご注文 ${n} を承りました`,
    greeting: (name) => (name ? `${name} 様` : 'お客様'),
    intro:
      'このたびはご注文いただきありがとうございます。お支払いを確認し、お茶のご用意を始めました。',
    order: 'ご注文番号',
    placed: 'ご注文日',
    items: 'ご注文商品',
    subtotal: '商品小計',
    shipping: '送料',
    free: '無料',
    discount: (code) => `割引（${code}）`,
    total: '合計',
    delivery: 'お届け先',
    method: '配送方法',
    payment: 'お支払い方法',
    view: 'ご注文を確認する',
    closing: '今後ともよろしくお願いいたします。',
  },
};

export function renderOrderConfirmation(order: MailOrder): {
  subject: string;
  text: string;
  html: string;
} {
  const w = WORDS[order.locale] ?? WORDS.en;
  const money = (amount: number) => formatMoney(amount, order.currency);
  // 'Dear Mei,' in English; the full name, family name first, in Chinese and Japanese
  const name =
    order.locale === 'en'
      ? (order.deliveryAddress.firstName ?? '').trim()
      : formatPersonName(order.deliveryAddress, order.locale);
  const placed = formatMailDate(order.placedAt, order.locale);

  const itemLabels = order.items.map((item) => {
    const label = item.productFormat ? `${item.name} (${item.productFormat})` : item.name;
    return `${label} × ${item.quantity}`;
  });
  const itemLines = order.items.map((item, i) => `${itemLabels[i]}  ${money(item.lineTotal)}`);
  const totals: Array<[string, string]> = [
    [w.subtotal, money(order.itemsSubtotal)],
    [w.shipping, order.shippingAndHandling === 0 ? w.free : money(order.shippingAndHandling)],
  ];
  if (order.discount > 0) {
    totals.push([w.discount(order.couponCode ?? ''), `-${money(order.discount)}`]);
  }
  totals.push([w.total, money(order.grandTotal)]);
  const address = deliveryAddressLines(order.deliveryAddress, order.locale);
  const details: Array<[string, string]> = [];
  if (order.shippingMethodName) details.push([w.method, order.shippingMethodName]);
  if (order.paymentMethod) details.push([w.payment, order.paymentMethod]);

  const subject = `${w.subject(order.number)} | ${w.shop}`;
  const text = [
    w.greeting(name),
    '',
    w.intro,
    '',
    `${w.order}: ${order.number}`,
    ...(placed ? [`${w.placed}: ${placed}`] : []),
    '',
    `${w.items}:`,
    ...itemLines.map((l) => `- ${l}`),
    '',
    ...totals.map(([label, value]) => `${label}: ${value}`),
    '',
    `${w.delivery}:`,
    ...address,
    ...(details.length ? ['', ...details.map(([label, value]) => `${label}: ${value}`)] : []),
    ...(order.orderUrl ? ['', `${w.view}: ${order.orderUrl}`] : []),
    '',
    w.closing,
    w.shop,
  ].join('\n');

  const row = (label: string, value: string, strong = false) =>
    `<tr><td style="padding:4px 12px 4px 0">${strong ? '<strong>' : ''}${escapeHtml(label)}${
      strong ? '</strong>' : ''
    }</td><td style="padding:4px 0;text-align:right">${strong ? '<strong>' : ''}${escapeHtml(
      value,
    )}${strong ? '</strong>' : ''}</td></tr>`;
  const html = [
    '<div style="font-family:sans-serif;max-width:560px;color:#2b2b2b">',
    `<p>${escapeHtml(w.greeting(name))}</p>`,
    `<p>${escapeHtml(w.intro)}</p>`,
    `<p>${escapeHtml(w.order)}: <strong>${escapeHtml(order.number)}</strong>${
      placed ? `<br>${escapeHtml(w.placed)}: ${escapeHtml(placed)}` : ''
    }</p>`,
    '<table style="border-collapse:collapse;width:100%">',
    ...order.items.map((item, i) => row(itemLabels[i] ?? item.name, money(item.lineTotal))),
    ...totals.map(([label, value], i) => row(label, value, i === totals.length - 1)),
    '</table>',
    `<p><strong>${escapeHtml(w.delivery)}</strong><br>${address.map(escapeHtml).join('<br>')}</p>`,
    ...details.map(([label, value]) => `<p>${escapeHtml(label)}: ${escapeHtml(value)}</p>`),
    ...(order.orderUrl
      ? [`<p><a href="${escapeHtml(order.orderUrl)}">${escapeHtml(w.view)}</a></p>`]
      : []),
    `<p>${escapeHtml(w.closing)}<br>${escapeHtml(w.shop)}</p>`,
    '</div>',
  ].join('\n');
  return { subject, text, html };
}
