import {
  LoginBackoff,
  accountKey,
  backoffPolicy,
  secondsToWait,
  sharedLoginBackoff,
  waitAfter,
} from './login-backoff';

const policy = { freeFailures: 3, baseMs: 10_000, maxMs: 60_000, forgetMs: 3_600_000 };

describe('sign-in back-off', () => {
  test('the first failures are free, then the wait doubles up to the maximum', () => {
    expect([0, 1, 2].map((n) => waitAfter(n, policy))).toEqual([0, 0, 0]);
    expect([3, 4, 5, 6, 7, 40].map((n) => waitAfter(n, policy))).toEqual([
      10_000, 20_000, 40_000, 60_000, 60_000, 60_000,
    ]);
  });

  test('the wait is counted from the last failure', () => {
    expect(secondsToWait({ count: 3, lastAt: 1_000 }, policy, 1_000)).toBe(10);
    expect(secondsToWait({ count: 3, lastAt: 1_000 }, policy, 9_500)).toBe(2);
    expect(secondsToWait({ count: 3, lastAt: 1_000 }, policy, 11_000)).toBe(0);
    expect(secondsToWait(null, policy, 0)).toBe(0);
  });

  test('a success forgets the failures; so does an hour without one', async () => {
    const backoff = new LoginBackoff(policy);
    const account = accountKey(' Mei@Example.com ');
    expect(account).toBe(accountKey('mei@example.com'));
    for (let i = 0; i < 3; i += 1) await backoff.failed(account, 1_000);
    expect(await backoff.waitSeconds(account, 2_000)).toBe(9);
    expect(await backoff.waitSeconds(accountKey('other@example.com'), 2_000)).toBe(0);
    await backoff.succeeded(account);
    expect(await backoff.waitSeconds(account, 2_000)).toBe(0);

    for (let i = 0; i < 4; i += 1) await backoff.failed(account, 1_000);
    expect(await backoff.waitSeconds(account, 1_000)).toBe(20);
    expect(await backoff.waitSeconds(account, 1_000 + 3_600_001)).toBe(0);
  });

  test('defaults: five free failures, 30 s doubling up to 15 minutes', () => {
    expect(backoffPolicy({})).toMatchObject({ freeFailures: 5, baseMs: 30_000, maxMs: 900_000 });
    expect(backoffPolicy({ LOGIN_BACKOFF_FREE_FAILURES: '2' }).freeFailures).toBe(2);
  });

  test('wrong current passwords and wrong sign-in passwords count together', async () => {
    const signIn = new LoginBackoff(policy);
    const account = accountKey(`shared.${Date.now()}@example.com`);
    const free = sharedLoginBackoff().policy.freeFailures;
    // e.g. wrong current passwords when changing the e-mail address
    for (let i = 0; i < free; i += 1) await sharedLoginBackoff().failed(account, 1_000);
    expect(await signIn.waitSeconds(account, 1_000)).toBeGreaterThan(0);
    await signIn.succeeded(account);
    expect(await sharedLoginBackoff().waitSeconds(account, 1_000)).toBe(0);
  });
});
