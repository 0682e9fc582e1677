import cluster from 'node:cluster';
import os from 'node:os';

/** Environment variable the workers of one shop server share their internal token through. */
export const WORKER_TOKEN_ENV = 'SHOP_INTERNAL_TOKEN';

/**
 * How many shop-server processes to run (SHOP_WORKERS): a number, or `auto` for one per CPU;
 * 1 (the default) is this process alone. Values that are not whole numbers count as 1.
 */
export function workerCount(env: NodeJS.ProcessEnv, cpus = os.availableParallelism()): number {
  const raw = env.SHOP_WORKERS?.trim().toLowerCase();
  if (!raw) return 1;
  if (raw === 'auto') return Math.max(1, cpus);
  const count = Number(raw);
  return Number.isInteger(count) && count > 0 ? Math.min(count, 64) : 1;
}

/** A worker that dies is started again after this long (not in a tight loop when it keeps failing). */
const RESTART_DELAY_MS = 1_000;

/**
 * Starts `count` workers of this script sharing one port (Node's cluster: connections are spread
 * across them), each with `env` added; a worker that exits is started again until the primary is
 * told to stop, when it stops them all.
 */
export function runWorkers(count: number, env: Record<string, string>): void {
  let stopping = false;
  const start = () => cluster.fork(env);
  for (let i = 0; i < count; i += 1) start();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(
      `[shop] worker ${worker.process.pid} exited (${signal ?? code}); starting another`,
    );
    setTimeout(start, RESTART_DELAY_MS).unref();
  });
  const stop = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  console.log(`Tea shop storefront: ${count} worker processes`);
}
