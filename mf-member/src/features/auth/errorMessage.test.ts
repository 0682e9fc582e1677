import { ApiError } from '@teashop/shared';
import { errorKey } from './errorMessage';

const err = (status: number, name: string, message: string) =>
  new ApiError({ status, name, message });

test.each([
  [err(400, 'ValidationError', 'Invalid identifier or password'), 'errors.invalidCredentials'],
  [err(400, 'ApplicationError', 'Your account email is not confirmed'), 'errors.notConfirmed'],
  [
    err(400, 'ApplicationError', 'Your account has been blocked by an administrator'),
    'errors.blocked',
  ],
  [err(400, 'ApplicationError', 'Email or Username are already taken'), 'errors.emailTaken'],
  [err(400, 'ApplicationError', 'Email already taken'), 'errors.emailTaken'],
  [
    err(429, 'TooManyRequestsError', 'Too many requests, please try again later.'),
    'errors.rateLimited',
  ],
  [err(400, 'ValidationError', 'Incorrect code provided'), 'errors.resetCodeInvalid'],
  [
    err(400, 'ValidationError', 'The provided current password is invalid'),
    'errors.currentPasswordInvalid',
  ],
  [err(500, 'UnknownError', 'Failed to fetch'), 'errors.network'],
  [err(500, 'InternalServerError', 'Internal Server Error'), 'errors.generic'],
  [new Error('boom'), 'errors.generic'],
])('%s -> %s', (error, key) => {
  expect(errorKey(error)).toBe(key);
});
