import { paragraphs } from './email-change-mail';
import { escapeHtml } from './escape-html';
import { formatMoney, type Currency } from './money';
import type { ContentLocale } from './settings';

export interface SoldOutRefund {
  number: string;
  locale: ContentLocale;
  currency: Currency;
  refunded: number;
  /** names of the teas that sold out before the payment went through */
  soldOut: string[];
  orderUrl: string;
}

interface Words {
  shop: string;
  subject: (number: string) => string;
  greeting: string;
  soldOut: (number: string) => string;
  refunded: (amount: string) => string;
  order: string;
  closing: string;
}

const WORDS: Record<ContentLocale, Words> = {
  en: {
    shop: 'Leaf & Kettle Tea',
    subject: (n) => `Order ${n} canceled and refunded: sold out`,
    greeting: 'Hello,',
    soldOut: (n) =>
      `We are sorry: the last tins of these teas were sold while your payment for order ${n} ` +
      'was still going through, so we could not send them:',
    refunded: (amount) =>
      `We have canceled the order and refunded ${amount} in full to your card. ` +
      'Depending on your bank it can take 5 to 10 days to appear.',
    order: 'Your order:',
    closing: 'Warm regards,',
  },
  'zh-Hant': {
    shop: '葉與壺茶舖',
    subject: (n) => `訂單 ${n} 已取消並退款：商品已售完`,
    greeting: '您好：',
    soldOut: (n) =>
      `很抱歉，在您為訂單 ${n} 付款的過程中，以下茶品的最後庫存已售出，我們無法出貨：`,
    refunded: (amount) =>
      `我們已取消這筆訂單，並將 ${amount} 全額退回您的信用卡。依各銀行作業，約需 5 至 10 天入帳。`,
    order: '您的訂單：',
    closing: '敬上',
  },
  'ja-JP': {
    shop: 'リーフ＆ケトル茶舗',
    subject: (n) => `ご注文 ${n} のキャンセルと返金のお知らせ（在庫切れ）`,
    greeting: 'いつもご利用ありがとうございます。',
    soldOut: (n) =>
      `誠に申し訳ございません。ご注文 ${n} のお支払い手続き中に、以下のお茶の在庫が売り切れとなり、` +
      '発送することができなくなりました。',
    refunded: (amount) =>
      `ご注文をキャンセルし、${amount} をお支払いのカードへ全額返金いたしました。` +
      'カード会社により、反映まで 5〜10 日ほどかかる場合がございます。',
    order: 'ご注文内容：',
    closing: '今後ともよろしくお願いいたします。',
  },
};

/** The mail to a member whose paid order could not be kept because a tea sold out meanwhile. */
export function renderSoldOutRefund(refund: SoldOutRefund): {
  subject: string;
  text: string;
  html: string;
} {
  const w = WORDS[refund.locale] ?? WORDS.en;
  const amount = formatMoney(refund.refunded, refund.currency);
  const subject = `${w.subject(refund.number)} | ${w.shop}`;
  const text = [
    w.greeting,
    '',
    w.soldOut(refund.number),
    ...refund.soldOut.map((name) => `- ${name}`),
    '',
    w.refunded(amount),
    '',
    `${w.order} ${refund.orderUrl}`,
    '',
    w.closing,
    w.shop,
  ].join('\n');
  const html = paragraphs([
    escapeHtml(w.greeting),
    escapeHtml(w.soldOut(refund.number)),
    refund.soldOut.map((name) => `・${escapeHtml(name)}`).join('<br>'),
    escapeHtml(w.refunded(amount)),
    `${escapeHtml(w.order)} <a href="${escapeHtml(refund.orderUrl)}">${escapeHtml(refund.number)}</a>`,
    `${escapeHtml(w.closing)}<br>${escapeHtml(w.shop)}`,
  ]);
  return { subject, text, html };
}
