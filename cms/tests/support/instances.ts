import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, launch, readState, stopChild } from './server';

/** A further cms process started by a test, next to the run's test server. */
export interface CmsInstance {
  baseUrl: string;
  port: number;
  /** its own folder (public files, mail, strapi.log) */
  workDir: string;
  /** stops the process, waits for its exit and removes its folder (kept with KEEP_INSTANCE_DIRS=1) */
  stop(): Promise<void>;
}

export interface InstanceOptions {
  /**
   * Environment on top of the test server's (e.g. `REDIS_URL`, or `TEST_DISABLE_RATELIMIT: ''`
   * to switch the rate limits on for this instance).
   */
  env?: Record<string, string>;
}

/**
 * Starts another cms process on the database of the run's test server (`server.ts`), as one more
 * instance behind a load balancer: the same database and secrets (a member's JWT is valid on every
 * instance), the test server's environment plus `options.env`, its own port and folders, no
 * seeding. Resolves once its API answers. Stop it in `afterAll` (`instance.stop()`).
 *
 * ```ts
 * const [a, b] = await startInstances(2, { env: { REDIS_URL: redisUrl } });
 * ```
 */
export async function startInstance(options: InstanceOptions = {}): Promise<CmsInstance> {
  const state = readState();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teashop-cms-instance-'));
  fs.mkdirSync(path.join(workDir, 'public', 'uploads'), { recursive: true });
  const port = await freePort();
  let child;
  try {
    child = await launch({
      port,
      database: state.database,
      workDir,
      extraEnv: {
        ...state.extraEnv,
        LOCAL_SECRETS_FILE: path.join(state.workDir, 'secrets.json'),
        SEED_ON_START: '0',
        ...options.env,
      },
    });
  } catch (error) {
    fs.rmSync(workDir, { recursive: true, force: true });
    throw error;
  }
  const started = child;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    workDir,
    async stop() {
      await stopChild(started);
      if (!process.env.KEEP_INSTANCE_DIRS) fs.rmSync(workDir, { recursive: true, force: true });
    },
  };
}

/**
 * Several instances with the same options, started one after the other (parallel starts on a
 * small machine only make each slower). If one fails, those already started are stopped.
 */
export async function startInstances(
  count: number,
  options: InstanceOptions = {},
): Promise<CmsInstance[]> {
  const started: CmsInstance[] = [];
  try {
    for (let i = 0; i < count; i += 1) started.push(await startInstance(options));
  } catch (error) {
    await Promise.all(started.map((instance) => instance.stop()));
    throw error;
  }
  return started;
}
