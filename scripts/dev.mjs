// Watch mode: the content backend (develop, auto-reload), every remote's dev server and the shell's.
import path from 'node:path';
import { startProcess } from './lib/processes.mjs';
import { root, cmsDir } from './lib/cms.mjs';
import { startStripeStandinUnlessConfigured } from './lib/stripe.mjs';

await startStripeStandinUnlessConfigured();

startProcess(
  'cms',
  path.join(cmsDir, 'node_modules', '.bin', 'strapi'),
  ['develop', '--no-build'],
  {
    cwd: cmsDir,
    env: { ...process.env, SHOP_PROFILE: 'local-demo', STRAPI_TELEMETRY_DISABLED: 'true' },
  },
);
for (const app of ['mf-catalog', 'mf-cart-checkout', 'mf-member', 'mf-content', 'shell']) {
  startProcess(app, 'npm', ['run', 'dev', '-w', app], { cwd: root });
}
console.log('Dev servers: shop http://localhost:3000 (remotes on 3001-3004, cms on 1337)');
