// Card rules of Stripe's test mode: brands by number prefix, checks of raw card data, the
// documented test card numbers and the `pm_card_…` test payment methods.

/**
 * @typedef {'success' | 'decline' | 'authenticate'} CardBehaviour
 * @typedef {{ behaviour: CardBehaviour, code?: string, declineCode?: string, funding?: string }} CardOutcome
 * @typedef {{ code: string, message: string, param: string }} CardProblem
 */

/** Stripe's English messages for card errors (codes and decline codes). */
export const CARD_MESSAGES = {
  card_declined: 'Your card was declined.',
  generic_decline: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  lost_card: 'Your card was declined.',
  stolen_card: 'Your card was declined.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
  authentication_required: 'Your card was declined. This transaction requires authentication.',
  processing_error: 'An error occurred while processing your card. Try again in a little bit.',
  incorrect_number: 'Your card number is incorrect.',
  invalid_number: 'Your card number is incorrect.',
  invalid_cvc: "Your card's security code is invalid.",
  invalid_expiry_month: "Your card's expiration month is invalid.",
  invalid_expiry_year: "Your card's expiration year is invalid.",
  test_mode_live_card:
    'Your card was declined. Your request was in test mode, but used a non test (live) card. ' +
    'For a list of valid test cards, visit: https://stripe.com/docs/testing.',
  payment_intent_authentication_failure:
    'The provided PaymentMethod has failed authentication. You can provide payment_method_data ' +
    'or a new PaymentMethod to attempt to fulfill this PaymentIntent again.',
};

/** @type {CardOutcome} */
const SUCCEEDS = { behaviour: 'success' };
/** @type {CardOutcome} */
const AUTHENTICATES = { behaviour: 'authenticate' };
/** @type {(code: string, declineCode?: string) => CardOutcome} */
const declined = (code, declineCode) => ({ behaviour: 'decline', code, declineCode });

/** @type {Map<string, CardOutcome>} Stripe's documented test numbers. */
const TEST_CARDS = new Map([
  ['4242424242424242', SUCCEEDS],
  ['4000056655665556', { behaviour: 'success', funding: 'debit' }],
  ['5555555555554444', SUCCEEDS],
  ['2223003122003222', SUCCEEDS],
  ['5200828282828210', { behaviour: 'success', funding: 'debit' }],
  ['5105105105105100', { behaviour: 'success', funding: 'prepaid' }],
  ['378282246310005', SUCCEEDS],
  ['371449635398431', SUCCEEDS],
  ['6011111111111117', SUCCEEDS],
  ['3566002020360505', SUCCEEDS],
  ['3056930009020004', SUCCEEDS],
  ['36227206271667', SUCCEEDS],
  ['6200000000000005', SUCCEEDS],
  ['4000000000000077', SUCCEEDS],
  ['4000000000000002', declined('card_declined', 'generic_decline')],
  ['4000000000009995', declined('card_declined', 'insufficient_funds')],
  ['4000000000009987', declined('card_declined', 'lost_card')],
  ['4000000000009979', declined('card_declined', 'stolen_card')],
  ['4000000000000069', declined('expired_card')],
  ['4000000000000127', declined('incorrect_cvc')],
  ['4000000000000119', declined('processing_error')],
  // 3-D Secure: 3155 asks on one-time payments (all payments here), the others always
  ['4000002500003155', AUTHENTICATES],
  ['4000002760003184', AUTHENTICATES],
  ['4000000000003220', AUTHENTICATES],
  ['4000000000003063', AUTHENTICATES],
]);

/** Stripe's test PaymentMethods, usable as `payment_method` without card data. */
export const TEST_PAYMENT_METHODS = {
  pm_card_visa: '4242424242424242',
  pm_card_visa_debit: '4000056655665556',
  pm_card_mastercard: '5555555555554444',
  pm_card_amex: '378282246310005',
  pm_card_discover: '6011111111111117',
  pm_card_jcb: '3566002020360505',
  pm_card_unionpay: '6200000000000005',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_chargeDeclinedLostCard: '4000000000009987',
  pm_card_chargeDeclinedStolenCard: '4000000000009979',
  pm_card_chargeDeclinedExpiredCard: '4000000000000069',
  pm_card_chargeDeclinedIncorrectCvc: '4000000000000127',
  pm_card_chargeDeclinedProcessingError: '4000000000000119',
  pm_card_authenticationRequired: '4000002760003184',
  pm_card_authenticationRequiredOnSetup: '4000002500003155',
  pm_card_threeDSecure2Required: '4000000000003220',
};

/**
 * The brand of a card number, by its prefix.
 * @param {string} number digits only
 * @returns {string} 'visa', 'mastercard', 'amex', 'discover', 'jcb', 'diners', 'unionpay' or 'unknown'
 */
export function cardBrand(number) {
  const two = Number(number.slice(0, 2));
  const four = Number(number.slice(0, 4));
  if (number.startsWith('4')) return 'visa';
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'mastercard';
  if (two === 34 || two === 37) return 'amex';
  if (number.startsWith('6011') || number.startsWith('65') || (four >= 6440 && four <= 6499)) {
    return 'discover';
  }
  if (two === 35) return 'jcb';
  if (two === 36 || two === 38 || two === 39 || (four >= 3000 && four <= 3059)) return 'diners';
  if (two === 62 || two === 81) return 'unionpay';
  return 'unknown';
}

/** @param {string} number digits only */
export function luhnValid(number) {
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return number.length > 0 && sum % 10 === 0;
}

/**
 * How a valid card behaves on a payment: Stripe's test numbers as documented; any other number is
 * declined as a live card used in test mode, as Stripe does.
 * @param {string} number digits only
 * @returns {CardOutcome}
 */
export function cardOutcome(number) {
  return TEST_CARDS.get(number) ?? declined('card_declined', 'test_mode_live_card');
}

/**
 * Checks raw card data as Stripe's API does before it attempts a payment.
 * @param {{ number?: unknown, exp_month?: unknown, exp_year?: unknown, cvc?: unknown }} card
 * @param {string} prefix parameter path of the card hash, e.g. 'payment_method_data[card]'
 * @param {Date} [now]
 * @returns {{ ok: true, card: { number: string, expMonth: number, expYear: number, cvc: string | null, brand: string } } | { ok: false, missing?: string, problem?: CardProblem }}
 */
export function checkCard(card, prefix, now = new Date()) {
  for (const field of ['number', 'exp_month', 'exp_year']) {
    const value = /** @type {Record<string, unknown>} */ (card)[field];
    if (value === undefined || value === '') return { ok: false, missing: `${prefix}[${field}]` };
  }
  const problem = (/** @type {string} */ code, /** @type {string} */ field) => ({
    ok: /** @type {const} */ (false),
    problem: {
      code,
      message: CARD_MESSAGES[/** @type {keyof typeof CARD_MESSAGES} */ (code)],
      param: `${prefix}[${field}]`,
    },
  });
  const number = String(card.number).replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhnValid(number))
    return problem('incorrect_number', 'number');
  const brand = cardBrand(number);

  const monthText = String(card.exp_month).trim();
  const expMonth = Number(monthText);
  if (!/^\d{1,2}$/.test(monthText) || expMonth < 1 || expMonth > 12) {
    return problem('invalid_expiry_month', 'exp_month');
  }
  const yearText = String(card.exp_year).trim();
  if (!/^(\d{2}|\d{4})$/.test(yearText)) return problem('invalid_expiry_year', 'exp_year');
  const expYear = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  const thisYear = now.getUTCFullYear();
  if (expYear < thisYear || expYear > thisYear + 50) {
    return problem('invalid_expiry_year', 'exp_year');
  }
  if (expYear === thisYear && expMonth < now.getUTCMonth() + 1) {
    return problem('invalid_expiry_month', 'exp_month');
  }

  let cvc = null;
  if (card.cvc !== undefined && card.cvc !== '') {
    cvc = String(card.cvc).trim();
    const digits = brand === 'amex' ? /^\d{3,4}$/ : /^\d{3}$/;
    if (!digits.test(cvc)) return problem('invalid_cvc', 'cvc');
  }
  return { ok: true, card: { number, expMonth, expYear, cvc, brand } };
}
