import { paragraphs } from './email-change-mail';
import { trackingUrlOf } from './carriers';
import { escapeHtml } from './escape-html';
import { formatMoney, type Currency } from './money';
import type { ContentLocale } from './settings';

/** What happened to the order, as the member is told. */
export type OrderUpdate =
  | { kind: 'shipped'; carrier: string; trackingNumber: string }
  | { kind: 'canceled'; refunded: number }
  | { kind: 'refunded'; refunded: number; refundedTotal: number }
  /** paid after the teas sold out: canceled and refunded in full */
  | { kind: 'soldOut'; refunded: number; soldOut: string[] };

export interface OrderUpdateMail {
  number: string;
  locale: ContentLocale;
  currency: Currency;
  orderUrl: string;
  update: OrderUpdate;
}

interface Words {
  shop: string;
  greeting: string;
  order: string;
  closing: string;
  subject: Record<OrderUpdate['kind'], (number: string) => string>;
  shipped: (number: string, carrier: string, tracking: string) => string;
  track: string;
  canceled: (number: string) => string;
  refundedNote: (amount: string) => string;
  refunded: (amount: string, total: string) => string;
  soldOut: (number: string) => string;
}

const WORDS: Record<ContentLocale, Words> = {
  en: {
    shop: 'Leaf & Kettle Tea',
    greeting: 'Hello,',
    order: 'Your order:',
    closing: 'Warm regards,',
    subject: {
      shipped: (n) => `Order ${n} is on its way`,
      canceled: (n) => `Order ${n} canceled`,
      refunded: (n) => `Refund for order ${n}`,
      soldOut: (n) => `Order ${n} canceled and refunded: sold out`,
    },
    shipped: (n, carrier, tracking) =>
      `Your order ${n} has left our shop with ${carrier}. Tracking number: ${tracking}.`,
    track: 'Follow your parcel:',
    canceled: (n) => `We have canceled your order ${n}.`,
    refundedNote: (amount) =>
      `${amount} goes back to your card; depending on your bank it can take 5 to 10 days to appear.`,
    refunded: (amount, total) =>
      `We have refunded ${amount} to your card (${total} refunded on this order in all); ` +
      'depending on your bank it can take 5 to 10 days to appear.',
    soldOut: (n) =>
      `We are sorry: the last tins of these teas were sold while your payment for order ${n} ` +
      'was still going through, so we could not send them. We have canceled the order:',
  },
  'zh-Hant': {
    shop: '葉與壺茶舖',
    greeting: '您好：',
    order: '您的訂單：',
    closing: '敬上',
    subject: {
      shipped: (n) => `訂單 ${n} 已出貨`,
      canceled: (n) => `訂單 ${n} 已取消`,
      refunded: (n) => `訂單 ${n} 退款通知`,
      soldOut: (n) => `訂單 ${n} 已取消並退款：商品已售完`,
    },
    shipped: (n, carrier, tracking) =>
      `您的訂單 ${n} 已交由${carrier}配送，貨件追蹤號碼：${tracking}。`,
    track: '查詢貨件配送進度：',
    canceled: (n) => `我們已取消您的訂單 ${n}。`,
    refundedNote: (amount) => `${amount} 將退回您的信用卡，依各銀行作業約需 5 至 10 天入帳。`,
    refunded: (amount, total) =>
      `我們已將 ${amount} 退回您的信用卡（此訂單累計退款 ${total}），依各銀行作業約需 5 至 10 天入帳。`,
    soldOut: (n) =>
      `很抱歉，在您為訂單 ${n} 付款的過程中，以下茶品的最後庫存已售出，我們無法出貨，已取消這筆訂單：`,
  },
  'ja-JP': {
    shop: 'リーフ＆ケトル茶舗',
    greeting: 'いつもご利用ありがとうございます。',
    order: 'ご注文内容：',
    closing: '今後ともよろしくお願いいたします。',
    subject: {
      shipped: (n) => `ご注文 ${n} を発送いたしました`,
      canceled: (n) => `ご注文 ${n} のキャンセルについて`,
      refunded: (n) => `ご注文 ${n} の返金について`,
      soldOut: (n) => `ご注文 ${n} のキャンセルと返金のお知らせ（在庫切れ）`,
    },
    shipped: (n, carrier, tracking) =>
      `ご注文 ${n} の商品を${carrier}にて発送いたしました。お問い合わせ番号：${tracking}`,
    track: '配送状況はこちらからご確認いただけます：',
    canceled: (n) => `ご注文 ${n} をキャンセルいたしました。`,
    refundedNote: (amount) =>
      `${amount} をお支払いのカードへ返金いたします。カード会社により、反映まで 5〜10 日ほどかかる場合がございます。`,
    refunded: (amount, total) =>
      `${amount} をお支払いのカードへ返金いたしました（このご注文の返金額の合計：${total}）。` +
      'カード会社により、反映まで 5〜10 日ほどかかる場合がございます。',
    soldOut: (n) =>
      `誠に申し訳ございません。ご注文 ${n} のお支払い手続き中に、以下のお茶の在庫が売り切れとなったため、` +
      'ご注文をキャンセルいたしました。',
  },
};

/** The mail telling a member what happened to their order, in the order's language. */
export function renderOrderUpdate(mail: OrderUpdateMail): {
  subject: string;
  text: string;
  html: string;
} {
  const w = WORDS[mail.locale] ?? WORDS.en;
  const money = (amount: number) => formatMoney(amount, mail.currency);
  const { update } = mail;
  const body: string[] = [];
  let list: string[] = [];
  let tracking: { url: string; number: string } | null = null;
  switch (update.kind) {
    case 'shipped': {
      body.push(w.shipped(mail.number, update.carrier, update.trackingNumber));
      const url = trackingUrlOf(update.carrier, update.trackingNumber);
      if (url) tracking = { url, number: update.trackingNumber };
      break;
    }
    case 'canceled':
      body.push(w.canceled(mail.number));
      if (update.refunded > 0) body.push(w.refundedNote(money(update.refunded)));
      break;
    case 'refunded':
      body.push(w.refunded(money(update.refunded), money(update.refundedTotal)));
      break;
    case 'soldOut':
      body.push(w.soldOut(mail.number), w.refundedNote(money(update.refunded)));
      list = update.soldOut;
      break;
  }
  const [first, ...rest] = body;
  const subject = `${w.subject[update.kind](mail.number)} | ${w.shop}`;
  const text = [
    w.greeting,
    '',
    first ?? '',
    ...list.map((name) => `- ${name}`),
    ...rest.flatMap((line) => ['', line]),
    ...(tracking ? ['', `${w.track} ${tracking.url}`] : []),
    '',
    `${w.order} ${mail.orderUrl}`,
    '',
    w.closing,
    w.shop,
  ].join('\n');
  const html = paragraphs([
    escapeHtml(w.greeting),
    escapeHtml(first ?? ''),
    ...(list.length > 0 ? [list.map((name) => `・${escapeHtml(name)}`).join('<br>')] : []),
    ...rest.map(escapeHtml),
    ...(tracking
      ? [
          `${escapeHtml(w.track)} <a href="${escapeHtml(tracking.url)}">${escapeHtml(tracking.number)}</a>`,
        ]
      : []),
    `${escapeHtml(w.order)} <a href="${escapeHtml(mail.orderUrl)}">${escapeHtml(mail.number)}</a>`,
    `${escapeHtml(w.closing)}<br>${escapeHtml(w.shop)}`,
  ]);
  return { subject, text, html };
}
