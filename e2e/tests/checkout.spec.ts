import { type Page, expect, test } from '@playwright/test';
import { LOCALES, signInBrowser } from './support';
import { type NewMember, cmsApi, latestMail, newMember } from './accounts';

/*
 * Checkout journeys: a member with tea in the cart pays on /checkout through the offline Stripe
 * stand-in (same Stripe.js surface and REST API as Stripe's test mode, signed webhooks to the cms)
 * and lands on /complete. Totals, orders and the payment result are the server's.
 */

type LocaleCode = (typeof LOCALES)[number]['locale'];

const CONTENT_LOCALE = { en: 'en', zh: 'zh-Hant', jp: 'ja-JP' } as const;

const TEXT = {
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

const ADDRESS = {
  country: 'Taiwan',
  firstName: 'Mei',
  lastName: 'Chen',
  address: 'No. 12, Sec. 2, Dihua St.',
  city: 'Taipei',
  state: 'Datong District',
  zipCode: '103',
  phone: '+886 912 000 111',
};

interface Product {
  documentId: string;
  name: string;
}

interface OrderView {
  documentId: string;
  number: string;
  orderStatus: string;
  paymentStatus?: string;
  paymentMethod?: string | null;
  grandTotal: number;
}

const field = (page: Page, label: string) =>
  page.locator('[data-page="checkout"]').getByLabel(label, { exact: true });

async function firstTea(locale: LocaleCode): Promise<Product> {
  const { data } = await cmsApi<{ data: Product[] }>(
    `/products?locale=${CONTENT_LOCALE[locale]}&fields[0]=name&sort[0]=slug:asc&pagination[pageSize]=1`,
  );
  const tea = data.data[0];
  if (!tea) throw new Error('the catalogue needs a published tea');
  return tea;
}

async function memberOrders(jwt: string): Promise<OrderView[]> {
  return (await cmsApi<{ data: OrderView[] }>('/orders?pageSize=50', { jwt })).data.data;
}

/** A fresh member with two of a tea in the cart, signed in on /checkout. */
async function openCheckout(
  page: Page,
  locale: LocaleCode,
  options: { savedAddress?: boolean } = {},
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
  const cart = await cmsApi('/carts', {
    method: 'POST',
    jwt: member.jwt,
    body: { data: { items: [{ productId: tea.documentId, quantity: 2 }], locale } },
  });
  expect(cart.status).toBeLessThan(300);
  await signInBrowser(page, member.jwt);
  await page.goto(`${prefix}/checkout`);
  await expect(page.getByTestId('pay-button')).toBeEnabled();
  return { member, tea, prefix };
}

async function fillAddress(page: Page, locale: LocaleCode) {
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

async function fillCard(page: Page, locale: LocaleCode, number: string) {
  const t = TEXT[locale];
  const card = page.getByTestId('payment-element');
  await card.getByLabel(t.card).fill(number);
  await card.getByLabel(t.expiry).fill('12 / 34');
  await card.getByLabel(t.cvc).fill('123');
}

async function agreeAndPay(page: Page, locale: LocaleCode) {
  await page.getByLabel(TEXT[locale].agree).check();
  await page.getByTestId('pay-button').click();
}

async function purchaseEvents(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
        (e) => e.event === 'purchase',
      ).length,
  );
}

test.describe('checkout', () => {
  for (const { locale } of LOCALES) {
    const t = TEXT[locale];
    test(`pays by card and sees the order, an empty cart and the confirmation mail (${locale})`, async ({
      page,
    }) => {
      const { member, prefix } = await openCheckout(page, locale);
      await fillAddress(page, locale);
      await fillCard(page, locale, '4242 4242 4242 4242');
      const started = Date.now();
      await agreeAndPay(page, locale);

      await expect(page).toHaveURL(new RegExp(`${prefix}/complete\\?order=`));
      await expect(page.getByRole('heading', { name: t.success })).toBeVisible();
      test.info().annotations.push({
        type: 'pay-to-success-ms',
        description: String(Date.now() - started),
      });
      const number = (await page.getByTestId('order-number').textContent())?.trim() ?? '';
      expect(number).toMatch(/\S/);
      expect(await purchaseEvents(page)).toBe(1);

      // Reload: the same result, and the purchase is not counted twice.
      await page.reload();
      await expect(page.getByRole('heading', { name: t.success })).toBeVisible();
      await expect(page.getByTestId('order-number')).toHaveText(number);
      expect(await purchaseEvents(page)).toBe(0);

      const orders = await memberOrders(member.jwt);
      const order = orders.find((o) => o.number === number);
      expect(order).toMatchObject({ orderStatus: 'processing' });
      expect(order?.paymentMethod).toMatch(/4242/);

      const cart = await cmsApi<{ data: { items: unknown[] }[] }>('/carts', { jwt: member.jwt });
      expect(cart.data.data[0]?.items ?? []).toHaveLength(0);
      await expect(page.locator('#shell-cart-button')).not.toContainText(/[1-9]/);

      const mail = await latestMail(member.email, {
        where: (m) => `${m.subject ?? ''} ${m.text ?? ''}`.includes(number),
      });
      expect(`${mail.subject ?? ''}\n${mail.text ?? ''}`).toContain(t.mailWord);

      await page.goto(`${prefix}/member/orders`);
      const row = page.locator('[data-boundary="mf-member"]').getByText(number);
      await expect(row).toBeVisible();
    });
  }

  test('a declined card shows the message, keeps what was typed and pays nothing', async ({
    page,
  }) => {
    const { member } = await openCheckout(page, 'en');
    await fillAddress(page, 'en');
    await fillCard(page, 'en', '4000 0000 0000 0002');
    await agreeAndPay(page, 'en');
    await expect(page.getByRole('alert').filter({ hasText: TEXT.en.paymentFailed })).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(field(page, TEXT.en.city)).toHaveValue(ADDRESS.city);
    const orders = await memberOrders(member.jwt);
    expect(
      orders.filter((o) => o.paymentStatus === 'paid' || o.orderStatus === 'processing'),
    ).toEqual([]);

    // The same order is paid with another card afterwards: still one order.
    await fillCard(page, 'en', '4242 4242 4242 4242');
    await page.getByTestId('pay-button').click();
    await expect(page.getByRole('heading', { name: TEXT.en.success })).toBeVisible();
    expect((await memberOrders(member.jwt)).length).toBe(1);
  });

  test('3-D Secure: completing the check pays the order', async ({ page }) => {
    await openCheckout(page, 'en', { savedAddress: true });
    await fillCard(page, 'en', '4000 0025 0000 3155');
    await agreeAndPay(page, 'en');
    await page.getByRole('button', { name: 'Complete' }).click();
    await expect(page).toHaveURL(/\/complete\?order=/);
    await expect(page.getByRole('heading', { name: TEXT.en.success })).toBeVisible();
  });

  test('3-D Secure: failing the check shows the failure and a way to pay again', async ({
    page,
  }) => {
    const { member } = await openCheckout(page, 'jp', { savedAddress: true });
    await fillCard(page, 'jp', '4000 0025 0000 3155');
    await agreeAndPay(page, 'jp');
    await page.getByRole('button', { name: 'Fail' }).click();
    await expect(page).toHaveURL(/\/jp\/complete\?order=/);
    await expect(page.getByText(TEXT.jp.paymentFailed)).toBeVisible();
    await expect(page.getByRole('link', { name: 'もう一度支払う' })).toHaveAttribute(
      'href',
      '/jp/checkout',
    );
    const orders = await memberOrders(member.jwt);
    expect(orders.some((o) => o.orderStatus === 'processing')).toBe(false);
  });

  test('a saved address is prefilled; a good coupon lowers the total, a bad or empty one says so', async ({
    page,
  }) => {
    await openCheckout(page, 'zh', { savedAddress: true });
    const t = TEXT.zh;
    await expect(field(page, t.city)).toHaveValue(ADDRESS.city);
    const total = page.getByTestId('summary-total');
    const before = await total.textContent();

    await page.getByRole('button', { name: t.couponApply }).click();
    await expect(page.getByText(t.couponRequired)).toBeVisible();

    await page.getByLabel(t.couponLabel).fill('NO-SUCH-CODE');
    await page.getByRole('button', { name: t.couponApply }).click();
    await expect(page.getByText(t.couponInvalid)).toBeVisible();
    await expect(total).toHaveText(before ?? '');

    await page.getByLabel(t.couponLabel).fill('WELCOME10');
    await page.getByRole('button', { name: t.couponApply }).click();
    await expect(page.getByTestId('summary-discount')).toBeVisible();
    await expect(total).not.toHaveText(before ?? '');
  });

  test('an empty form shows every message and nothing is sent', async ({ page }) => {
    await openCheckout(page, 'en');
    const payments: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/checkout/payment')) payments.push(r.url());
    });
    await field(page, TEXT.en.email).fill('');
    await page.getByTestId('pay-button').click();
    for (const message of [
      'Please enter your email',
      'Please enter your country or region',
      'Please enter your first name',
      'Please enter your last name',
      'Please enter your address',
      'Please enter your city',
      'Please enter your state',
      'Please enter your zip code',
      'Please enter your phone number',
      'Please agree',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await field(page, TEXT.en.email).fill('not-an-email');
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    expect(payments).toEqual([]);
  });

  test('leaving a checkout in progress asks first, and staying keeps what was typed', async ({
    page,
  }) => {
    await openCheckout(page, 'en');
    await field(page, TEXT.en.city).fill('Tainan');
    const logo = page.locator('header[data-boundary="shell"] a[href="/"]').first();

    const messages: string[] = [];
    page.once('dialog', (dialog) => {
      messages.push(dialog.message());
      void dialog.dismiss();
    });
    await logo.click();
    await expect.poll(() => messages).toEqual([TEXT.en.leave]);
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(field(page, TEXT.en.city)).toHaveValue('Tainan');

    page.once('dialog', (dialog) => void dialog.accept());
    await logo.click();
    await expect(page).not.toHaveURL(/\/checkout$/);
  });
});
