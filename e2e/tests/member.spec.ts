import { type Locator, type Page, expect, test } from './fixtures';
import { CMS_URL, DEMO, LOCALES, apiLogin, signInBrowser } from './support';
import { requireStandIn } from '../support/standIns';
import { type CapturedMail, latestMail, linkIn, newMember, uniqueEmail } from './accounts';

/*
 * Member journeys: log in, sign up, e-mail confirmation, password reset through the mail the
 * content backend captures (GET /api/dev-mail/latest?to=), the member centre, logout and
 * third-party login through the offline OAuth stand-in (e2e/standins/oauth).
 */

type LocaleCode = (typeof LOCALES)[number]['locale'];

const TEXT = {
  en: {
    login: 'Log in',
    email: 'Email',
    password: 'Password',
    wrongPassword: 'The email or password is incorrect.',
    createAccount: 'Create account',
    firstName: 'First name',
    lastName: 'Last name',
    again: 'Re-enter password',
    emailRequired: 'Please enter your email',
    emailInvalid: 'Please enter a valid email address',
    passwordRequired: 'Please enter your password',
    rule: 'Password must be 6+ characters, letters and numbers.',
    againRequired: 'Re-entered password is required',
    mismatch: 'Password is not same as re-entered password',
    checkEmail: 'Check your email',
    activated: 'Your account has been activated!',
    missing: 'Missing required verification code parameter.',
    invalid: 'Invalid verification link',
    expired: 'The link has expired or has already been used',
    resendLink: 'Send a new link',
    statuses: ['Pending', 'Processing', 'Shipped', 'Canceled', 'Completed'],
    refunded: 'Refunded',
    next: 'Next',
    edit: 'Edit',
    save: 'Save',
    saved: 'Your account has been saved.',
    phone: 'Phone',
    currentPassword: 'Current password',
    newPassword: 'New password',
    newAgain: 'Re-enter new password',
    changePassword: 'Change password',
    passwordChanged: 'Your password has been changed.',
    sameAsCurrent: 'New password should be different from the current password.',
    forgotSubmit: 'Send reset link',
    forgotSent: 'a password reset link is on its way',
    resetSubmit: 'Save new password',
    memberMenu: (name: string) => `Member menu for ${name}`,
    memberCenter: 'Member Center',
    logout: 'Logout',
    notFound: '404 - Page Not Found',
    continueWith: 'Continue with Teaid',
  },
  zh: {
    login: '登入',
    email: '電子郵件',
    password: '密碼',
    wrongPassword: '電子郵件或密碼不正確。',
    createAccount: '建立帳戶',
    firstName: '名字',
    lastName: '姓氏',
    again: '再次輸入密碼',
    emailRequired: '請輸入您的電子郵件',
    emailInvalid: '請輸入有效的電子郵件地址',
    passwordRequired: '請輸入您的密碼',
    rule: '密碼需為 6 個字元以上，並包含英文字母與數字。',
    againRequired: '請再次輸入密碼',
    mismatch: '兩次輸入的密碼不一致',
    checkEmail: '請查看您的信箱',
    activated: '您的帳戶已成功啟用！',
    missing: '缺少必要的驗證碼參數。',
    invalid: '驗證連結無效',
    expired: '此連結已過期或已被使用',
    resendLink: '寄送新連結',
    statuses: ['待處理', '處理中', '已出貨', '已取消', '已完成'],
    refunded: '已退款',
    next: '下一頁',
    edit: '編輯',
    save: '儲存',
    saved: '帳戶資料已儲存。',
    phone: '電話',
    currentPassword: '目前密碼',
    newPassword: '新密碼',
    newAgain: '再次輸入新密碼',
    changePassword: '變更密碼',
    passwordChanged: '密碼已變更。',
    sameAsCurrent: '新密碼不可與目前密碼相同。',
    forgotSubmit: '寄送重設連結',
    forgotSent: '重設密碼的連結已寄出',
    resetSubmit: '儲存新密碼',
    memberMenu: (name: string) => `${name} 的會員選單`,
    memberCenter: '會員中心',
    logout: '登出',
    notFound: '404 - 找不到頁面',
    continueWith: '使用 Teaid 繼續',
  },
  jp: {
    login: 'ログイン',
    email: 'メールアドレス',
    password: 'パスワード',
    wrongPassword: 'メールアドレスまたはパスワードが正しくありません。',
    createAccount: 'アカウントを作成',
    firstName: '名',
    lastName: '姓',
    again: 'パスワード（確認）',
    emailRequired: 'メールアドレスを入力してください',
    emailInvalid: '有効なメールアドレスを入力してください',
    passwordRequired: 'パスワードを入力してください',
    rule: 'パスワードは英字と数字を含む6文字以上で入力してください。',
    againRequired: '確認用パスワードは必須です',
    mismatch: 'パスワードと確認用パスワードが一致しません',
    checkEmail: 'メールをご確認ください',
    activated: 'アカウントが有効化されました！',
    missing: '必要な確認コードのパラメータがありません。',
    invalid: '無効な確認リンクです',
    expired: 'リンクの有効期限が切れているか、既に使用されています',
    resendLink: '新しいリンクを送信',
    statuses: ['保留中', '処理中', '発送済み', 'キャンセル済み', '完了'],
    refunded: '返金済み',
    next: '次へ',
    edit: '編集',
    save: '保存',
    saved: 'アカウント情報を保存しました。',
    phone: '電話番号',
    currentPassword: '現在のパスワード',
    newPassword: '新しいパスワード',
    newAgain: '新しいパスワード（確認）',
    changePassword: 'パスワードを変更',
    passwordChanged: 'パスワードを変更しました。',
    sameAsCurrent: '新しいパスワードは現在のパスワードと異なるものにしてください。',
    forgotSubmit: '再設定リンクを送信',
    forgotSent: 'パスワード再設定リンクを送信しました',
    resetSubmit: '新しいパスワードを保存',
    memberMenu: (name: string) => `${name} 様の会員メニュー`,
    memberCenter: '会員センター',
    logout: 'ログアウト',
    notFound: '404 - ページが見つかりません',
    continueWith: 'Teaid で続行',
  },
} as const;

/** The demo member's seeded orders, newest first. */
const DEMO_ORDERS = [
  ['TS-2026-000261', 'Nov 20, 2026'],
  ['TS-2026-000256', 'Nov 17, 2026'],
  ['TS-2026-000245', 'Nov 12, 2026'],
  ['TS-2026-000187', 'Jul 19, 2026'],
  ['TS-2026-000123', 'May 2, 2026'],
] as const;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** An English date ('Nov 20, 2026') as the page's language writes it ('2026年11月20日'). */
function dateIn(locale: LocaleCode, english: string): string {
  if (locale === 'en') return english;
  const [, month = '', day, year] = /^(\w{3}) (\d+), (\d{4})$/.exec(english) ?? [];
  return `${year}年${MONTHS.indexOf(month) + 1}月${day}日`;
}

/** Registers a member through the API; confirms the e-mail from the captured mail when needed. */
async function registerMember(lastName: string, password = 'Oolong2026') {
  const { email } = await newMember('member', { lastName, password });
  return { email, password, lastName };
}

const field = (page: Page, label: string): Locator => page.getByLabel(label, { exact: true });
const header = (page: Page): Locator => page.locator('header[data-boundary="shell"]');

async function logIn(page: Page, t: (typeof TEXT)[LocaleCode], email: string, password: string) {
  await field(page, t.email).fill(email);
  await field(page, t.password).fill(password);
  await page
    .locator('[data-page="login"]')
    .getByRole('button', { name: t.login, exact: true })
    .click();
}

async function authCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((c) => c.name === 'teashop_jwt')?.value;
}

async function logOutFromHeader(page: Page, t: (typeof TEXT)[LocaleCode], lastName: string) {
  await header(page)
    .getByRole('button', { name: t.memberMenu(lastName) })
    .click();
  await header(page).getByRole('button', { name: t.logout, exact: true }).click();
}

for (const { locale, prefix } of LOCALES) {
  const t = TEXT[locale];
  const home = prefix || '/';

  test.describe(`member (${locale})`, () => {
    test('a wrong password shows a message and keeps the email', async ({ page }) => {
      await page.goto(`${prefix}/login`);
      await logIn(page, t, DEMO.email, 'NotThePassword1');
      await expect(page.getByTestId('form-error')).toHaveText(t.wrongPassword);
      await expect(field(page, t.email)).toHaveValue(DEMO.email);
      await expect(page).toHaveURL(new RegExp(`${prefix}/login$`));
      expect(await authCookie(page)).toBeUndefined();
    });

    test('login form validation', async ({ page }) => {
      await page.goto(`${prefix}/login`);
      await page
        .locator('[data-page="login"]')
        .getByRole('button', { name: t.login, exact: true })
        .click();
      await expect(page.getByText(t.emailRequired, { exact: true })).toBeVisible();
      await expect(page.getByText(t.passwordRequired, { exact: true })).toBeVisible();
      await field(page, t.email).fill('demo@');
      await page
        .locator('[data-page="login"]')
        .getByRole('button', { name: t.login, exact: true })
        .click();
      await expect(page.getByText(t.emailInvalid, { exact: true })).toBeVisible();
    });

    test('anonymous /member/orders goes to log in and back; orders newest first with paging', async ({
      page,
    }) => {
      await page.goto(`${prefix}/member/orders`);
      await expect(page).toHaveURL(
        `${prefix}/login?redirect=${encodeURIComponent(`${prefix}/member/orders`)}`,
      );
      await logIn(page, t, DEMO.email, DEMO.password);
      await expect(page).toHaveURL(`${prefix}/member/orders`);
      await expect(header(page).getByRole('button', { name: t.memberMenu('Lin') })).toBeVisible();

      const rows = page.getByTestId('orders').locator('tbody tr');
      await expect(rows).toHaveCount(5);
      for (const [index, [number, date]] of DEMO_ORDERS.entries()) {
        const row = rows.nth(index);
        await expect(row).toContainText(number);
        await expect(row.getByTestId('order-date')).toHaveText(dateIn(locale, date));
        await expect(row).toContainText(t.statuses[index] as string);
      }
      await page.getByRole('link', { name: t.next }).click();
      await expect(page).toHaveURL(`${prefix}/member/orders?page=2`);
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText('TS-2026-000101');
      await expect(rows.first()).toContainText(dateIn(locale, 'Mar 14, 2026'));
      await expect(rows.first()).toContainText(t.refunded);

      // Keyboard activation: the pointer would cross the header's hover menus.
      await rows.first().getByRole('link').press('Enter');
      await expect(page.getByTestId('order')).toContainText('TS-2026-000101');
      await expect(page.getByTestId('tracking-number')).toHaveText('TWB2026031400418');
    });

    test("another member's order id shows not-found, never the order", async ({ page }) => {
      const demoJwt = await apiLogin(DEMO.email, DEMO.password);
      const res = await fetch(`${CMS_URL}/api/orders?page=1&pageSize=1`, {
        headers: { Authorization: `Bearer ${demoJwt}` },
      });
      const theirs = ((await res.json()) as { data: { documentId: string; number: string }[] })
        .data[0];
      expect(theirs?.number).toBe('TS-2026-000261');
      const other = await registerMember(`Other${locale.toUpperCase()}`);

      const target = `${prefix}/member/orders/${theirs?.documentId}`;
      await page.goto(target);
      await expect(page).toHaveURL(`${prefix}/login?redirect=${encodeURIComponent(target)}`);
      await logIn(page, t, other.email, other.password);
      await expect(page).toHaveURL(target);
      await expect(page.getByRole('heading', { name: t.notFound })).toBeVisible();
      await expect(page.getByText(theirs?.number as string)).toHaveCount(0);
      await expect(page.getByTestId('order')).toHaveCount(0);
    });

    test('sign-up validation messages', async ({ page }) => {
      await page.goto(`${prefix}/signup`);
      const submit = page.getByRole('button', { name: t.createAccount });
      await submit.click();
      await expect(page.getByText(t.emailRequired, { exact: true })).toBeVisible();
      await expect(page.getByText(t.passwordRequired, { exact: true })).toBeVisible();
      await expect(page.getByText(t.againRequired, { exact: true })).toBeVisible();

      await field(page, t.email).fill('jade@example');
      await field(page, t.password).fill('abcdef');
      await field(page, t.again).fill('abcdeg');
      await submit.click();
      await expect(page.getByText(t.emailInvalid, { exact: true })).toBeVisible();
      await expect(page.getByText(t.rule, { exact: true })).toBeVisible();
      await expect(page.getByText(t.mismatch, { exact: true })).toBeVisible();
    });

    test('e-mail confirmation page states', async ({ page }) => {
      const box = page.locator('[data-page="email-confirmation"]');
      await page.goto(`${prefix}/email-confirmation`);
      await expect(box).toContainText(t.missing);
      await page.goto(
        `${prefix}/email-confirmation?confirmation=${encodeURIComponent('<b>nope</b>')}`,
      );
      await expect(box).toContainText(t.invalid);
      const unknown = Array.from({ length: 64 }, () =>
        Math.floor(Math.random() * 16).toString(16),
      ).join('');
      await page.goto(`${prefix}/email-confirmation?confirmation=${unknown}`);
      await expect(box).toContainText(t.expired);
      await expect(page.getByRole('button', { name: t.resendLink })).toBeVisible();
      await page.goto(`${prefix}/email-confirmation?result=success`);
      await expect(box).toContainText(t.activated);
    });

    test('sign up, confirm by the captured mail link, log in, edit the account, change the password', async ({
      page,
    }) => {
      const email = uniqueEmail(`signup-${locale}`);
      const lastName = `Wu${locale.toUpperCase()}`;
      await page.goto(`${prefix}/signup`);
      await field(page, t.firstName).fill('Jade');
      await field(page, t.lastName).fill(lastName);
      await field(page, t.email).fill(email);
      await field(page, t.password).fill('Oolong2026');
      await field(page, t.again).fill('Oolong2026');
      await page.getByRole('button', { name: t.createAccount }).click();

      const checkEmail = page.getByText(t.checkEmail);
      const signedIn = header(page).getByRole('button', { name: t.memberMenu(lastName) });
      await expect(checkEmail.or(signedIn)).toBeVisible();
      if (await checkEmail.isVisible()) {
        expect(await authCookie(page)).toBeUndefined();
        const link = linkIn(await latestMail(email), 'confirmation=');
        await page.goto(link);
        // The backend confirms and sends the browser to the storefront's result page.
        await expect(page.locator('[data-page="email-confirmation"]')).toContainText(
          TEXT.en.activated,
        );
        await page.goto(`${prefix}/login`);
        await logIn(page, t, email, 'Oolong2026');
        await expect(page).toHaveURL(home);
        await expect(signedIn).toBeVisible();
      } else {
        test.info().annotations.push({
          type: 'note',
          description:
            'the content backend does not require e-mail confirmation; signed in at once',
        });
      }

      // Account: edit and save.
      await signedIn.click();
      await header(page).getByRole('link', { name: t.memberCenter }).click();
      await expect(page).toHaveURL(`${prefix}/member/account`);
      await expect(page.getByTestId('profile')).toContainText(email);
      await page.getByRole('button', { name: t.edit }).click();
      const form = page.getByTestId('profile-form');
      await form.getByLabel(t.lastName, { exact: true }).fill(`${lastName}x`);
      await form.getByLabel(t.phone, { exact: true }).fill('+886 900 000 111');
      await form.getByRole('button', { name: t.save, exact: true }).click();
      await expect(page.getByText(t.saved)).toBeVisible();
      // The family name comes first in Chinese and Japanese.
      await expect(page.getByTestId('profile')).toContainText(
        locale === 'en' ? `Jade ${lastName}x` : `${lastName}x Jade`,
      );
      await expect(page.getByTestId('profile')).toContainText('+886 900 000 111');
      await expect(
        header(page).getByRole('button', { name: t.memberMenu(`${lastName}x`) }),
      ).toBeVisible();
      await page.reload();
      await expect(page.getByTestId('profile')).toContainText('+886 900 000 111');

      // Change password.
      const pw = page.getByTestId('password-form');
      await pw.getByLabel(t.currentPassword, { exact: true }).fill('Oolong2026');
      await pw.getByLabel(t.newPassword, { exact: true }).fill('Oolong2026');
      await pw.getByLabel(t.newAgain, { exact: true }).fill('Oolong2026');
      await pw.getByRole('button', { name: t.changePassword }).click();
      await expect(pw.getByText(t.sameAsCurrent)).toBeVisible();
      await pw.getByLabel(t.newPassword, { exact: true }).fill('Gyokuro2027');
      await pw.getByLabel(t.newAgain, { exact: true }).fill('Gyokuro2027');
      await pw.getByRole('button', { name: t.changePassword }).click();
      await expect(page.getByText(t.passwordChanged)).toBeVisible();

      // Log out (from the home page; logging out from a member page is its own test), then only
      // the new password works.
      await page.goto(home);
      await logOutFromHeader(page, t, `${lastName}x`);
      await expect(page).toHaveURL(home);
      await page.goto(`${prefix}/login`);
      await logIn(page, t, email, 'Oolong2026');
      await expect(page.getByTestId('form-error')).toHaveText(t.wrongPassword);
      await field(page, t.password).fill('Gyokuro2027');
      await page
        .locator('[data-page="login"]')
        .getByRole('button', { name: t.login, exact: true })
        .click();
      await expect(
        header(page).getByRole('button', { name: t.memberMenu(`${lastName}x`) }),
      ).toBeVisible();
    });

    test('forgot and reset the password through the captured mail', async ({ page }) => {
      const member = await registerMember(`Reset${locale.toUpperCase()}`);
      const before = await fetch(
        `${CMS_URL}/api/dev-mail/latest?to=${encodeURIComponent(member.email)}`,
      );
      const previousId = before.ok
        ? ((await before.json()) as { data: CapturedMail }).data.id
        : undefined;

      await page.goto(`${prefix}/forgot-password`);
      await field(page, t.email).fill(member.email);
      await page.getByRole('button', { name: t.forgotSubmit }).click();
      await expect(page.getByRole('status').filter({ hasText: t.forgotSent })).toBeVisible();

      const link = new URL(linkIn(await latestMail(member.email, { notId: previousId }), 'code='));
      // the link is under the page's language prefix
      expect(link.pathname).toBe(`${prefix}/reset-password`);
      await page.goto(`${prefix}/reset-password${link.search}`);
      await field(page, t.newPassword).fill('Hojicha2028');
      await field(page, t.newAgain).fill('Hojicha2028');
      await page.getByRole('button', { name: t.resetSubmit }).click();
      await expect(page).toHaveURL(`${prefix}/member/account`);
      await expect(
        header(page).getByRole('button', { name: t.memberMenu(member.lastName) }),
      ).toBeVisible();

      // The link works once.
      await page.goto(home);
      await logOutFromHeader(page, t, member.lastName);
      await expect(header(page).getByRole('link', { name: t.login, exact: true })).toBeVisible();
      await page.goto(`${prefix}/reset-password${link.search}`);
      await field(page, t.newPassword).fill('Hojicha2029');
      await field(page, t.newAgain).fill('Hojicha2029');
      await page.getByRole('button', { name: t.resetSubmit }).click();
      await expect(page.getByTestId('form-error')).toBeVisible();

      await page.goto(`${prefix}/login`);
      await logIn(page, t, member.email, 'Hojicha2028');
      await expect(
        header(page).getByRole('button', { name: t.memberMenu(member.lastName) }),
      ).toBeVisible();
    });

    test('logout clears the session and goes home', async ({ page }) => {
      await page.goto(`${prefix}/login?redirect=${encodeURIComponent(`${prefix}/member/account`)}`);
      await logIn(page, t, DEMO.email, DEMO.password);
      await expect(page).toHaveURL(`${prefix}/member/account`);
      expect(await authCookie(page)).toBeTruthy();

      await logOutFromHeader(page, t, 'Lin');
      await expect(page).toHaveURL(home);
      await expect(header(page).getByRole('link', { name: t.login, exact: true })).toBeVisible();
      expect(await authCookie(page)).toBeUndefined();
      await page.goto(`${prefix}/member/account`);
      await expect(page).toHaveURL(/\/login\?redirect=/);
    });

    test('third-party login through the OAuth stand-in', async ({ page }) => {
      await page.goto(`${prefix}/login?redirect=${encodeURIComponent(`${prefix}/member/account`)}`);
      const button = page.getByRole('link', { name: t.continueWith });
      await expect(page.locator('[data-page="login"]')).toBeVisible();
      requireStandIn((await button.count()) > 0, 'shopThirdPartyLogin');
      // through the shop's own origin: the browser never needs the cms's
      await expect(button).toHaveAttribute('href', '/api/connect/teaid');
      // As wide as the form's own button, not wider than the card around it.
      const [own, provider] = await Promise.all([
        page.locator('[data-page="login"] button[type="submit"]').boundingBox(),
        button.boundingBox(),
      ]);
      expect(provider?.width).toBeCloseTo(own?.width ?? 0, 0);

      const email = uniqueEmail(`oauth-${locale}`);
      await button.click();
      // The stand-in's consent page.
      await expect(page.getByRole('button', { name: 'Allow' })).toBeVisible();
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Allow' }).click();

      await expect(page).toHaveURL(`${prefix}/member/account`);
      await expect(page.getByTestId('profile')).toContainText(email);
      const username = email.split('@')[0] as string;
      await expect(
        header(page).getByRole('button', { name: t.memberMenu(username) }),
      ).toBeVisible();
      expect(await authCookie(page)).toBeTruthy();
    });
  });
}

test.describe('changing the e-mail address (jp)', () => {
  const t = TEXT.jp;

  test('the new address waits for the link mailed to it; the link applies it once', async ({
    page,
    baseURL,
  }) => {
    const member = await newMember('email-change', { lastName: 'Sato' });
    const newEmail = uniqueEmail('email-changed', 'teashop.test');
    await signInBrowser(page, member.jwt, baseURL);
    await page.goto('/jp/member/account');
    await page.getByRole('button', { name: t.edit }).click();
    const form = page.getByTestId('profile-form');
    await form.getByLabel(t.email, { exact: true }).fill(newEmail);
    // a change of address asks for the current password
    await form.getByLabel('現在のパスワード', { exact: true }).fill(member.password);
    await form.getByRole('button', { name: t.save, exact: true }).click();

    // Nothing changes yet: the current address stays, the new one is shown as waiting.
    const pending = page.getByTestId('pending-email');
    await expect(pending).toContainText(`確認待ち：${newEmail}`);
    await expect(page.getByTestId('profile')).toContainText(member.email);
    await expect(apiLogin(newEmail, member.password)).rejects.toThrow(/login failed: 400/);
    const notice = await latestMail(member.email, {
      where: (mail) => (mail.subject ?? '').includes('メールアドレスの変更が申請されました'),
    });
    expect(notice.text ?? '').toContain(newEmail);

    // The link in the mail to the new address, in Japanese, applies the change.
    const link = linkIn(await latestMail(newEmail), 'change=');
    expect(link).toContain('/jp/email-confirmation?change=');
    await page.goto(link);
    const result = page.getByTestId('email-change-result');
    await expect(result).toContainText(`メールアドレスを ${newEmail} に変更しました。`);
    await result.getByRole('link', { name: 'アカウントへ' }).click();
    await expect(page).toHaveURL('/jp/member/account');
    await expect(page.getByTestId('profile')).toContainText(newEmail);
    await expect(pending).toHaveCount(0);
    expect(await apiLogin(newEmail, member.password)).toBeTruthy();

    // A second click on the same link changes nothing.
    await page.goto(link);
    await expect(result).toContainText(t.expired);
  });
});
