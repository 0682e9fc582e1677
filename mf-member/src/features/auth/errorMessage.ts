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

/** i18n keys of the messages for a refused birthday, by the content backend's message. */
const BIRTHDAY_KEYS: Array<[RegExp, string]> = [
  [/future/i, 'mf-member:validation.birthdayFuture'],
  [/before 1900/i, 'mf-member:validation.birthdayTooEarly'],
];

/**
 * The fields the content backend refused (`details.fields`), each with the message key to show on
 * it; empty for any other error.
 */
export function fieldErrors(error: unknown): Array<{ field: string; message: string }> {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const details = error.body.details as { fields?: unknown } | undefined;
  const fields = Array.isArray(details?.fields) ? details.fields : [];
  return fields
    .filter((field): field is string => typeof field === 'string')
    .map((field) => {
      if (field === 'birthday') {
        const found = BIRTHDAY_KEYS.find(([pattern]) => pattern.test(error.message));
        return { field, message: found ? found[1] : 'mf-member:validation.birthdayInvalid' };
      }
      if (field === 'email') return { field, message: 'mf-member:validation.emailInvalid' };
      return { field, message: 'mf-member:errors.generic' };
    });
}
