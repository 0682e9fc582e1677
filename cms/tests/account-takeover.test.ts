import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { api, baseUrl, capturedMail, dbRows, login, registerMember } from './support/api';
import { readState } from './support/server';

const CHANGE = /email-confirmation\?change=([0-9a-f]{64})/;
const CANCEL = /email-confirmation\?cancel=([0-9a-f]{64})/;
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

const changeEmail = (jwt: string, body: Record<string, unknown>) =>
  api('/api/users/me', { method: 'PUT', jwt, body });
const signsIn = (identifier: string, password: string) =>
  api('/api/auth/local', { body: { identifier, password } }).then((res) => res.status === 200);

/** The newest mail to `email` whose text matches `pattern`, with the code it carries. */
function mailed(email: string, pattern: RegExp) {
  const mail = capturedMail()
    .filter((m) => String(m.to).toLowerCase() === email.toLowerCase())
    .reverse()
    .find((m) => pattern.test(m.text ?? ''));
  const code = mail?.text?.match(pattern)?.[1];
  if (!mail || !code) throw new Error(`no mail to ${email} matching ${String(pattern)}`);
  return { mail, code };
}

/** A member token signed with the test server's secret, with the issue times given. */
function memberToken(id: number, claims: { iat: number; iatMs?: number }): string {
  const secrets = JSON.parse(
    fs.readFileSync(path.join(readState().workDir, 'secrets.json'), 'utf8'),
  ) as { JWT_SECRET: string };
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const body = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ id, ...claims, exp: claims.iat + 3600 })}`;
  const signature = crypto
    .createHmac('sha256', secrets.JWT_SECRET)
    .update(body)
    .digest('base64url');
  return `${body}.${signature}`;
}

const fieldOf = (res: { body: { error?: { details?: { fields?: string[] } } } }) =>
  res.body.error?.details?.fields;

describe('changing the e-mail address asks for the current password', () => {
  test('without the password, or with a wrong one, the change is refused and nothing is mailed', async () => {
    const m = await registerMember('reauth');
    const newEmail = `taken.over.${stamp()}@example.test`;

    const missing = await changeEmail(m.jwt, { email: newEmail, firstName: 'Kept' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('Please enter your current password');
    expect(fieldOf(missing)).toEqual(['currentPassword']);

    const wrong = await changeEmail(m.jwt, { email: newEmail, currentPassword: 'Wrong12345' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe('The provided current password is invalid');
    expect(fieldOf(wrong)).toEqual(['currentPassword']);

    // nothing changed: no pending address, no mail to the new address, other fields not saved
    const me = await api('/api/users/me', { jwt: m.jwt });
    expect(me.body).toMatchObject({ email: m.email, pendingEmail: null });
    expect(me.body.firstName).not.toBe('Kept');
    expect(capturedMail().filter((x) => String(x.to) === newEmail)).toHaveLength(0);

    const right = await changeEmail(m.jwt, { email: newEmail, currentPassword: m.password });
    expect(right.status).toBe(200);
    expect(right.body.pendingEmail).toBe(newEmail);
  });

  test('the notice to the current address cancels a waiting change', async () => {
    const m = await registerMember('cancelwait');
    const newEmail = `waiting.${stamp()}@example.test`;
    const asked = await changeEmail(m.jwt, {
      email: newEmail,
      currentPassword: m.password,
      locale: 'zh-Hant',
    });
    expect(asked.status).toBe(200);
    const { code: changeCode } = mailed(newEmail, CHANGE);
    const { mail: notice, code } = mailed(m.email, CANCEL);
    expect(notice.text).toContain(`/zh/email-confirmation?cancel=${code}`);
    expect(notice.text).toContain('取消這項變更');
    // only a hash of the code is stored
    const [row] = await dbRows<{ email_change_cancel_token: string }>(
      'SELECT email_change_cancel_token FROM up_users WHERE id = ?',
      m.id,
    );
    expect(row?.email_change_cancel_token).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.email_change_cancel_token).not.toBe(code);

    const cancelled = await api('/api/auth/email-change/cancel', { body: { code } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toEqual({ cancelled: true, email: m.email });
    expect((await api('/api/users/me', { jwt: m.jwt })).body.pendingEmail).toBeNull();
    // the link to the new address no longer works, and the cancel link works once
    expect((await api('/api/auth/email-change', { body: { code: changeCode } })).status).toBe(400);
    const again = await api('/api/auth/email-change/cancel', { body: { code } });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe('The link has expired or has already been used');
  });

  test('after a confirmed change, the notice puts the address back and ends every session', async () => {
    const m = await registerMember('undo');
    const newEmail = `thief.${stamp()}@example.test`;
    await changeEmail(m.jwt, { email: newEmail, currentPassword: m.password });
    const { code: changeCode } = mailed(newEmail, CHANGE);
    expect((await api('/api/auth/email-change', { body: { code: changeCode } })).status).toBe(200);
    expect(await signsIn(newEmail, m.password)).toBe(true);

    const { code } = mailed(m.email, CANCEL);
    const undone = await api('/api/auth/email-change/cancel', { body: { code } });
    expect(undone.status).toBe(200);
    expect(undone.body).toEqual({ cancelled: true, email: m.email });
    expect(await signsIn(m.email, m.password)).toBe(true);
    expect(await signsIn(newEmail, m.password)).toBe(false);
    // the session that made the change no longer works
    expect((await api('/api/users/me', { jwt: m.jwt })).status).toBe(401);
  });
});

/** Signs in through the test OAuth provider (as oauth.test.ts), keeping the cms cookies. */
async function providerSignIn(): Promise<{ jwt: string; user: { id: number; email: string } }> {
  const cookies = new Map<string, string>();
  const get = async (url: string) => {
    const res = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const line of res.headers.getSetCookie()) {
      const pair = line.split(';')[0]!;
      const eq = pair.indexOf('=');
      if (url.startsWith(baseUrl())) cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1));
    }
    return res;
  };
  const start = await get(`${baseUrl()}/api/connect/testid`);
  const approved = await get(start.headers.get('location')!);
  await get(approved.headers.get('location')!);
  const callback = await get(`${baseUrl()}/api/auth/testid/callback`);
  if (callback.status !== 200) throw new Error(`provider sign-in: ${callback.status}`);
  return (await callback.json()) as { jwt: string; user: { id: number; email: string } };
}

describe('a member who signed up with another provider (no password)', () => {
  test('changes the address only within minutes of signing in', async () => {
    const { jwt, user } = await providerSignIn();
    const newEmail = `provider.moved.${stamp()}@example.test`;
    const now = Date.now();
    const stale = memberToken(user.id, {
      iat: Math.floor(now / 1000) - 11 * 60,
      iatMs: now - 11 * 60_000,
    });
    const refused = await changeEmail(stale, { email: newEmail });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(
      'For your security, please sign in again, then make this change within 10 minutes',
    );
    expect(fieldOf(refused)).toEqual(['currentPassword']);
    // the same for setting a password (which such a member does not have yet)
    const password = await api('/api/auth/change-password', {
      jwt: stale,
      body: { password: 'Own12345', passwordConfirmation: 'Own12345' },
    });
    expect(password.status).toBe(400);
    expect(fieldOf(password)).toEqual(['currentPassword']);

    const asked = await changeEmail(jwt, { email: newEmail });
    expect(asked.status).toBe(200);
    expect(asked.body.pendingEmail).toBe(newEmail);
    // withdrawn again: the provider's account keeps its address for the other tests
    expect((await changeEmail(jwt, { email: user.email })).body.pendingEmail).toBeNull();
  });
});

describe('changing the password', () => {
  test('asks for the current password, named at the field', async () => {
    const m = await registerMember('pwchange');
    const missing = await api('/api/auth/change-password', {
      jwt: m.jwt,
      body: { password: 'Newer12345', passwordConfirmation: 'Newer12345' },
    });
    expect(missing.status).toBe(400);
    expect(fieldOf(missing)).toEqual(['currentPassword']);
    const wrong = await api('/api/auth/change-password', {
      jwt: m.jwt,
      body: {
        currentPassword: 'Wrong12345',
        password: 'Newer12345',
        passwordConfirmation: 'Newer12345',
      },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe('The provided current password is invalid');
    expect(fieldOf(wrong)).toEqual(['currentPassword']);
    const right = await api('/api/auth/change-password', {
      jwt: m.jwt,
      body: {
        currentPassword: m.password,
        password: 'Newer12345',
        passwordConfirmation: 'Newer12345',
      },
    });
    expect(right.status).toBe(200);
    expect(await login(m.email, 'Newer12345')).toBeTruthy();
  });
});

describe('a token issued in the same second as a password change', () => {
  test('works only when issued after the change, to the millisecond', async () => {
    const m = await registerMember('samesecond');
    const fresh = await api('/api/auth/change-password', {
      jwt: m.jwt,
      body: {
        currentPassword: m.password,
        password: 'Second12345',
        passwordConfirmation: 'Second12345',
      },
    });
    expect(fresh.status).toBe(200);
    // the token answered to the change itself keeps working
    expect((await api('/api/users/me', { jwt: fresh.body.jwt })).status).toBe(200);
    const [row] = await dbRows<{ password_changed_at: string | number | Date }>(
      'SELECT password_changed_at FROM up_users WHERE id = ?',
      m.id,
    );
    const raw = row!.password_changed_at;
    const changedMs = new Date(
      typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw,
    ).getTime();
    expect(Number.isFinite(changedMs)).toBe(true);
    const second = Math.floor(changedMs / 1000);
    // whole-second `iat` equal to the change's second in both cases
    const before = memberToken(m.id, { iat: second, iatMs: changedMs - 1 });
    const after = memberToken(m.id, { iat: second, iatMs: changedMs + 1 });
    const legacy = memberToken(m.id, { iat: second });
    expect((await api('/api/users/me', { jwt: before })).status).toBe(401);
    expect((await api('/api/users/me', { jwt: legacy })).status).toBe(401);
    expect((await api('/api/users/me', { jwt: after })).status).toBe(200);
  });
});

describe('signing in takes as long for an unknown identifier as for a wrong password', () => {
  test('an unknown identifier is compared against a stand-in hash of the same cost', async () => {
    const m = await registerMember('timing');
    const unknown = `nobody.${stamp()}@example.test`;
    const timed = async (identifier: string) => {
      const started = performance.now();
      const res = await api('/api/auth/local', { body: { identifier, password: 'Wrong12345' } });
      expect(res.status).toBe(400);
      return performance.now() - started;
    };
    await timed(unknown); // the stand-in hash is made on first use
    const known: number[] = [];
    const missing: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      known.push(await timed(m.email));
      missing.push(await timed(unknown));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
    // without the stand-in comparison an unknown identifier answers in a small fraction of the time
    expect(median(missing)).toBeGreaterThan(median(known) * 0.5);
  });
});
