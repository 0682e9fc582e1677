import { errorCodeOf } from './error-code-of';
import { ERROR_CODES } from './error-codes';

describe('errorCodeOf', () => {
  test.each([
    [
      { name: 'ApplicationError', message: 'Your account email is not confirmed' },
      '/api/auth/local',
      'AUTH_EMAIL_NOT_CONFIRMED',
    ],
    [
      { name: 'ApplicationError', message: 'Your account has been blocked by an administrator' },
      '/api/auth/local',
      'AUTH_BLOCKED',
    ],
    [
      { name: 'ApplicationError', message: 'Email or Username are already taken' },
      '/api/auth/local/register',
      'AUTH_EMAIL_TAKEN',
    ],
    [
      { name: 'ApplicationError', message: 'Email already taken' },
      '/api/users/me',
      'AUTH_EMAIL_TAKEN',
    ],
    [
      { name: 'ApplicationError', message: 'Email already taken' },
      '/api/auth/email-change',
      'EMAIL_CHANGE_EMAIL_TAKEN',
    ],
    [
      { name: 'ApplicationError', message: 'Already confirmed' },
      '/api/auth/send-email-confirmation',
      'AUTH_ALREADY_CONFIRMED',
    ],
    [
      { name: 'RateLimitError', message: 'Too many messages, please try again later.' },
      '/api/contact-messages',
      'RATE_LIMITED',
    ],
    [
      { status: 429, message: 'Too many requests, please try again later.' },
      '/api/auth/local',
      'RATE_LIMITED',
    ],
    [
      { name: 'ValidationError', message: 'Invalid verification link' },
      '/api/auth/email-change/cancel',
      'EMAIL_CHANGE_LINK_INVALID',
    ],
    [
      { name: 'ValidationError', message: 'Invalid verification link' },
      '/api/auth/email-confirmation',
      'CONFIRMATION_LINK_INVALID',
    ],
  ])('%j on %s is %s', (error, path, code) => {
    expect(errorCodeOf(error, path)).toBe(code);
  });

  test('an unknown refusal has no code', () => {
    expect(
      errorCodeOf({ name: 'ValidationError', message: 'Something else' }, '/api/x'),
    ).toBeNull();
  });

  test('every code given is in the published list', () => {
    const given = [
      'AUTH_EMAIL_NOT_CONFIRMED',
      'AUTH_BLOCKED',
      'RATE_LIMITED',
      'EMAIL_CHANGE_LINK_USED',
    ];
    for (const code of given) expect(ERROR_CODES).toContain(code);
  });
});
