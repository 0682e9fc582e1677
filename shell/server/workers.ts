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
/** A worker that exits before it has served this long failed to start: the shop server stops. */
const START_FAILURE_MS = 10_000;

/**
 * Starts `count` workers of this script sharing one port (Node's cluster: connections are spread
 * across them), each with `env` added. A worker that exits is started again, unless it failed to
 * start (the shop server then stops with an error, as a single process would); when the primary
 * is told to stop, it stops them all.
 */
export function runWorkers(count: number, env: Record<string, string>): void {
  let stopping = false;
  const startedAt = new Map<number, number>();
  const start = () => {
    const worker = cluster.fork(env);
    startedAt.set(worker.id, Date.now());
  };
  const stop = (code: number) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill();
    process.exit(code);
  };
  for (let i = 0; i < count; i += 1) start();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (code !== 0 && !signal && lived < START_FAILURE_MS) {
      console.error(`[shop] worker ${worker.process.pid} could not start (exit ${code}); stopping`);
      stop(1);
      return;
    }
    console.error(
      `[shop] worker ${worker.process.pid} exited (${signal ?? code}); starting another`,
    );
    setTimeout(start, RESTART_DELAY_MS).unref();
  });
  process.on('SIGTERM', () => stop(0));
  process.on('SIGINT', () => stop(0));
  console.log(`Tea shop storefront: ${count} worker processes`);
}
