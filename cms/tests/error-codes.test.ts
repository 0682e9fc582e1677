import { api, newCartId, registerMember, type ApiAnswer } from './support/api';
import { ERROR_CODES } from '../src/lib/error-codes';

/**
 * Every refusal the storefront acts on carries `error.details.code` beside its English message:
 * the users-permissions plugin's own errors (log-in, sign-up, password reset, e-mail confirmation)
 * as well as this cms's (e-mail change, contact form, cart, reviews).
 */
const codeOf = (answer: ApiAnswer): unknown => answer.body?.error?.details?.code;

const expectCode = (answer: ApiAnswer, status: number, code: (typeof ERROR_CODES)[number]) => {
  expect({ status: answer.status, code: codeOf(answer) }).toEqual({ status, code });
  expect(typeof answer.body.error.message).toBe('string');
};

describe('error answers carry a code', () => {
  test('log-in with a wrong password: AUTH_INVALID_CREDENTIALS, the message kept', async () => {
    const m = await registerMember('codes');
    const res = await api('/api/auth/local', {
      body: { identifier: m.email, password: 'Wrong12345' },
    });
    expectCode(res, 400, 'AUTH_INVALID_CREDENTIALS');
    expect(res.body.error.message).toBe('Invalid identifier or password');
  });

  test('sign-up with a taken e-mail address or username', async () => {
    const m = await registerMember('taken');
    const sameEmail = await api('/api/auth/local/register', {
      body: { username: `other${Date.now()}`, email: m.email, password: 'Leaf12345' },
    });
    expectCode(sameEmail, 400, 'AUTH_EMAIL_TAKEN');

    const username = `codes${Date.now().toString(36)}`;
    await api('/api/auth/local/register', {
      body: { username, email: `${username}@example.test`, password: 'Leaf12345' },
    });
    const sameUsername = await api('/api/auth/local/register', {
      body: { username, email: `second.${username}@example.test`, password: 'Leaf12345' },
    });
    expect(sameUsername.status).toBe(400);
    expect(['AUTH_USERNAME_TAKEN', 'AUTH_EMAIL_TAKEN']).toContain(codeOf(sameUsername));
  });

  test('password reset with an unknown code: AUTH_RESET_CODE_INVALID', async () => {
    const res = await api('/api/auth/reset-password', {
      body: { code: 'f'.repeat(40), password: 'NewLeaf678', passwordConfirmation: 'NewLeaf678' },
    });
    expectCode(res, 400, 'AUTH_RESET_CODE_INVALID');
  });

  test('a wrong current password: AUTH_CURRENT_PASSWORD_INVALID; none: REQUIRED', async () => {
    const m = await registerMember('current');
    const wrong = await api('/api/users/me', {
      method: 'PUT',
      jwt: m.jwt,
      body: { email: `new.${Date.now()}@example.test`, currentPassword: 'Wrong12345' },
    });
    expectCode(wrong, 400, 'AUTH_CURRENT_PASSWORD_INVALID');
    const missing = await api('/api/users/me', {
      method: 'PUT',
      jwt: m.jwt,
      body: { email: `new.${Date.now()}@example.test` },
    });
    expectCode(missing, 400, 'AUTH_CURRENT_PASSWORD_REQUIRED');
  });

  test('a birthday in the future: PROFILE_BIRTHDAY_FUTURE', async () => {
    const m = await registerMember('birthday');
    const res = await api('/api/users/me', {
      method: 'PUT',
      jwt: m.jwt,
      body: { birthday: '2999-01-01' },
    });
    expectCode(res, 400, 'PROFILE_BIRTHDAY_FUTURE');
  });

  test('account confirmation links: missing, invalid, used', async () => {
    expectCode(
      await api('/api/auth/email-confirmation?confirmation='),
      400,
      'CONFIRMATION_LINK_MISSING',
    );
    expectCode(
      await api('/api/auth/email-confirmation?confirmation=not!a!code'),
      400,
      'CONFIRMATION_LINK_INVALID',
    );
    expectCode(
      await api(`/api/auth/email-confirmation?confirmation=${'a'.repeat(64)}`),
      400,
      'CONFIRMATION_LINK_USED',
    );
  });

  test('e-mail change links: missing, invalid, used (confirm and cancel)', async () => {
    for (const path of ['/api/auth/email-change', '/api/auth/email-change/cancel']) {
      expectCode(await api(path, { body: { code: '' } }), 400, 'EMAIL_CHANGE_LINK_MISSING');
      expectCode(await api(path, { body: { code: 'nope' } }), 400, 'EMAIL_CHANGE_LINK_INVALID');
      expectCode(
        await api(path, { body: { code: 'b'.repeat(64) } }),
        400,
        'EMAIL_CHANGE_LINK_USED',
      );
    }
  });

  // The contact form's CAPTCHA_FAILED and RATE_LIMITED are checked in forms.test.ts, which
  // counts the form's per-minute limit exactly.

  test('a cart mixing currencies: CART_CURRENCY_MISMATCH', async () => {
    const products = await api('/api/products?locale=en&fields[0]=slug&pagination[pageSize]=2');
    const [a, b] = products.body.data as Array<{ documentId: string }>;
    const cartId = newCartId();
    const res = await api('/api/carts', {
      cartId,
      body: {
        data: {
          cartId,
          locale: 'en',
          items: [
            { productId: a!.documentId, quantity: 1, currency: 'USD' },
            { productId: b!.documentId, quantity: 1, currency: 'TWD' },
          ],
        },
      },
    });
    expectCode(res, 400, 'CART_CURRENCY_MISMATCH');
  });

  test('a review without a rating: REVIEW_RATING_REQUIRED', async () => {
    const m = await registerMember('reviewer');
    const res = await api('/api/reviews', {
      jwt: m.jwt,
      body: { data: { headline: 'Nice', body: 'Good tea', publicName: 'Tester' } },
    });
    expectCode(res, 400, 'REVIEW_RATING_REQUIRED');
  });
});
