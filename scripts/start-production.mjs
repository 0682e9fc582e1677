// `npm run start:production`: the shop in production, from its builds (made when missing). Nothing
// of the local demo: no generated secrets, no stand-ins, no captured mail, no demo content. Each
// process refuses to start, naming the variable, while a secret or a real service is missing
// (README: Run in production). The content backend listens on CMS_HOST (default 127.0.0.1: the shop
// server fronts it), the shop server on HOST (default all addresses), behind a TLS proxy.
import path from 'node:path';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { run, startProcess, waitFor } from './lib/processes.mjs';
import { buildCms, cmsDir, root, startCms } from './lib/cms.mjs';

const shopPort = process.env.PORT ?? '3000';
const cmsPort = process.env.CMS_PORT ?? '1337';
const cmsUrl = process.env.CMS_URL ?? `http://127.0.0.1:${cmsPort}`;
/** Production: NODE_ENV=production and no local demo profile, whatever the shell says. */
const production = { NODE_ENV: 'production', SHOP_PROFILE: '' };

const apps = ['mf-catalog', 'mf-cart-checkout', 'mf-member', 'mf-content', 'shell'];
await buildCms();
for (const app of apps.filter((a) => !fs.existsSync(path.join(root, a, 'dist', 'index.html')))) {
  await run('npm', ['run', 'build', '-w', app], { cwd: root });
}

// The content backend's own check (cms/src/lib/production-check.ts), before anything starts: every
// missing variable at once. The shop server checks its own settings when it starts.
const { productionProblems, productionRefusal } = createRequire(import.meta.url)(
  path.join(cmsDir, 'dist', 'src', 'lib', 'production-check.js'),
);
const problems = productionProblems({ ...process.env, ...production });
if (problems.length > 0) {
  console.error(productionRefusal(problems));
  process.exit(1);
}

startProcess('shop', process.execPath, [path.join(root, 'shell', 'dist-server', 'server.js')], {
  cwd: root,
  env: { ...process.env, ...production, PORT: shopPort, CMS_URL: cmsUrl },
});
console.log('Starting the content backend in production…');
// The shop server is the content backend's proxy: the client address it passes on is believed.
startCms({ ...production, TRUST_PROXY: process.env.TRUST_PROXY ?? 'true' });
const cmsMs = await waitFor(`${cmsUrl}/_health`, 600_000);
console.log(`Content backend ready at ${cmsUrl} after ${(cmsMs / 1000).toFixed(1)} s`);
await waitFor(`http://127.0.0.1:${shopPort}/healthz`, 60_000);
console.log(
  `\n  The tea shop is running in production on port ${shopPort} (public address ${process.env.PUBLIC_URL}).\n  Stop with Ctrl+C.\n`,
);
