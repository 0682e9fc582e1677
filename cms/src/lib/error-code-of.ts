import {
  BIRTHDAY_FUTURE,
  BIRTHDAY_INVALID,
  BIRTHDAY_TOO_EARLY,
} from '../extensions/users-permissions/strapi-server';
import { ALREADY_CONFIRMED } from '../extensions/users-permissions/account-mails';
import {
  EMAIL_TAKEN,
  LINK_INVALID,
  LINK_MISSING,
  LINK_USED,
  MAIL_FAILED,
} from '../extensions/users-permissions/email-change';
import {
  CURRENT_PASSWORD_REQUIRED,
  CURRENT_PASSWORD_WRONG,
  FRESH_SIGN_IN_REQUIRED,
  USERNAME_EMAIL_NOT_OWN,
  USERNAME_TAKEN,
  WRONG_CREDENTIALS,
} from '../extensions/users-permissions/identity';
import {
  CAPTCHA_MESSAGE,
  CONTACT_FAILED_MESSAGE,
} from '../api/contact-message/controllers/contact-message';
import {
  REVIEW_NOT_RECEIVED_MESSAGE,
  REVIEW_RATING_MESSAGE,
} from '../api/review/controllers/review';
import { CART_CURRENCY_MISMATCH } from './cart-items';
import type { ErrorCode } from './error-codes';
import { REVIEW_IMAGE_TYPE_MESSAGE } from './review-image';

/**
 * The code of a refusal thrown without one, by its message: the users-permissions plugin's own
 * errors (log-in, sign-up, password reset, e-mail confirmation) and this cms's, in one place.
 */
const BY_MESSAGE: ReadonlyMap<string, ErrorCode> = new Map<string, ErrorCode>([
  // users-permissions' own words
  ['Invalid credentials', 'AUTH_INVALID_CREDENTIALS'],
  [WRONG_CREDENTIALS, 'AUTH_INVALID_CREDENTIALS'],
  ['Your account email is not confirmed', 'AUTH_EMAIL_NOT_CONFIRMED'],
  ['Your account has been blocked by an administrator', 'AUTH_BLOCKED'],
  ['User blocked', 'AUTH_BLOCKED'],
  ['Email or Username are already taken', 'AUTH_EMAIL_TAKEN'],
  ['Email is already taken.', 'AUTH_EMAIL_TAKEN'],
  ['This provider is disabled', 'AUTH_PROVIDER_DISABLED'],
  ['Incorrect code provided', 'AUTH_RESET_CODE_INVALID'],
  ['Passwords do not match', 'AUTH_PASSWORDS_DIFFER'],
  [CURRENT_PASSWORD_WRONG, 'AUTH_CURRENT_PASSWORD_INVALID'],
  ['Your new password must be different than your current password', 'AUTH_PASSWORD_UNCHANGED'],
  ['Error sending confirmation email', 'AUTH_CONFIRMATION_MAIL_FAILED'],
  // a confirmation token it does not know (any more): used or expired
  ['Invalid token', 'CONFIRMATION_LINK_USED'],
  // the account's extension
  [USERNAME_TAKEN, 'AUTH_USERNAME_TAKEN'],
  [USERNAME_EMAIL_NOT_OWN, 'AUTH_USERNAME_EMAIL_NOT_OWN'],
  [CURRENT_PASSWORD_REQUIRED, 'AUTH_CURRENT_PASSWORD_REQUIRED'],
  [FRESH_SIGN_IN_REQUIRED, 'AUTH_FRESH_SIGN_IN_REQUIRED'],
  [ALREADY_CONFIRMED, 'AUTH_ALREADY_CONFIRMED'],
  [MAIL_FAILED, 'EMAIL_CHANGE_MAIL_FAILED'],
  [BIRTHDAY_INVALID, 'PROFILE_BIRTHDAY_INVALID'],
  [BIRTHDAY_FUTURE, 'PROFILE_BIRTHDAY_FUTURE'],
  [BIRTHDAY_TOO_EARLY, 'PROFILE_BIRTHDAY_TOO_EARLY'],
  ['Please enter a valid email address', 'EMAIL_INVALID'],
  // contact form, cart, reviews
  [CAPTCHA_MESSAGE, 'CAPTCHA_FAILED'],
  [CONTACT_FAILED_MESSAGE, 'CONTACT_INCOMPLETE'],
  [CART_CURRENCY_MISMATCH, 'CART_CURRENCY_MISMATCH'],
  [REVIEW_RATING_MESSAGE, 'REVIEW_RATING_REQUIRED'],
  ['headline, body and publicName are required', 'REVIEW_FIELDS_REQUIRED'],
  [REVIEW_NOT_RECEIVED_MESSAGE, 'REVIEW_NOT_RECEIVED'],
  [REVIEW_IMAGE_TYPE_MESSAGE, 'REVIEW_IMAGE_TYPE'],
]);

/** The links mailed for an account's address share their words; the path tells them apart. */
const LINKS: ReadonlyMap<string, [confirmation: ErrorCode, emailChange: ErrorCode]> = new Map([
  [LINK_MISSING, ['CONFIRMATION_LINK_MISSING', 'EMAIL_CHANGE_LINK_MISSING']],
  [LINK_INVALID, ['CONFIRMATION_LINK_INVALID', 'EMAIL_CHANGE_LINK_INVALID']],
  [LINK_USED, ['CONFIRMATION_LINK_USED', 'EMAIL_CHANGE_LINK_USED']],
]);

const EMAIL_CHANGE_PATH = /^\/api\/auth\/email-change(\/|$)/;

export interface RefusalLike {
  status?: number;
  name?: string;
  message?: string;
}

/** The `details.code` for a refusal answered on `path`, or null when it has none. */
export function errorCodeOf(error: RefusalLike, path: string): ErrorCode | null {
  if (error.status === 429 || error.name === 'RateLimitError') return 'RATE_LIMITED';
  const message = error.message ?? '';
  const link = LINKS.get(message);
  if (link) return EMAIL_CHANGE_PATH.test(path) ? link[1] : link[0];
  if (message === EMAIL_TAKEN) {
    return EMAIL_CHANGE_PATH.test(path) ? 'EMAIL_CHANGE_EMAIL_TAKEN' : 'AUTH_EMAIL_TAKEN';
  }
  return BY_MESSAGE.get(message) ?? null;
}
