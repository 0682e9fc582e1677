// The 3-D Secure test page: where `next_action.redirect_to_url.url` of a PaymentIntent that
// requires authentication leads. Like Stripe's test-mode page it offers "Complete" and "Fail";
// the answer is then sent back to the shop's return_url with Stripe's query parameters.
import { formatAmount } from './api.mjs';

/** @param {unknown} value */
const escapeHtml = (value) => String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `
  *, *::before, *::after { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', sans-serif;
    color: #1a1f36; background: #f6f9fc; }
  main { max-width: 28rem; margin: 3rem auto; padding: 1.5rem; background: #fff;
    border: 1px solid #d5dbe1; border-radius: 8px; }
  h1 { font-size: 1.25rem; margin: 0 0 1rem; }
  p { margin: 0 0 1rem; }
  .amount { font-size: 1.125rem; font-weight: 600; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-top: 1.5rem; }
  button { min-height: 44px; min-width: 8rem; padding: 0.5rem 1.25rem; font: inherit;
    font-weight: 600; border-radius: 6px; cursor: pointer; }
  .complete { background: #0a6b3d; border: 2px solid #0a6b3d; color: #fff; }
  .fail { background: #fff; border: 2px solid #b3261e; color: #b3261e; }
  button:focus-visible { outline: 3px solid #1a1f36; outline-offset: 2px; }
`;

/**
 * @param {string} title
 * @param {string} body HTML
 */
function page(title, body) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;
}

/**
 * The page asking to complete or fail the authentication of a payment.
 * @param {Record<string, any>} intent a PaymentIntent
 * @param {string} token
 */
export function challengePage(intent, token) {
  return page(
    'Test 3D Secure authentication',
    `<p>This is a test payment. Choose how the card issuer answers its authentication check.</p>
<p class="amount">Amount: ${escapeHtml(formatAmount(intent.amount, intent.currency).toUpperCase())}</p>
<form method="post" action="${escapeHtml(encodeURIComponent(intent.id))}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<div class="actions">
<button type="submit" class="complete" name="action" value="complete">Complete</button>
<button type="submit" class="fail" name="action" value="fail">Fail</button>
</div>
</form>`,
  );
}

/** The page for a challenge that is no longer waiting (answered, or the payment changed). */
export function staleChallengePage() {
  return page(
    'Authentication not available',
    '<p>This authentication has already been answered or the payment has changed. ' +
      'Return to the shop to see the result of the payment.</p>',
  );
}

/**
 * The page shown after an answer when the payment has no return_url to go back to.
 * @param {'succeeded' | 'failed'} status
 */
export function doneChallengePage(status) {
  return page(
    status === 'succeeded' ? 'Authentication completed' : 'Authentication failed',
    '<p>You can close this page.</p>',
  );
}

/**
 * The return_url with the query parameters Stripe appends after a redirect.
 * @param {string} returnUrl
 * @param {Record<string, any>} intent a PaymentIntent
 * @param {'succeeded' | 'failed'} redirectStatus
 */
export function returnLocation(returnUrl, intent, redirectStatus) {
  const url = new URL(returnUrl);
  url.searchParams.set('payment_intent', intent.id);
  url.searchParams.set('payment_intent_client_secret', intent.client_secret);
  url.searchParams.set('redirect_status', redirectStatus);
  return url.toString();
}
