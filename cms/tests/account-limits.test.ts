import crypto from 'node:crypto';
import { api, newCartId, registerMember, type ApiAnswer } from './support/api';
import { startInstances, type CmsInstance } from './support/instances';
import { redisAnswers, redisTestUrl } from './support/redis';

/**
 * The account limits (sign-in back-off per account, new accounts and reset requests per IP, reset
 * e-mails per address) and the anonymous cart creation limit, on two instances sharing one Redis:
 * what one instance counted, the other enforces. In CI (`CI` set) a missing Redis fails the suite.
 */
const available = redisAnswers();
const required = Boolean(process.env.CI);
const describeWithRedis = available || required ? describe : describe.skip;

const BACKOFF_BASE_MS = 2_000;

describeWithRedis('account and cart creation limits', () => {
  let a: CmsInstance;
  let b: CmsInstance;
  const stamp = crypto.randomBytes(4).toString('hex');

  beforeAll(async () => {
    if (!available) throw new Error(`Redis does not answer at ${redisTestUrl()}`);
    [a, b] = (await startInstances(2, {
      env: {
        REDIS_URL: redisTestUrl(),
        REDIS_KEY_PREFIX: `teashop-test-${stamp}:`,
        TEST_DISABLE_RATELIMIT: '',
        // users-permissions' own per-IP limit out of the way of what is tested here
        AUTH_RATE_LIMIT_MAX: '1000',
        LOGIN_BACKOFF_FREE_FAILURES: '2',
        LOGIN_BACKOFF_BASE_MS: String(BACKOFF_BASE_MS),
        REGISTER_RATE_LIMIT_MAX: '2',
        FORGOT_PASSWORD_RATE_LIMIT_MAX: '4',
        FORGOT_PASSWORD_ACCOUNT_RATE_LIMIT_MAX: '2',
        RESET_PASSWORD_RATE_LIMIT_MAX: '2',
        CART_CREATE_RATE_LIMIT_MAX: '2',
      },
    })) as [CmsInstance, CmsInstance];
  }, 300_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
  }, 60_000);

  const expectLimited = (answer: ApiAnswer, message: RegExp) => {
    expect(answer.status).toBe(429);
    expect(answer.body.error.name).toBe('RateLimitError');
    expect(answer.body.error.message).toMatch(message);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  };

  test('wrong passwords back off sign-in to that account, on every instance', async () => {
    const member = await registerMember('backoff');
    const other = await registerMember('bystander');
    const signIn = (base: string, identifier: string, password: string) =>
      api('/api/auth/local', { base, body: { identifier, password } });

    expect((await signIn(a.baseUrl, member.email, 'Wrong1234')).status).toBe(400);
    expect((await signIn(b.baseUrl, member.email.toUpperCase(), 'Wrong1234')).status).toBe(400);
    // even the right password waits now, on the other instance too
    const refused = await signIn(a.baseUrl, member.email, member.password);
    expectLimited(refused, /failed sign-in attempts/);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(BACKOFF_BASE_MS / 1000);
    expectLimited(await signIn(b.baseUrl, member.email, member.password), /sign-in/);
    // other accounts are not held back
    expect((await signIn(b.baseUrl, other.email, other.password)).status).toBe(200);

    await new Promise((resolve) => setTimeout(resolve, BACKOFF_BASE_MS + 200));
    expect((await signIn(b.baseUrl, member.email, member.password)).status).toBe(200);
    // the success forgot the failures: two free ones again
    expect((await signIn(a.baseUrl, member.email, 'Wrong1234')).status).toBe(400);
    expect((await signIn(a.baseUrl, member.email, member.password)).status).toBe(200);
  }, 30_000);

  test('new accounts are limited per client IP across instances', async () => {
    const register = (base: string, n: number) =>
      api('/api/auth/local/register', {
        base,
        body: {
          username: `limit${stamp}${n}`,
          email: `limit.${stamp}.${n}@example.test`,
          password: 'Leaf12345',
        },
      });
    expect((await register(a.baseUrl, 1)).status).toBe(200);
    expect((await register(b.baseUrl, 2)).status).toBe(200);
    expectLimited(await register(a.baseUrl, 3), /Too many new accounts/);
  });

  test('reset e-mails are limited per address, and reset requests per client IP', async () => {
    const forgot = (base: string, email: string) =>
      api('/api/auth/forgot-password', { base, body: { email } });
    const address = `forgot.${stamp}@example.test`;
    expect((await forgot(a.baseUrl, address)).status).toBe(200);
    expect((await forgot(b.baseUrl, address.toUpperCase())).status).toBe(200);
    expectLimited(await forgot(a.baseUrl, address), /password reset requests/);
    // another address still gets its mail, until the IP's limit
    expect((await forgot(b.baseUrl, `other.${stamp}@example.test`)).status).toBe(200);
    expectLimited(await forgot(a.baseUrl, `third.${stamp}@example.test`), /password reset/);

    const reset = (base: string) =>
      api('/api/auth/reset-password', {
        base,
        body: { code: 'not-a-code', password: 'Leaf12345', passwordConfirmation: 'Leaf12345' },
      });
    expect((await reset(a.baseUrl)).status).toBe(400);
    expect((await reset(b.baseUrl)).status).toBe(400);
    expectLimited(await reset(a.baseUrl), /password reset attempts/);
  });

  test('anonymous carts created per client IP are limited; writes to them are not', async () => {
    const create = (base: string) => {
      const cartId = newCartId();
      return api('/api/carts', { base, cartId, body: { data: { cartId, items: [] } } });
    };
    const first = await create(a.baseUrl);
    expect(first.status).toBe(201);
    expect((await create(b.baseUrl)).status).toBe(201);
    expectLimited(await create(a.baseUrl), /Too many cart changes/);
    // the carts already made keep working
    const saved = await api(`/api/carts/${first.body.data.documentId}`, {
      base: b.baseUrl,
      method: 'PUT',
      cartId: first.body.data.cartId,
      body: { data: { items: [] } },
    });
    expect(saved.status).toBe(200);
  });
});
