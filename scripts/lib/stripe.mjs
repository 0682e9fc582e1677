import path from 'node:path';
import { root } from './cms.mjs';
import { startProcess, waitFor } from './processes.mjs';

/**
 * Card payments use real Stripe when its keys are configured; otherwise this starts the offline
 * stand-in (e2e/standins/stripe), which speaks the same API, takes Stripe's test cards and sends
 * signed webhooks to the cms.
 */
export async function startStripeStandinUnlessConfigured({ cmsPort = '1337' } = {}) {
  if (process.env.STRIPE_SECRET_KEY) return;
  const port = process.env.STRIPE_STANDIN_PORT ?? '12111';
  startProcess(
    'stripe',
    process.execPath,
    [path.join(root, 'e2e', 'standins', 'stripe', 'server.mjs')],
    {
      cwd: root,
      env: {
        ...process.env,
        STRIPE_STANDIN_PORT: port,
        STRIPE_STANDIN_WEBHOOK_URL:
          process.env.STRIPE_STANDIN_WEBHOOK_URL ??
          `http://127.0.0.1:${cmsPort}/api/stripe/webhook`,
      },
    },
  );
  await waitFor(`http://127.0.0.1:${port}/health`, 30_000);
}
