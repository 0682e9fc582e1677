/**
 * The profile the shop server runs in, named by SHOP_PROFILE. `local-demo` (`npm start`, the
 * tests): listens on loopback and answers loopback names only (hostGuard.ts), the payment and
 * captcha stand-ins may serve the browser. Anything else is production: the built server is always
 * in production mode, and refuses to start while a setting below is missing.
 */
export const LOCAL_DEMO_PROFILE = 'local-demo';

export function isLocalDemo(env: NodeJS.ProcessEnv): boolean {
  return env.SHOP_PROFILE === LOCAL_DEMO_PROFILE;
}

/** One reason a production start is refused: the variable to set, and why. */
export interface ProductionProblem {
  variable: string;
  reason: string;
}

const blank = (value: string | undefined) => !value || value.trim() === '';

/**
 * What stops this environment from serving shoppers in production: the shop's public address
 * (links, canonical URLs and cookies are built from it) and the keys whose absence would send the
 * browser to a local stand-in (payments, captcha). Pure: empty when nothing is missing.
 */
export function productionProblems(env: NodeJS.ProcessEnv): ProductionProblem[] {
  const problems: ProductionProblem[] = [];
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
  if (blank(env.PUBLIC_URL)) {
    problems.push({
      variable: 'PUBLIC_URL',
      reason: "the shop's public https address (links, canonical URLs and cookies use it)",
    });
  } else if (!/^https:\/\//i.test(String(env.PUBLIC_URL).trim())) {
    problems.push({ variable: 'PUBLIC_URL', reason: 'must be an https:// address in production' });
  }
  if (blank(env.STRIPE_PUBLISHABLE_KEY)) {
    problems.push({
      variable: 'STRIPE_PUBLISHABLE_KEY',
      reason: 'without it the checkout page would load the offline Stripe stand-in',
    });
  }
  if (blank(env.RECAPTCHA_SITE_KEY)) {
    problems.push({
      variable: 'RECAPTCHA_SITE_KEY',
      reason: 'without it the contact form would use the captcha stand-in',
    });
  }
  return problems;
}

/** The refusal printed when a production start has problems: one line per variable. */
export function productionRefusal(problems: ProductionProblem[]): string {
  return [
    'Refusing to start the shop server in production (no SHOP_PROFILE=local-demo):',
    ...problems.map((p) => `  ${p.variable}: ${p.reason}`),
    'Set these variables (README: Run in production), or run the local demo with npm start.',
  ].join('\n');
}

/** The address the server listens on: loopback in the local demo, HOST (default all) otherwise. */
export function listenHost(env: NodeJS.ProcessEnv): string {
  if (!isLocalDemo(env)) return env.HOST?.trim() || '0.0.0.0';
  const host = env.HOST?.trim() || '127.0.0.1';
  if (!['127.0.0.1', '::1', 'localhost'].includes(host)) {
    throw new Error(
      `HOST=${host}: the local demo (SHOP_PROFILE=local-demo) listens on loopback only (127.0.0.1).`,
    );
  }
  return host;
}

/**
 * Run first: the server is in production mode (NODE_ENV=production, read by express at run time,
 * so no stack traces from its own handlers), and a production start with problems stops here,
 * naming each variable. Returns the address to listen on.
 */
export function startupProfile(
  env: NodeJS.ProcessEnv = process.env,
  exit: (message: string) => never = (message) => {
    console.error(message);
    process.exit(1);
  },
): string {
  // through Object.assign: the bundler would replace a plain `process.env.NODE_ENV` expression
  Object.assign(env, { NODE_ENV: 'production' });
  if (!isLocalDemo(env)) {
    const problems = productionProblems(env);
    if (problems.length > 0) exit(productionRefusal(problems));
  }
  try {
    return listenHost(env);
  } catch (error) {
    return exit(String((error as Error).message));
  }
}
