import { SECRET_NAMES } from './local-secrets';
import { isLocalDemo, LOCAL_DEMO_PROFILE } from './settings';

/** One reason a production start is refused: the variable to set, and why. */
export interface ProductionProblem {
  variable: string;
  reason: string;
}

/** Whether the process must satisfy the production checks: NODE_ENV=production and not the local demo. */
export function isProductionStart(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.NODE_ENV === 'production' && !isLocalDemo(env);
}

const blank = (value: string | undefined) => !value || value.trim() === '';

/**
 * What stops this environment from running the content backend in production: a missing secret
 * (generated local ones are for the local demo only) or a setting whose absence would put a local
 * stand-in in the shoppers' way (offline payments, the captcha stand-in, captured mail).
 * Pure: the same environment gives the same list, empty when nothing is missing.
 */
export function productionProblems(env: NodeJS.ProcessEnv): ProductionProblem[] {
  const problems: ProductionProblem[] = [];
  const need = (variable: string, reason: string) => {
    if (blank(env[variable])) problems.push({ variable, reason });
  };
  if (
    env.SHOP_PROFILE &&
    env.SHOP_PROFILE !== LOCAL_DEMO_PROFILE &&
    env.SHOP_PROFILE !== 'production'
  ) {
    problems.push({
      variable: 'SHOP_PROFILE',
      reason: `unknown profile "${env.SHOP_PROFILE}" (${LOCAL_DEMO_PROFILE} or production)`,
    });
  }
  for (const name of SECRET_NAMES) {
    need(name, 'a secret of this deployment (generated local secrets are for the local demo only)');
  }
  need('STRIPE_SECRET_KEY', 'without it card payments would go to the offline Stripe stand-in');
  need(
    'STRIPE_WEBHOOK_SECRET',
    "the signing secret of Stripe's webhook to <cms>/api/stripe/webhook",
  );
  need('RECAPTCHA_SECRET', 'without it the contact form would use the captcha stand-in');
  need('SMTP_HOST', 'without it mail would be captured to files instead of sent');
  if (!blank(env.SMTP_USERNAME)) {
    need('SMTP_PASSWORD', 'SMTP_USERNAME is set, so the SMTP server needs its password');
  }
  if (env.TEST_DISABLE_RATELIMIT === '1') {
    problems.push({
      variable: 'TEST_DISABLE_RATELIMIT',
      reason: 'turns the sign-in and sign-up limits off; for tests only',
    });
  }
  return problems;
}

/** The refusal printed when a production start has problems: one line per variable. */
export function productionRefusal(problems: ProductionProblem[]): string {
  return [
    'Refusing to start in production (NODE_ENV=production without SHOP_PROFILE=local-demo):',
    ...problems.map((p) => `  ${p.variable}: ${p.reason}`),
    'Set these variables (see cms/README.md), or run the local demo with npm start.',
  ].join('\n');
}

/** Throws the refusal when this is a production start and something is missing. */
export function assertProductionReady(env: NodeJS.ProcessEnv = process.env): void {
  if (!isProductionStart(env)) return;
  const problems = productionProblems(env);
  if (problems.length > 0) throw new Error(productionRefusal(problems));
}
