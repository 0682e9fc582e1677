import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { getSecrets } from '../src/lib/local-secrets';
import { ensureCmsModulePaths } from '../src/lib/module-paths';
import { cmsRoot } from '../src/lib/paths';
import { assertProductionReady } from '../src/lib/production-check';
import { isLocalDemo } from '../src/lib/settings';
import { staleCartsTask } from '../src/lib/stale-carts';
import { staleCheckoutsTask, stockHoldsTask } from '../src/lib/stale-checkouts';

// Before Strapi resolves its plugins (see the function's comment).
ensureCmsModulePaths();
// A production start (NODE_ENV=production, not the local demo) with a missing secret or a stand-in
// in the shoppers' way stops here, naming every variable to set.
assertProductionReady();

/** The local demo listens on loopback: another address is refused, naming the variable. */
function loopbackHost(host: string): string {
  if (['127.0.0.1', '::1', 'localhost'].includes(host)) return host;
  throw new Error(
    `HOST=${host}: the local demo (SHOP_PROFILE=local-demo) listens on loopback only (127.0.0.1).`,
  );
}

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => {
  const port = env.int('PORT', 1337);
  // Public files, uploads included (PUBLIC_DIR moves them, e.g. for tests).
  const publicDir = path.resolve(cmsRoot(), env('PUBLIC_DIR', 'public'));
  fs.mkdirSync(path.join(publicDir, 'uploads'), { recursive: true });
  return {
    // The local demo is reachable from this machine only (and answers loopback names only:
    // middlewares/host-guard.ts).
    host: isLocalDemo() ? loopbackHost(env('HOST', '127.0.0.1')) : env('HOST', '0.0.0.0'),
    port,
    // Absolute public URL of this backend (used in confirmation mails and OAuth redirects).
    url: env('PUBLIC_URL', `http://localhost:${port}`),
    app: { keys: getSecrets().APP_KEYS.split(',') },
    // Behind a reverse proxy, trust X-Forwarded-For so the per-IP rate limits see the client.
    proxy: { koa: env.bool('TRUST_PROXY', false) },
    logger: {
      config: { level: env('LOG_LEVEL', 'http') },
      updates: { enabled: false },
      startup: { enabled: env.bool('LOG_STARTUP', true) },
    },
    webhooks: { populateRelations: false },
    dirs: { public: publicDir },
    // Scheduled jobs: anonymous carts untouched for ANONYMOUS_CART_MAX_AGE_DAYS are removed;
    // checkouts untouched for COUPON_HOLD_MINUTES are canceled and give their coupon's use back;
    // stock held for a payment longer than STOCK_HOLD_MINUTES goes back.
    cron: {
      enabled: env.bool('CRON_ENABLED', true),
      tasks: {
        staleCarts: staleCartsTask(),
        staleCheckouts: staleCheckoutsTask(),
        stockHolds: stockHoldsTask(),
      },
    },
  };
};

export default config;
