import type { Locale } from '@teashop/contracts';

/** Messages the cart itself shows (through a toast), in every shop language. */
export const CART_MESSAGES: Record<
  Locale,
  { currencyMismatch: string; rateLimited: string; repriced: string }
> = {
  en: {
    currencyMismatch: 'There are items with different currencies in your cart. Please check again.',
    rateLimited: 'Your cart is changing too often. Your change is kept and will be saved shortly.',
    repriced: "Your cart's prices are now shown in US$.",
  },
  zh: {
    currencyMismatch: '您的購物車中有不同幣別的商品，請再次確認。',
    rateLimited: '購物車變更過於頻繁。您的變更已保留，稍後將自動儲存。',
    repriced: '購物車中的價格已改以新台幣（NT$）顯示。',
  },
  jp: {
    currencyMismatch: 'カート内に異なる通貨の商品があります。もう一度ご確認ください。',
    rateLimited: 'カートの変更が多すぎます。変更は保持され、まもなく保存されます。',
    repriced: 'カート内の価格を日本円（¥）で表示しています。',
  },
};
