import { ApiError } from '@teashop/shared';

/** i18n keys (namespace mf-member) of the messages shown for content backend errors. */
export type ErrorKey =
  | 'errors.invalidCredentials'
  | 'errors.notConfirmed'
  | 'errors.blocked'
  | 'errors.emailTaken'
  | 'errors.emailInUse'
  | 'errors.rateLimited'
  | 'errors.resetCodeInvalid'
  | 'errors.currentPasswordInvalid'
  | 'errors.sameAsCurrent'
  | 'errors.alreadyConfirmed'
  | 'errors.providerFailed'
  | 'errors.mailNotSent'
  | 'errors.network'
  | 'errors.generic';

const BY_MESSAGE: Array<[RegExp, ErrorKey]> = [
  [/invalid identifier or password/i, 'errors.invalidCredentials'],
  [/email is not confirmed/i, 'errors.notConfirmed'],
  [/blocked/i, 'errors.blocked'],
  [/(email|username).*(already taken)/i, 'errors.emailTaken'],
  [/incorrect code/i, 'errors.resetCodeInvalid'],
  [/current password is invalid/i, 'errors.currentPasswordInvalid'],
  [/must be different than your current password/i, 'errors.sameAsCurrent'],
  [/already confirmed/i, 'errors.alreadyConfirmed'],
  [/confirmation e-mail could not be sent/i, 'errors.mailNotSent'],
];

/** Turns an error from the content backend into a clear, translatable message key. */
export function errorKey(error: unknown): ErrorKey {
  if (!(error instanceof ApiError)) return 'errors.generic';
  if (error.status === 429 || error.name === 'RateLimitError') return 'errors.rateLimited';
  for (const [pattern, key] of BY_MESSAGE) if (pattern.test(error.message)) return key;
  if (error.name === 'UnknownError' && /fetch|network/i.test(error.message))
    return 'errors.network';
  return 'errors.generic';
}
