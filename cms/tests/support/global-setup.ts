import fs from 'node:fs';
import { OAUTH_CLIENT, startOAuthProvider } from './oauth-provider';
import { redacted, testClient, withAdmin, type TestDatabase } from './database';
import { cleanUpInterruptedRun, freePort, startServer } from './server';
import { standinModule, startStripeStandin, STRIPE_KEYS } from './stripe-standin';
import { startWebhookGate } from './webhook-gate';

const describe = (database: TestDatabase): string =>
  database.client === 'sqlite' ? 'SQLite' : `PostgreSQL ${redacted(database.url)}`;

export default async function globalSetup(): Promise<void> {
  // PostgreSQL first: without a server the run stops here with a message saying how to start one.
  if (testClient() === 'postgres') await withAdmin((db) => db.query('SELECT 1'));
  await cleanUpInterruptedRun();
  const oauth = await startOAuthProvider();
  const holder = globalThis as Record<string, unknown>;
  holder.oauthProvider = oauth.server;
  const provider = `http://127.0.0.1:${oauth.port}`;

  // Stripe first: the cms is told where the stand-in is, and the stand-in where the cms's webhook
  // is (through the gate), so the cms's port is chosen before either starts.
  const port = await freePort();
  const gate = await startWebhookGate(`http://127.0.0.1:${port}/api/stripe/webhook`);
  holder.webhookGate = gate.server;
  const stripe = fs.existsSync(standinModule)
    ? await startStripeStandin(`${gate.url}/webhook`)
    : null;
  if (!stripe) console.warn(`\nno Stripe stand-in at ${standinModule}: payment tests will fail`);
  holder.stripeStandin = stripe;

  const state = await startServer(
    {
      OAUTH_PROVIDER_NAME: 'testid',
      OAUTH_AUTHORIZE_URL: `${provider}/authorize`,
      OAUTH_TOKEN_URL: `${provider}/token`,
      OAUTH_USERINFO_URL: `${provider}/userinfo`,
      OAUTH_CLIENT_ID: OAUTH_CLIENT.id,
      OAUTH_CLIENT_SECRET: OAUTH_CLIENT.secret,
      OAUTH_REDIRECT_URL: 'http://localhost:3000/connect/testid/redirect',
      ...(stripe ? { STRIPE_API_URL: stripe.url } : {}),
      STRIPE_WEBHOOK_SECRET: STRIPE_KEYS.webhookSecret,
    },
    { port, state: { stripeUrl: stripe?.url, webhookGateUrl: gate.url } },
  );
  process.env.CMS_TEST_URL = state.baseUrl;
  console.log(
    `\ncms test server ${state.baseUrl} on ${describe(state.database)} ready in ${(state.startMs / 1000).toFixed(1)} s` +
      (state.seededNow ? ' (seeded now)' : ' (from the seeded template)') +
      (stripe ? `, Stripe stand-in ${stripe.url}` : ''),
  );
}
