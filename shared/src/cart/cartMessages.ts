import type { Locale } from '../locale';

/** Messages the cart itself shows (through a toast), in every shop language. */
export const CART_MESSAGES: Record<Locale, { currencyMismatch: string }> = {
  en: {
    currencyMismatch: 'There are items with different currencies in your cart. Please check again.',
  },
  zh: { currencyMismatch: '您的購物車中有不同幣別的商品，請再次確認。' },
  jp: { currencyMismatch: 'カート内に異なる通貨の商品があります。もう一度ご確認ください。' },
};
