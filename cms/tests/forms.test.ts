import fs from 'node:fs';
import path from 'node:path';
import * as seed from '../src/seed/data';
import { ADDRESS_FIELDS, ADDRESS_MAX_LENGTH, ADDRESS_PATTERN } from '../src/lib/address';
import { api, dbRows, registerMember } from './support/api';
import type { Json } from './support/api';

const message = {
  firstName: 'Lin',
  lastName: 'Wu',
  contactNumber: '+886 2 2345 6789',
  note: 'Do you ship to Kyoto?',
};

async function standInToken(): Promise<string> {
  const res = await api('/api/captcha-standin/token');
  expect(res.status).toBe(200);
  return res.body.token;
}

describe('captcha stand-in speaks the siteverify protocol', () => {
  test('a token verifies once, with the stand-in secret only', async () => {
    const token = await standInToken();
    const form = (secret: string, response: string) =>
      fetch(`${process.env.CMS_TEST_URL}/api/captcha-standin/siteverify`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret, response, remoteip: '127.0.0.1' }).toString(),
      }).then((r) => r.json() as Promise<Json>);
    expect(await form('wrong-secret', token)).toEqual({
      success: false,
      'error-codes': ['invalid-input-secret'],
    });
    const ok = await form('captcha-standin-secret', token);
    expect(ok).toMatchObject({ success: true, hostname: '127.0.0.1' });
    expect(new Date(ok.challenge_ts).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await form('captcha-standin-secret', token)).toEqual({
      success: false,
      'error-codes': ['timeout-or-duplicate'],
    });
    expect(await form('captcha-standin-secret', `${token.slice(0, -2)}xx`)).toEqual({
      success: false,
      'error-codes': ['invalid-input-response'],
    });
  });
});

describe('contact messages and newsletter', () => {
  test('contact: stored with a valid token, refused without or with a used one, then rate limited', async () => {
    const before = (await dbRows('SELECT id FROM contact_messages')).length;
    const token = await standInToken();
    const ok = await api('/api/contact-messages', {
      body: { data: { ...message, locale: 'jp' }, captchaToken: token },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ data: { ok: true } });
    const rows = await dbRows<{
      first_name: string;
      note: string;
      shop_locale: string;
      ip: string;
    }>('SELECT first_name, note, shop_locale, ip FROM contact_messages ORDER BY id DESC LIMIT 1');
    expect(rows[0]).toMatchObject({ first_name: 'Lin', note: message.note, shop_locale: 'ja-JP' });
    expect(rows[0]!.ip).toMatch(/127\.0\.0\.1/);

    const reused = await api('/api/contact-messages', {
      body: { data: message, captchaToken: token },
    });
    expect(reused.status).toBe(400);
    expect(reused.body.error.message).toBe('Please complete the reCAPTCHA.');
    const missing = await api('/api/contact-messages', { body: { data: message } });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('Please complete the reCAPTCHA.');
    expect(missing.body.error.details.code).toBe('CAPTCHA_FAILED');
    const incomplete = await api('/api/contact-messages', {
      body: { data: { ...message, note: ' ' }, captchaToken: await standInToken() },
    });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.error.message).toBe('Your message is failed to be sent.');
    expect((await dbRows('SELECT id FROM contact_messages')).length).toBe(before + 1);

    // five attempts per minute and IP: the fifth above passes the limiter, the sixth does not
    const limited = await api('/api/contact-messages', {
      body: { data: message, captchaToken: await standInToken() },
    });
    expect(limited.status).toBe(200);
    const over = await api('/api/contact-messages', {
      body: { data: message, captchaToken: await standInToken() },
    });
    expect(over.status).toBe(429);
    expect(over.body.error.details.code).toBe('RATE_LIMITED');
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  test('newsletter: the same email twice (any case) answers 200 both times and stores one row', async () => {
    const email = `Leaf.${Date.now()}@Example.test`;
    const first = await api('/api/newsletter-subscribers', {
      body: { data: { email, locale: 'zh' } },
    });
    const second = await api('/api/newsletter-subscribers', {
      body: { data: { email: email.toLowerCase(), locale: 'en' } },
    });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    const rows = await dbRows<{ email: string; shop_locale: string }>(
      'SELECT email, shop_locale FROM newsletter_subscribers WHERE email = ?',
      email.toLowerCase(),
    );
    expect(rows).toEqual([{ email: email.toLowerCase(), shop_locale: 'zh-Hant' }]);
    const bad = await api('/api/newsletter-subscribers', {
      body: { data: { email: 'not-an-email' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Please enter a valid email address');
  });
});

describe('address limits and characters', () => {
  const ADDRESS = { ...seed.members[0]!.shippingAddress };

  test('the cms and the storefront forms use the same limits and patterns', () => {
    const rules = JSON.parse(
      fs.readFileSync(
        path.join(__dirname, '..', '..', 'shared', 'runtime', 'src', 'forms', 'addressRules.json'),
        'utf8',
      ),
    ) as { maxLength: Record<string, number>; pattern: Record<string, string> };
    expect(rules.maxLength).toEqual(ADDRESS_MAX_LENGTH);
    expect(Object.keys(rules.maxLength).sort()).toEqual([...ADDRESS_FIELDS].sort());
    expect(rules.pattern).toEqual(
      Object.fromEntries(Object.entries(ADDRESS_PATTERN).map(([k, re]) => [k, re!.source])),
    );
  });

  test('member shipping: a 248-character address is refused with its field, not stored cut short', async () => {
    const m = await registerMember('shiplimit');
    const saved = await api('/api/users/me', {
      method: 'PUT',
      jwt: m.jwt,
      body: { shippingAddress: ADDRESS },
    });
    expect(saved.status).toBe(200);
    const long = 'No. 128, Sec. 1, Dihua St. '.repeat(10).slice(0, 248);
    const res = await api('/api/users/me', {
      method: 'PUT',
      jwt: m.jwt,
      body: { shippingAddress: { ...ADDRESS, address: long } },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toMatchObject({
      fields: ['shippingAddress.address'],
      errors: [{ path: ['shippingAddress', 'address'], reason: 'tooLong', max: 200 }],
    });
    const me = await api('/api/users/me?populate=shippingAddress', { jwt: m.jwt });
    expect(me.body.shippingAddress.address).toBe(ADDRESS.address);
  });

  test('member shipping: a phone or zip code with other characters is refused with its field', async () => {
    const m = await registerMember('shipchars');
    const res = await api('/api/users/me', {
      method: 'PUT',
      jwt: m.jwt,
      body: { shippingAddress: { ...ADDRESS, phone: 'call me maybe', zipCode: '103<script>' } },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields).toEqual([
      'shippingAddress.zipCode',
      'shippingAddress.phone',
    ]);
    const ok = await api('/api/users/me', {
      method: 'PUT',
      jwt: m.jwt,
      body: { shippingAddress: { ...ADDRESS, phone: '+1 (503) 555-0187', zipCode: 'SW1A 1AA' } },
    });
    expect(ok.status).toBe(200);
  });
});
