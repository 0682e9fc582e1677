import { ApiError } from '@teashop/runtime';
import { errorKey } from './errorMessage';

const err = (status: number, name: string, message: string, code?: string) =>
  new ApiError({ status, name, message, details: code ? { code } : {} });

test.each([
  [
    err(400, 'ValidationError', 'Invalid identifier or password', 'AUTH_INVALID_CREDENTIALS'),
    'errors.invalidCredentials',
  ],
  [
    err(400, 'ApplicationError', 'Your account email is not confirmed', 'AUTH_EMAIL_NOT_CONFIRMED'),
    'errors.notConfirmed',
  ],
  [
    err(
      400,
      'ApplicationError',
      'Your account has been blocked by an administrator',
      'AUTH_BLOCKED',
    ),
    'errors.blocked',
  ],
  [
    err(400, 'ApplicationError', 'Email or Username are already taken', 'AUTH_EMAIL_TAKEN'),
    'errors.emailTaken',
  ],
  [err(400, 'ApplicationError', 'Email already taken', 'AUTH_EMAIL_TAKEN'), 'errors.emailTaken'],
  [
    err(429, 'TooManyRequestsError', 'Too many requests, please try again later.'),
    'errors.rateLimited',
  ],
  [
    err(400, 'ValidationError', 'Incorrect code provided', 'AUTH_RESET_CODE_INVALID'),
    'errors.resetCodeInvalid',
  ],
  [
    err(
      400,
      'ValidationError',
      'The provided current password is invalid',
      'AUTH_CURRENT_PASSWORD_INVALID',
    ),
    'errors.currentPasswordInvalid',
  ],
  [err(0, 'NetworkError', 'Failed to fetch'), 'errors.network'],
  [
    err(400, 'ApplicationError', 'Username already taken', 'AUTH_USERNAME_TAKEN'),
    'errors.emailTaken',
  ],
  [
    err(
      400,
      'ValidationError',
      'Your new password must be different than your current password',
      'AUTH_PASSWORD_UNCHANGED',
    ),
    'errors.sameAsCurrent',
  ],
  [
    err(400, 'ApplicationError', 'Already confirmed', 'AUTH_ALREADY_CONFIRMED'),
    'errors.alreadyConfirmed',
  ],
  [
    err(
      400,
      'ApplicationError',
      'The confirmation e-mail could not be sent, please try again later.',
      'EMAIL_CHANGE_MAIL_FAILED',
    ),
    'errors.mailNotSent',
  ],
  [err(400, 'ValidationError', 'Invalid identifier or password'), 'errors.generic'],
  [err(502, 'HttpError', 'Bad Gateway'), 'errors.generic'],
  [err(500, 'InternalServerError', 'Internal Server Error'), 'errors.generic'],
  [new Error('boom'), 'errors.generic'],
])('%s -> %s', (error, key) => {
  expect(errorKey(error)).toBe(key);
});
