import { api, capturedMail, dbRows, registerMember } from './support/api';

const CODE = /email-confirmation\?change=([0-9a-f]{64})/;
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

/** Every member of these tests signs up with this password (support/api registerMember). */
const PASSWORD = 'Leaf12345';

/** A change of address, with the current password it asks for. */
const changeEmail = (jwt: string, email: string, locale?: string) =>
  api('/api/users/me', {
    method: 'PUT',
    jwt,
    body: { email, currentPassword: PASSWORD, ...(locale ? { locale } : {}) },
  });
const confirm = (code: unknown) => api('/api/auth/email-change', { body: { code } });
const signsIn = (identifier: string, password: string) =>
  api('/api/auth/local', { body: { identifier, password } }).then((res) => res.status === 200);

/** The code in the newest confirmation mail sent to `email`, with that mail. */
function mailedCode(email: string) {
  const mail = capturedMail()
    .filter((m) => String(m.to).toLowerCase() === email)
    .reverse()
    .find((m) => CODE.test(m.text ?? ''));
  const code = mail?.text?.match(CODE)?.[1];
  if (!mail || !code) throw new Error(`no confirmation mail to ${email}`);
  return { mail, code };
}

describe('changing the e-mail address', () => {
  test('the new address is used only once the link mailed to it is opened, and only once', async () => {
    const m = await registerMember('mover');
    const newEmail = `moved.${stamp()}@example.test`;

    const asked = await changeEmail(m.jwt, newEmail.toUpperCase(), 'ja-JP');
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ email: m.email, pendingEmail: newEmail });
    const me = await api('/api/users/me', { jwt: m.jwt });
    expect(me.body).toMatchObject({ email: m.email, pendingEmail: newEmail });
    expect(await signsIn(newEmail, m.password)).toBe(false);

    // the link goes to the new address, in the member's language; the current one gets a notice
    const { mail, code } = mailedCode(newEmail);
    expect(mail.subject).toContain('新しいメールアドレスのご確認');
    expect(mail.text).toContain(`/jp/email-confirmation?change=${code}`);
    const notice = capturedMail().filter((x) => x.to === m.email && x.text?.includes(newEmail));
    expect(notice).toHaveLength(1);
    expect(notice[0]!.text).not.toMatch(CODE);
    // only a hash of the code is stored
    const [row] = await dbRows<{ email_change_token: string }>(
      'SELECT email_change_token FROM up_users WHERE id = ?',
      m.id,
    );
    expect(row?.email_change_token).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.email_change_token).not.toBe(code);

    const done = await confirm(code);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ email: newEmail });
    expect(await signsIn(newEmail, m.password)).toBe(true);
    expect(await signsIn(m.email, m.password)).toBe(false);
    const after = await api('/api/users/me', { jwt: m.jwt });
    expect(after.body).toMatchObject({ email: newEmail, pendingEmail: null });

    const again = await confirm(code);
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe('The link has expired or has already been used');
  });

  test('a missing, malformed or unknown code is refused with the link messages', async () => {
    const missing = await confirm(undefined);
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('Missing required verification code parameter.');
    const malformed = await confirm('<script>');
    expect(malformed.body.error.message).toBe('Invalid verification link');
    const unknown = await confirm('f'.repeat(64));
    expect(unknown.body.error.message).toBe('The link has expired or has already been used');
  });

  test('saving the current address withdraws a waiting change; its link no longer works', async () => {
    const m = await registerMember('withdraw');
    const newEmail = `withdrawn.${stamp()}@example.test`;
    await changeEmail(m.jwt, newEmail);
    const { code } = mailedCode(newEmail);

    const back = await changeEmail(m.jwt, m.email);
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ email: m.email, pendingEmail: null });
    expect((await confirm(code)).body.error.message).toBe(
      'The link has expired or has already been used',
    );
    expect(await signsIn(m.email, m.password)).toBe(true);
  });

  test("another account's address is refused when asked for and when confirmed", async () => {
    const a = await registerMember('first');
    const b = await registerMember('second');
    const refused = await changeEmail(a.jwt, b.email);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('Email already taken');
    expect((await api('/api/users/me', { jwt: a.jwt })).body.pendingEmail).toBeNull();

    // both ask for the same free address; the first to confirm gets it
    const shared = `wanted.${stamp()}@example.test`;
    await changeEmail(a.jwt, shared);
    const aCode = mailedCode(shared).code;
    await changeEmail(b.jwt, shared);
    const bCode = mailedCode(shared).code;
    expect(aCode).not.toBe(bCode);
    expect((await confirm(bCode)).status).toBe(200);
    const late = await confirm(aCode);
    expect(late.status).toBe(400);
    expect(late.body.error.message).toBe('Email already taken');
    expect((await api('/api/users/me', { jwt: a.jwt })).body).toMatchObject({
      email: a.email,
      pendingEmail: null,
    });
  });

  test('a username that is the e-mail address moves with it on confirmation', async () => {
    const email = `same.${stamp()}@example.test`;
    const password = 'Leaf12345';
    const joined = await api('/api/auth/local/register', {
      body: { username: email, email, password, firstName: 'Mei', lastName: 'Lin' },
    });
    expect(joined.status).toBe(200);
    const newEmail = `same.moved.${stamp()}@example.test`;
    // the sign-up page keeps the two together and sends both; the username waits as well
    const asked = await api('/api/users/me', {
      method: 'PUT',
      jwt: joined.body.jwt,
      body: { email: newEmail, username: newEmail, currentPassword: password },
    });
    expect(asked.body).toMatchObject({ email, username: email, pendingEmail: newEmail });
    expect(await signsIn(newEmail, password)).toBe(false);

    expect((await confirm(mailedCode(newEmail).code)).status).toBe(200);
    const [row] = await dbRows<{ username: string; email: string }>(
      'SELECT username, email FROM up_users WHERE id = ?',
      joined.body.user.id,
    );
    expect(row).toEqual({ username: newEmail, email: newEmail });
    expect(await signsIn(newEmail, password)).toBe(true);
  });

  test("the account row's private fields never leave the server", async () => {
    const m = await registerMember('private');
    await changeEmail(m.jwt, `private.${stamp()}@example.test`);
    const me = await api('/api/users/me', { jwt: m.jwt });
    expect(me.body).not.toHaveProperty('emailChangeToken');
    expect(me.body).not.toHaveProperty('emailChangeRequestedAt');
    expect(me.body).not.toHaveProperty('emailChangeCancelToken');
    expect(me.body).not.toHaveProperty('emailChangeCancelUntil');
    expect(me.body).not.toHaveProperty('emailBeforeChange');
  });
});
