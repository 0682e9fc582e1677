/**
 * `error.details.code` of every refusal a client may act on: a stable name beside the English
 * message, so the storefront shows its own words per code in every language. The storefront keeps
 * the same list (`shared/contracts/src/api/errorCodes.ts`; a test there checks both agree).
 */
export const ERROR_CODES = [
  // signing in, signing up, passwords (users-permissions and its extension)
  'AUTH_INVALID_CREDENTIALS',
  'AUTH_EMAIL_NOT_CONFIRMED',
  'AUTH_BLOCKED',
  'AUTH_EMAIL_TAKEN',
  'AUTH_USERNAME_TAKEN',
  'AUTH_USERNAME_EMAIL_NOT_OWN',
  'AUTH_PROVIDER_DISABLED',
  'AUTH_RESET_CODE_INVALID',
  'AUTH_PASSWORDS_DIFFER',
  'AUTH_CURRENT_PASSWORD_REQUIRED',
  'AUTH_CURRENT_PASSWORD_INVALID',
  'AUTH_PASSWORD_UNCHANGED',
  'AUTH_FRESH_SIGN_IN_REQUIRED',
  'AUTH_ALREADY_CONFIRMED',
  'AUTH_CONFIRMATION_MAIL_FAILED',
  // the link that confirms a new account's e-mail address
  'CONFIRMATION_LINK_MISSING',
  'CONFIRMATION_LINK_INVALID',
  'CONFIRMATION_LINK_USED',
  // changing the e-mail address (and the link that cancels a change)
  'EMAIL_CHANGE_LINK_MISSING',
  'EMAIL_CHANGE_LINK_INVALID',
  'EMAIL_CHANGE_LINK_USED',
  'EMAIL_CHANGE_EMAIL_TAKEN',
  'EMAIL_CHANGE_MAIL_FAILED',
  // profile fields
  'PROFILE_BIRTHDAY_INVALID',
  'PROFILE_BIRTHDAY_FUTURE',
  'PROFILE_BIRTHDAY_TOO_EARLY',
  'EMAIL_INVALID',
  // contact form
  'CAPTCHA_FAILED',
  'CONTACT_INCOMPLETE',
  // cart
  'CART_CURRENCY_MISMATCH',
  // reviews
  'REVIEW_RATING_REQUIRED',
  'REVIEW_FIELDS_REQUIRED',
  'REVIEW_NOT_RECEIVED',
  'REVIEW_IMAGE_TYPE',
  'REVIEW_IMAGE_TOO_LARGE',
  'REVIEW_IMAGE_TOO_MANY_PIXELS',
  // checkout (set by the checkout controller itself)
  'CART_EMPTY',
  'CURRENCY_MISMATCH',
  'SHIPPING_METHOD',
  'COUPON_INVALID',
  'AMOUNT_MISMATCH',
  'VALIDATION',
  'PAYMENT_PROVIDER',
  'PAYMENT_PROCESSING',
  'NOT_FOUND',
  'OUT_OF_STOCK',
  // any limit (requests per time, sign-in back-off)
  'RATE_LIMITED',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
