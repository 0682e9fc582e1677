import { type Page, expect, test } from './fixtures';
import { LOCALES } from './support';
import { cmsApi, latestMail } from './accounts';
import {
  ADDRESS,
  TEXT,
  agreeAndPay,
  field,
  fillAddress,
  fillCard,
  memberOrders,
  openCheckout,
} from './checkoutSteps';

/*
 * Checkout journeys: a member with tea in the cart pays on /checkout through the offline Stripe
 * stand-in (same Stripe.js surface and REST API as Stripe's test mode, signed webhooks to the cms)
 * and lands on /complete. Totals, orders and the payment result are the server's.
 */

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
