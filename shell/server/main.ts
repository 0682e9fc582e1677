import cluster from 'node:cluster';
import { internalToken } from './privateFiles';
import { startupProfile } from './profile';
import { runWorkers, WORKER_TOKEN_ENV, workerCount } from './workers';

// One process by default; with SHOP_WORKERS several, which share the port and the token the shop
// server uses to call itself (render cache refreshes, server containers). A production start
// without its settings stops here, before any worker is started.
const count = workerCount(process.env);
if (count > 1 && cluster.isPrimary) {
  startupProfile(process.env);
  runWorkers(count, { [WORKER_TOKEN_ENV]: internalToken() });
} else {
  void import('./index');
}
