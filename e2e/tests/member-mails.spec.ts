import { expect, test, type Locator, type Page } from '@playwright/test';
import { CMS_URL } from './support';
import { type CapturedMail, latestMail, linkIn, newMember, uniqueEmail } from './accounts';

/**
 * The mails of the member area, read from the content backend's captured mail: the welcome and
 * confirmation mail of a sign-up on the Japanese pages, and the password reset mail asked for on
 * the Chinese pages, each in the page's language with its link under the page's prefix.
 */

const field = (page: Page, label: string): Locator => page.getByLabel(label, { exact: true });
const header = (page: Page): Locator => page.locator('header[data-boundary="shell"]');

/** A plain-text part is text: no markup, so a link ends where its line ends. */
function expectPlainText(mail: CapturedMail) {
  expect(mail.text).toBeTruthy();
  expect(mail.text).not.toMatch(/<\/?[a-z][^>]*>/i);
}

async function newestMailId(email: string): Promise<string | undefined> {
  const res = await fetch(`${CMS_URL}/api/dev-mail/latest?to=${encodeURIComponent(email)}`);
  return res.ok ? ((await res.json()) as { data: CapturedMail }).data.id : undefined;
}

test('sign up on /jp: signed in at once, the Japanese mail confirms the address', async ({
  page,
}) => {
  const email = uniqueEmail('mails-jp');
  await page.goto('/jp/signup');
  await field(page, '名').fill('花子');
  await field(page, '姓').fill('山本');
  await field(page, 'メールアドレス').fill(email);
  await field(page, 'パスワード').fill('Oolong2026');
  await field(page, 'パスワード（確認）').fill('Oolong2026');
  await page.getByRole('button', { name: 'アカウントを作成' }).click();
  // signed in straight away: the member menu, and the shop is open to them
  await expect(header(page).getByRole('button', { name: '山本 様の会員メニュー' })).toBeVisible();

  // the member centre (reached through /jp/member) asks to confirm
  await page.goto('/jp/member');
  await expect(page).toHaveURL('/jp/member/account');
  const notice = page.getByTestId('confirm-email');
  await expect(notice).toContainText('メールアドレスのご確認をお願いします。');
  // a signed-in member opening the log-in page goes to the member centre
  await page.goto('/jp/login');
  await expect(page).toHaveURL('/jp/member/account');

  const mail = await latestMail(email, { where: (m) => /confirmation=/.test(m.text ?? '') });
  expect(mail.subject).toContain('リーフ＆ケトル茶舗');
  expect(mail.text).toContain('山本 様');
  expectPlainText(mail);
  const link = new URL(linkIn(mail, 'confirmation='));
  expect(link.pathname).toBe('/jp/email-confirmation');

  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.locator('[data-page="email-confirmation"]')).toContainText(
    'アカウントが有効化されました！',
  );
  await page.getByRole('link', { name: 'マイアカウントへ' }).click();
  await expect(page).toHaveURL('/jp/member/account');
  await expect(page.getByTestId('profile')).toContainText(email);
  await expect(notice).toHaveCount(0);

  // the link works once
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.locator('[data-page="email-confirmation"]')).toContainText(
    'リンクの有効期限が切れているか、既に使用されています',
  );
});

test('the reset mail asked for on /zh is in Chinese, its link under /zh', async ({ page }) => {
  const member = await newMember('mails-zh', { lastName: '陳' });
  const previous = await newestMailId(member.email);
  await page.goto('/zh/forgot-password');
  await field(page, '電子郵件').fill(member.email);
  await page.getByRole('button', { name: '寄送重設連結' }).click();
  await expect(page.getByRole('status').filter({ hasText: '重設密碼的連結已寄出' })).toBeVisible();

  const mail = await latestMail(member.email, { notId: previous });
  expect(mail.subject).toContain('重設您的密碼');
  expect(mail.text).not.toContain('We heard that you lost your password');
  expectPlainText(mail);
  const link = new URL(linkIn(mail, 'code='));
  expect(link.pathname).toBe('/zh/reset-password');

  await page.goto(`${link.pathname}${link.search}`);
  await field(page, '新密碼').fill('Hojicha2028');
  await field(page, '再次輸入新密碼').fill('Hojicha2028');
  await page.getByRole('button', { name: '儲存新密碼' }).click();
  await expect(page).toHaveURL('/zh/member/account');
});

test('/member answers with a redirect to the account page in every language', async ({
  request,
}) => {
  for (const prefix of ['', '/zh', '/jp']) {
    const res = await request.get(`${prefix}/member`, { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers().location).toBe(`${prefix}/member/account`);
  }
});
