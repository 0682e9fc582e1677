import { EMAIL_CHANGE_LIFETIME_MS, livePendingEmail } from './email-change';

describe('livePendingEmail', () => {
  const now = Date.parse('2026-11-26T10:00:00Z');
  const at = (msAgo: number) => new Date(now - msAgo).toISOString();

  test('names the address while its link works, for 24 hours', () => {
    expect(livePendingEmail({ pendingEmail: 'a@x.test', emailChangeRequestedAt: at(0) }, now)).toBe(
      'a@x.test',
    );
    expect(
      livePendingEmail(
        { pendingEmail: 'a@x.test', emailChangeRequestedAt: at(EMAIL_CHANGE_LIFETIME_MS - 1) },
        now,
      ),
    ).toBe('a@x.test');
  });

  test('is null once the link expired, or when nothing waits', () => {
    expect(
      livePendingEmail(
        { pendingEmail: 'a@x.test', emailChangeRequestedAt: at(EMAIL_CHANGE_LIFETIME_MS) },
        now,
      ),
    ).toBeNull();
    expect(livePendingEmail({ pendingEmail: null, emailChangeRequestedAt: at(0) }, now)).toBeNull();
    expect(
      livePendingEmail({ pendingEmail: 'a@x.test', emailChangeRequestedAt: null }, now),
    ).toBeNull();
    // a clock set back does not make an old request last longer
    expect(
      livePendingEmail({ pendingEmail: 'a@x.test', emailChangeRequestedAt: at(-60_000) }, now),
    ).toBeNull();
  });
});
