import { type Page, expect } from '@playwright/test';
import { LOCALES, signInBrowser } from './support';
import { type NewMember, cmsApi, newMember } from './accounts';
import { asEditor } from './editor';

/** Steps of the checkout journeys, shared by the desktop and phone suites. */

export type LocaleCode = (typeof LOCALES)[number]['locale'];

export const CONTENT_LOCALE = { en: 'en', zh: 'zh-Hant', jp: 'ja-JP' } as const;

export const TEXT = {
  en: {
    country: 'Country or region',
    firstName: 'First name',
    lastName: 'Last name',
    address: 'Address',
    city: 'City',
    state: 'State',
    zipCode: 'Zip code',
    phone: 'Phone',
    email: 'Email',
    agree: 'I have read and agree to the',
    card: 'Card number',
    expiry: 'Expiration date',
    cvc: 'Security code',
    success: 'Thank you for your order!',
    processing: 'Processing',
    paymentFailed: 'Your payment was not successful, please try again.',
    couponLabel: 'Discount code',
    couponApply: 'Apply',
    couponInvalid: 'Discount code application failed. Please re-enter.',
    couponRequired: 'Please enter your code',
    leave: 'Your checkout is still in progress. Are you sure you want to leave this page?',
    mailWord: 'Order',
  },
  zh: {
    country: '國家或地區',
    firstName: '名字',
    lastName: '姓氏',
    address: '地址',
    city: '城市',
    state: '州／縣市',
    zipCode: '郵遞區號',
    phone: '電話',
    email: '電子郵件',
    agree: '我已閱讀並同意',
    card: '卡號',
    expiry: '到期日',
    cvc: '安全碼',
    success: '感謝您的訂購！',
    processing: '處理中',
    paymentFailed: '付款未成功，請再試一次。',
    couponLabel: '折扣碼',
    couponApply: '套用',
    couponInvalid: '折扣碼套用失敗，請重新輸入。',
    couponRequired: '請輸入折扣碼',
    leave: '您的結帳尚未完成，確定要離開此頁面嗎？',
    mailWord: '訂單',
  },
  jp: {
    country: '国または地域',
    firstName: '名',
    lastName: '姓',
    address: '住所',
    city: '市区町村',
    state: '都道府県',
    zipCode: '郵便番号',
    phone: '電話番号',
    email: 'メールアドレス',
    agree: '次の内容を読み、同意します：',
    card: 'カード番号',
    expiry: '有効期限',
    cvc: 'セキュリティコード',
    success: 'ご注文ありがとうございます！',
    processing: '処理中',
    paymentFailed: 'お支払いが完了しませんでした。もう一度お試しください。',
    couponLabel: 'クーポンコード',
    couponApply: '適用',
    couponInvalid: 'クーポンコードを適用できませんでした。もう一度入力してください。',
    couponRequired: 'コードを入力してください',
    leave: 'ご注文手続きはまだ完了していません。このページを離れてもよろしいですか？',
    mailWord: '注文',
  },
} as const;

export const ADDRESS = {
  country: 'Taiwan',
  firstName: 'Mei',
  lastName: 'Chen',
  address: 'No. 12, Sec. 2, Dihua St.',
  city: 'Taipei',
  state: 'Datong District',
  zipCode: '103',
  phone: '+886 912 000 111',
};

export interface Product {
  documentId: string;
  name: string;
}

export interface OrderView {
  documentId: string;
  number: string;
  orderStatus: string;
  paymentStatus?: string;
  paymentMethod?: string | null;
  grandTotal: number;
}

export const field = (page: Page, label: string) =>
  page.locator('[data-page="checkout"]').getByLabel(label, { exact: true });

export async function firstTea(locale: LocaleCode): Promise<Product> {
  const { data } = await cmsApi<{ data: Product[] }>(
    `/products?locale=${CONTENT_LOCALE[locale]}&fields[0]=name&sort[0]=slug:asc&pagination[pageSize]=1`,
  );
  const tea = data.data[0];
  if (!tea) throw new Error('the catalogue needs a published tea');
  return tea;
}

export async function memberOrders(jwt: string): Promise<OrderView[]> {
  return (await cmsApi<{ data: OrderView[] }>('/orders?pageSize=50', { jwt })).data.data;
}

/**
 * The tea's stock covers `quantity` more: paid journeys keep what they buy, so the shop restocks a
 * tea running low, as its editors would (a count of null is never short).
 */
export async function restock(productId: string, quantity: number): Promise<void> {
  const url = `/content-manager/collection-types/api::product.product/${productId}?locale=en`;
  const { data } = await asEditor<{ data: { stock: number | null } }>(url);
  const stock = data.data.stock;
  if (stock === null || stock >= quantity + 10) return;
  const saved = await asEditor(url, { method: 'PUT', body: { stock: stock + 100 } });
  expect(saved.status).toBe(200);
}

/** A fresh member with two of a tea (or `quantity` of `productId`) in the cart, signed in on /checkout. */
export async function openCheckout(
  page: Page,
  locale: LocaleCode,
  options: { savedAddress?: boolean; productId?: string; quantity?: number } = {},
): Promise<{ member: NewMember; tea: Product; prefix: string }> {
  const prefix = LOCALES.find((l) => l.locale === locale)?.prefix ?? '';
  const member = await newMember(`checkout-${locale}`, { lastName: 'Chen' });
  if (options.savedAddress) {
    const saved = await cmsApi('/users/me', {
      method: 'PUT',
      jwt: member.jwt,
      body: { shippingAddress: { ...ADDRESS, apartment: '' } },
    });
    expect(saved.status).toBe(200);
  }
  const tea = await firstTea(locale);
  const productId = options.productId ?? tea.documentId;
  if (!options.productId) await restock(productId, options.quantity ?? 2);
  const cart = await cmsApi('/carts', {
    method: 'POST',
    jwt: member.jwt,
    body: { data: { items: [{ productId, quantity: options.quantity ?? 2 }], locale } },
  });
  expect(cart.status).toBeLessThan(300);
  await signInBrowser(page, member.jwt);
  await page.goto(`${prefix}/checkout`);
  await expect(page.getByTestId('pay-button')).toBeEnabled();
  return { member, tea, prefix };
}

export async function fillAddress(page: Page, locale: LocaleCode) {
  const t = TEXT[locale];
  await field(page, t.country).fill(ADDRESS.country);
  await field(page, t.firstName).fill(ADDRESS.firstName);
  await field(page, t.lastName).fill(ADDRESS.lastName);
  await field(page, t.address).fill(ADDRESS.address);
  await field(page, t.city).fill(ADDRESS.city);
  await field(page, t.state).fill(ADDRESS.state);
  await field(page, t.zipCode).fill(ADDRESS.zipCode);
  await field(page, t.phone).fill(ADDRESS.phone);
}

export async function fillCard(page: Page, locale: LocaleCode, number: string) {
  const t = TEXT[locale];
  const card = page.getByTestId('payment-element');
  await card.getByLabel(t.card).fill(number);
  await card.getByLabel(t.expiry).fill('12 / 34');
  await card.getByLabel(t.cvc).fill('123');
}

export async function agreeAndPay(page: Page, locale: LocaleCode) {
  await page.getByLabel(TEXT[locale].agree).check();
  await page.getByTestId('pay-button').click();
}
