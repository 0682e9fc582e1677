import { api, capturedMail, dbRows, login } from './support/api';

const CONFIRMATION =
  /(http:\/\/localhost:3000[^\s]*\/email-confirmation\?confirmation=([0-9a-f]{64}))/;
const RESET = /(http:\/\/localhost:3000[^\s]*\/reset-password\?code=([0-9a-f]+))/;
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

/** The newest captured mail to `email` whose plain text matches `pattern`. */
function newestMail(email: string, pattern: RegExp) {
  const mail = capturedMail()
    .filter((m) => String(m.to).toLowerCase() === email.toLowerCase())
    .reverse()
    .find((m) => pattern.test(m.text ?? ''));
  if (!mail) throw new Error(`no mail to ${email} matching ${pattern}`);
  const match = (mail.text ?? '').match(pattern)!;
  return { mail, link: match[1]!, code: match[2]! };
}

const mailsTo = (email: string) =>
  capturedMail().filter((m) => String(m.to).toLowerCase() === email.toLowerCase());

/** Signs up as the sign-up page does, in the page's language. */
async function signUp(locale: string, extra: Record<string, unknown> = {}) {
  const email = `mails.${stamp()}@example.test`;
  const res = await api('/api/auth/local/register', {
    body: {
      username: email,
      email,
      password: 'Leaf12345',
      firstName: 'Mei',
      lastName: 'Lin',
      locale,
      ...extra,
    },
  });
  return { res, email, password: 'Leaf12345' };
}

const confirm = (code: string) =>
  api(`/api/auth/email-confirmation?confirmation=${encodeURIComponent(code)}`);

/** A plain-text part is text: no markup, links end where the line ends. */
function expectPlainText(text: string | undefined) {
  expect(text).toBeTruthy();
  expect(text).not.toMatch(/<\/?[a-z][^>]*>/i);
}

describe('sign-up mail and e-mail confirmation', () => {
  test('sign-up on the Japanese pages: signed in at once, Japanese mail, the link confirms once', async () => {
    const { res, email, password } = await signUp('ja-JP');
    expect(res.status).toBe(200);
    expect(res.body.jwt).toBeTruthy();
    expect(res.body.user.confirmed).toBe(false);
    // signed in and able to shop before confirming
    expect(await login(email, password)).toBeTruthy();
    const me = await api('/api/users/me', { jwt: res.body.jwt });
    expect(me.status).toBe(200);
    expect(me.body.confirmed).toBe(false);

    const { mail, link, code } = newestMail(email, CONFIRMATION);
    expect(mail.subject).toContain('リーフ＆ケトル茶舗');
    expect(mail.text).toContain('メールアドレスを確認する');
    expect(mail.text).toContain('Lin 様');
    expect(link).toBe(`http://localhost:3000/jp/email-confirmation?confirmation=${code}`);
    expectPlainText(mail.text);
    expect(mail.html).toContain(`href="${link}"`);
    // only a hash of the code is stored
    const [row] = await dbRows<{ confirmation_token: string }>(
      'SELECT confirmation_token FROM up_users WHERE email = ?',
      email,
    );
    expect(row?.confirmation_token).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.confirmation_token).not.toBe(code);

    const done = await confirm(code);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ confirmed: true, email });
    expect((await api('/api/users/me', { jwt: res.body.jwt })).body.confirmed).toBe(true);

    const again = await confirm(code);
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe('The link has expired or has already been used');
  });

  test('links that are missing, malformed or unknown are refused with their own messages', async () => {
    const missing = await api('/api/auth/email-confirmation');
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('Missing required verification code parameter.');
    const malformed = await confirm('forged-confirmation-token');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toBe('Invalid verification link');
    const unknown = await confirm('f'.repeat(64));
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe('The link has expired or has already been used');
  });

  test('the member centre sends the link again in the page language, limited per account', async () => {
    const { res, email } = await signUp('en');
    const jwt = res.body.jwt as string;
    const first = newestMail(email, CONFIRMATION);
    expect(first.link).toBe(`http://localhost:3000/email-confirmation?confirmation=${first.code}`);
    expect(first.mail.subject).toContain('Welcome');
    expectPlainText(first.mail.text);

    const resend = () =>
      api('/api/auth/send-email-confirmation', { jwt, body: { locale: 'zh-Hant' } });
    const sent = await resend();
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ email, sent: true });
    const second = newestMail(email, CONFIRMATION);
    expect(second.code).not.toBe(first.code);
    expect(second.link).toBe(
      `http://localhost:3000/zh/email-confirmation?confirmation=${second.code}`,
    );
    expect(second.mail.subject).toContain('請確認您的電子郵件地址');
    expectPlainText(second.mail.text);
    // the newest link is the one that works
    expect((await confirm(first.code)).status).toBe(400);

    expect((await resend()).status).toBe(200);
    expect((await resend()).status).toBe(200);
    const limited = await resend();
    expect(limited.status).toBe(429);
    expect(limited.body.error.name).toBe('RateLimitError');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);

    const { code } = newestMail(email, CONFIRMATION);
    expect((await confirm(code)).status).toBe(200);
    const confirmed = await api('/api/auth/send-email-confirmation', { body: { email } });
    expect(confirmed.status).toBe(400);
    expect(confirmed.body.error.message).toBe('Already confirmed');
  });
});

describe('password reset mail', () => {
  test('is the shop mail in the page language, with a plain-text part and a prefixed link', async () => {
    const { email, password } = await signUp('ja-JP');
    const before = mailsTo(email).length;
    const asked = await api('/api/auth/forgot-password', {
      body: { email, locale: 'zh-Hant' },
    });
    expect(asked.status).toBe(200);
    expect(mailsTo(email)).toHaveLength(before + 1);
    const { mail, link, code } = newestMail(email, RESET);
    expect(mail.subject).toContain('重設您的密碼');
    expect(mail.text).not.toContain('We heard that you lost your password');
    expect(link).toBe(`http://localhost:3000/zh/reset-password?code=${code}`);
    expectPlainText(mail.text);
    expect(mail.html).toContain(`href="${link}"`);

    // without the page's language, the mail is in the language the member signed up in
    await api('/api/auth/forgot-password', { body: { email } });
    const japanese = newestMail(email, RESET);
    expect(japanese.mail.subject).toContain('パスワードの再設定');
    expect(japanese.link).toBe(`http://localhost:3000/jp/reset-password?code=${japanese.code}`);

    const reset = await api('/api/auth/reset-password', {
      body: { code: japanese.code, password: 'Sencha2468', passwordConfirmation: 'Sencha2468' },
    });
    expect(reset.status).toBe(200);
    expect(await login(email, 'Sencha2468')).toBeTruthy();
    expect(password).not.toBe('Sencha2468');
  });

  test('an unknown address gets the same answer and no mail', async () => {
    const email = `nobody.${stamp()}@example.test`;
    const asked = await api('/api/auth/forgot-password', { body: { email, locale: 'ja-JP' } });
    expect(asked.status).toBe(200);
    expect(mailsTo(email)).toHaveLength(0);
  });
});

describe('birthday', () => {
  test('a birthday in the future or before 1900 is refused with the field named', async () => {
    const { res } = await signUp('en');
    const jwt = res.body.jwt as string;
    const put = (body: Record<string, unknown>) =>
      api('/api/users/me', { method: 'PUT', jwt, body });
    for (const birthday of ['2099-01-01', '1899-12-31', '2001-02-30', 'soon']) {
      const refused = await put({ birthday, firstName: 'Changed' });
      expect(refused.status).toBe(400);
      expect(refused.body.error.name).toBe('ValidationError');
      expect(refused.body.error.details.fields).toEqual(['birthday']);
    }
    const me = await api('/api/users/me', { jwt });
    expect(me.body.firstName).toBe('Mei');
    expect(me.body.birthday).toBeNull();
    const saved = await put({ birthday: '1900-01-01' });
    expect(saved.status).toBe(200);
    expect(saved.body.birthday).toBe('1900-01-01');

    const future = await signUp('en', { birthday: '2099-01-01' });
    expect(future.res.status).toBe(400);
    expect(future.res.body.error.details.fields).toEqual(['birthday']);
  });
});
