import type { Browser } from '@playwright/test';
import { type Page, expect as shopExpect, test } from './fixtures';
import { latestMail } from './accounts';
import {
  TEXT,
  agreeAndPay,
  fillAddress,
  fillCard,
  memberOrders,
  openCheckout,
} from './checkoutSteps';
import { asEditor } from './editor';
import { CMS_URL } from './support';

/*
 * After the sale: a shop manager moves an order along in the cms admin panel, and the member sees
 * it on the order page and in the mail, in the order's language.
 */

const CMS = CMS_URL.replace(/\/$/, '');

// Strapi's edit view draws its side panels (the order's moves, a tea's stock) once its AI feature
// check is over: a 404 in the community edition, asked again 5 s later, so a panel can take over
// 10 s to show, and again after each move reloads the order.
const expect = shopExpect.configure({ timeout: 30_000 });
const PASSWORD = 'Manager12345';

/** A shop manager of the admin panel, invited by the first admin and registered: the address. */
async function shopManager(): Promise<string> {
  const roles = await asEditor<{ data: Array<{ id: number; code: string }> }>('/admin/roles');
  const role = roles.data.data.find((r) => r.code === 'shop-manager');
  if (!role) throw new Error('the cms has no shop-manager role');
  const email = `manager.${Date.now().toString(36)}@teashop.test`;
  const invited = await asEditor<{ data: { registrationToken: string } }>('/admin/users', {
    body: { firstname: 'Aiko', lastname: 'Manager', email, roles: [role.id] },
  });
  expect(invited.status).toBe(201);
  const registered = await fetch(`${CMS}/admin/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      registrationToken: invited.data.data.registrationToken,
      userInfo: { firstname: 'Aiko', lastname: 'Manager', password: PASSWORD },
    }),
  });
  expect(registered.status).toBe(200);
  return email;
}

/** A member's paid order in the Japanese shop, paid by card on /jp/checkout. */
async function paidJapaneseOrder(page: Page) {
  const { member } = await openCheckout(page, 'jp', { quantity: 1 });
  await fillAddress(page, 'jp');
  await fillCard(page, 'jp', '4242 4242 4242 4242');
  await agreeAndPay(page, 'jp');
  await expect(page.getByRole('heading', { name: TEXT.jp.success })).toBeVisible();
  const [order] = await memberOrders(member.jwt);
  if (!order) throw new Error('no order');
  return { member, order };
}

/** The shop manager's admin panel, signed in. */
async function staffSignedIn(browser: Browser, email: string) {
  const context = await browser.newContext({
    baseURL: CMS,
    viewport: { width: 1440, height: 1000 },
  });
  const admin = await context.newPage();
  await admin.goto('/admin/auth/login');
  await admin.getByLabel('Email').fill(email);
  await admin.getByLabel('Password').fill(PASSWORD);
  await admin.getByRole('button', { name: 'Login' }).click();
  await expect(admin).toHaveURL(/\/admin(\/)?$/);
  return admin;
}

/** The shop manager's admin panel, signed in, on the order's page. */
async function staffOnOrder(browser: Browser, email: string, documentId: string) {
  const admin = await staffSignedIn(browser, email);
  await admin.goto(`/admin/content-manager/collection-types/api::order.order/${documentId}`);
  await expect(admin.getByTestId('order-moves-status')).toContainText('processing');
  return admin;
}

/** A tea's document id and stock, as the shop shows it. */
async function teaOf(slug: string): Promise<{ documentId: string; stock: number }> {
  const res = await fetch(`${CMS}/api/products?filters[slug][$eq]=${slug}&locale=en`);
  const body = (await res.json()) as { data: Array<{ documentId: string; stock: number }> };
  const tea = body.data[0];
  if (!tea) throw new Error(`no tea ${slug}`);
  return tea;
}

test.describe('orders after the sale', () => {
  test('a shop manager ships an order with a tracking number, then refunds part of it; the member sees both on /jp/member/orders and gets the Japanese mail', async ({
    page,
    browser,
  }) => {
    const email = await shopManager();
    const { member, order } = await paidJapaneseOrder(page);
    const admin = await staffOnOrder(browser, email, order.documentId);
    try {
      const moves = admin.getByTestId('order-moves');
      await moves.getByRole('button', { name: 'Mark shipped' }).click();
      const dialog = admin.getByRole('alertdialog');
      // a tracking number is asked for, and what was typed stays
      await dialog.getByLabel('Carrier').fill('ヤマト運輸');
      await dialog.getByRole('button', { name: 'Mark shipped' }).click();
      await expect(dialog).toContainText('Please check the tracking number.');
      await expect(dialog.getByLabel('Carrier')).toHaveValue('ヤマト運輸');
      await dialog.getByLabel('Tracking number').fill('4912-3456-7890');
      // timed from the click to the member's page showing it (loaded fresh once the dialog closes)
      const shippedAt = Date.now();
      await dialog.getByRole('button', { name: 'Mark shipped' }).click();
      await expect(dialog).toBeHidden();
      await page.goto(`/jp/member/orders/${order.documentId}`);
      await expect(page.getByTestId('tracking-number')).toContainText('4912-3456-7890');
      const seenAfter = Date.now() - shippedAt;
      await expect(admin.getByTestId('order-moves-status')).toContainText('shipped');
      await expect(moves.getByRole('button', { name: 'Mark delivered' })).toBeVisible();
      await expect(moves.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

      const tracking = page.getByRole('link', { name: /ヤマト運輸のサイトで配送状況を確認/ });
      await expect(tracking).toHaveAttribute('href', /kuronekoyamato\.co\.jp.*491234567890/);
      await expect(tracking).toHaveAttribute('target', '_blank');
      await expect(page.getByTestId('order-timeline')).toContainText(
        'ヤマト運輸にて発送（お問い合わせ番号 4912-3456-7890）',
      );
      test.info().annotations.push({
        type: 'mark shipped → member page',
        description: `${seenAfter} ms`,
      });
      const mail = await latestMail(member.email, {
        where: (m) => String(m.subject).includes('発送'),
      });
      expect(mail.subject).toContain(`ご注文 ${order.number} を発送いたしました`);
      expect(mail.text).toContain('お問い合わせ番号：4912-3456-7890');
      expect(mail.text).toContain(String(await tracking.getAttribute('href')));

      // part of the order is refunded (a dented tin): the member sees what came back
      await expect(moves.getByRole('button', { name: 'Refund' })).toBeVisible();
      await moves.getByRole('button', { name: 'Refund' }).click();
      await dialog.getByLabel(/Amount/).fill('500');
      await dialog
        .getByLabel("Reason (for the order's history, not shown to the member)")
        .fill('a dented tin');
      await dialog.getByRole('button', { name: 'Refund' }).click();
      await expect(dialog).toBeHidden();
      await expect(admin.getByTestId('order-moves')).toContainText('Refunded ¥500');
      await page.reload();
      await expect(page.getByTestId('refunded-total')).toHaveText('-¥500');
      await expect(page.getByTestId('order-timeline')).toContainText('¥500 を返金');
      await expect(page.getByTestId('order-timeline')).not.toContainText('dented');
    } finally {
      await admin.context().close();
    }
  });

  test('a shop manager adjusts a tea’s stock with a reason; the product list shows it low', async ({
    browser,
  }) => {
    const email = await shopManager();
    const tea = await teaOf('liu-bao');
    const admin = await staffSignedIn(browser, email);
    try {
      await admin.goto(
        `/admin/content-manager/collection-types/api::product.product/${tea.documentId}?plugins[i18n][locale]=en`,
      );
      const panel = admin.getByTestId('product-stock');
      await expect(panel.getByTestId('stock-cell')).toContainText(String(tea.stock));
      await panel.getByRole('button', { name: 'Adjust stock' }).click();
      const dialog = admin.getByRole('alertdialog');
      // more than is left is refused, and what was typed stays
      await dialog.getByLabel('Change').fill(String(-(tea.stock + 1)));
      await dialog.getByLabel('Reason').fill('Stocktake: dented tins set aside');
      await expect(dialog).toContainText(`At most ${tea.stock} can be taken away.`);
      await dialog.getByRole('button', { name: 'Adjust stock' }).click();
      await expect(dialog).toContainText(
        `Only ${tea.stock} left: at most ${tea.stock} can be taken away.`,
      );
      await expect(dialog.getByLabel('Reason')).toHaveValue('Stocktake: dented tins set aside');
      await dialog.getByLabel('Change').fill(String(-(tea.stock - 3)));
      await expect(dialog).toContainText('After this change: 3.');
      await dialog.getByRole('button', { name: 'Adjust stock' }).click();
      await expect(dialog).toBeHidden();
      await expect(panel.getByTestId('stock-cell')).toHaveAttribute('data-level', 'low');
      await expect(panel.getByTestId('stock-changes')).toContainText(
        `${-(tea.stock - 3)} → 3 · Stocktake: dented tins set aside`,
      );
      expect((await teaOf('liu-bao')).stock).toBe(3);

      await admin.goto(
        '/admin/content-manager/collection-types/api::product.product?page=1&pageSize=10&plugins[i18n][locale]=en&_q=Liu%20Bao',
      );
      const row = admin.getByRole('row', { name: /Liu Bao/ });
      await expect(row.getByTestId('stock-cell')).toHaveAttribute('data-level', 'low');
      await expect(row).toContainText('Low');

      // the order list shows what a manager scans for
      await admin.goto(
        '/admin/content-manager/collection-types/api::order.order?page=1&pageSize=10',
      );
      await expect(admin.locator('thead')).toContainText(/Number.*Status.*Payment.*Placed.*Total/);
    } finally {
      await admin.context().close();
      await asEditor(`/shop/products/${tea.documentId}/stock`, {
        body: { change: tea.stock - 3, reason: 'Back after the stock journey' },
      });
    }
  });
});
