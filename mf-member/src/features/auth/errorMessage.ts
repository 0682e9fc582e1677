import { type ErrorCode } from '@teashop/contracts';
import { ApiError } from '@teashop/runtime';

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

/** The message shown per code of the content backend (`details.code`). */
const BY_CODE: Partial<Record<ErrorCode, ErrorKey>> = {
  AUTH_INVALID_CREDENTIALS: 'errors.invalidCredentials',
  AUTH_EMAIL_NOT_CONFIRMED: 'errors.notConfirmed',
  AUTH_BLOCKED: 'errors.blocked',
  AUTH_EMAIL_TAKEN: 'errors.emailTaken',
  AUTH_USERNAME_TAKEN: 'errors.emailTaken',
  EMAIL_CHANGE_EMAIL_TAKEN: 'errors.emailTaken',
  AUTH_RESET_CODE_INVALID: 'errors.resetCodeInvalid',
  AUTH_CURRENT_PASSWORD_INVALID: 'errors.currentPasswordInvalid',
  AUTH_PASSWORD_UNCHANGED: 'errors.sameAsCurrent',
  AUTH_ALREADY_CONFIRMED: 'errors.alreadyConfirmed',
  EMAIL_CHANGE_MAIL_FAILED: 'errors.mailNotSent',
  RATE_LIMITED: 'errors.rateLimited',
};

/** Turns an error from the content backend into a clear, translatable message key. */
export function errorKey(error: unknown): ErrorKey {
  if (!(error instanceof ApiError)) return 'errors.generic';
  if (error.kind === 'network') return 'errors.network';
  if (error.status === 429) return 'errors.rateLimited';
  return (error.code && BY_CODE[error.code]) || 'errors.generic';
}

/** i18n keys of the messages for a refused birthday, by the content backend's code. */
const BIRTHDAY_KEYS: Partial<Record<ErrorCode, string>> = {
  PROFILE_BIRTHDAY_FUTURE: 'mf-member:validation.birthdayFuture',
  PROFILE_BIRTHDAY_TOO_EARLY: 'mf-member:validation.birthdayTooEarly',
};

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
        const found = error.code ? BIRTHDAY_KEYS[error.code] : undefined;
        return { field, message: found ?? 'mf-member:validation.birthdayInvalid' };
      }
      if (field === 'email') return { field, message: 'mf-member:validation.emailInvalid' };
      return { field, message: 'mf-member:errors.generic' };
    });
}
