// Builds what is missing and starts the whole shop as the local demo (SHOP_PROFILE=local-demo):
// the content backend (SQLite, seeded on first start), then the storefront server with every remote.
// Every server listens on loopback and answers loopback names only; the demo account, captured
// mail and the captcha and payment stand-ins exist in this profile only (production:
// scripts/start-production.mjs).
// `--postgres` (npm run start:postgres): the content backend on PostgreSQL instead, the database of
// DATABASE_URL (default postgres://teashop:teashop@127.0.0.1:5432/teashop), created when missing.
import path from 'node:path';
import fs from 'node:fs';
import { run, startProcess, waitFor } from './lib/processes.mjs';
import {
  buildCms,
  DEFAULT_POSTGRES_URL,
  ensurePostgresDatabase,
  LOCAL_DEMO,
  redactUrl,
  root,
  startCms,
} from './lib/cms.mjs';
import { startStripeStandinUnlessConfigured } from './lib/stripe.mjs';

const rebuild = process.argv.includes('--rebuild');
const postgres = process.argv.includes('--postgres');
const shopPort = process.env.PORT ?? '3000';
const cmsPort = process.env.CMS_PORT ?? '1337';
const cmsUrl = process.env.CMS_URL ?? `http://localhost:${cmsPort}`;

// PostgreSQL first, before anything is built or started: a missing server stops here.
let cmsEnv = {};
if (postgres) {
  const databaseUrl = process.env.DATABASE_URL || DEFAULT_POSTGRES_URL;
  try {
    if (await ensurePostgresDatabase(databaseUrl)) {
      console.log(`Created the database ${redactUrl(databaseUrl)}`);
    }
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  cmsEnv = { DATABASE_CLIENT: 'postgres', DATABASE_URL: databaseUrl };
}

const apps = ['mf-catalog', 'mf-cart-checkout', 'mf-member', 'mf-content', 'shell'];
const missing = apps.filter(
  (app) => rebuild || !fs.existsSync(path.join(root, app, 'dist', 'index.html')),
);
await buildCms(rebuild);
for (const app of missing) await run('npm', ['run', 'build', '-w', app], { cwd: root });

await startStripeStandinUnlessConfigured({ cmsPort });

console.log(
  `Starting the content backend${postgres ? ' on PostgreSQL' : ''} (the first start seeds the catalogue; this takes a minute)…`,
);
startCms(cmsEnv);
const cmsMs = await waitFor(`${cmsUrl}/_health`, 600_000);
console.log(`Content backend ready at ${cmsUrl} after ${(cmsMs / 1000).toFixed(1)} s`);

startProcess('shop', process.execPath, [path.join(root, 'shell', 'dist-server', 'server.js')], {
  cwd: root,
  env: {
    ...process.env,
    ...LOCAL_DEMO,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: shopPort,
    CMS_URL: cmsUrl,
  },
});
await waitFor(`http://localhost:${shopPort}/healthz`, 60_000);
console.log(
  `\n  The tea shop is running: http://localhost:${shopPort}\n  Content backend: ${cmsUrl} (admin panel: ${cmsUrl}/admin)\n  Local demo: reachable from this machine only; demo account, captured mail, captcha and payment stand-ins are on.\n  Stop with Ctrl+C.\n`,
);
