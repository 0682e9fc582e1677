import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, launch, readState, stopChild } from './server';

export interface SecondInstance {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * Another cms process on the test server's database, as a second instance behind a load balancer
 * would be: the same database, secrets (a member's JWT is valid on both) and environment (its
 * start applies the same settings, e.g. the OAuth provider), its own port, public and mail folders,
 * no seeding.
 */
export async function startSecondInstance(): Promise<SecondInstance> {
  const state = readState();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'teashop-cms-second-'));
  fs.mkdirSync(path.join(workDir, 'public', 'uploads'), { recursive: true });
  const port = await freePort();
  const child = await launch({
    port,
    database: state.database,
    workDir,
    extraEnv: {
      ...state.extraEnv,
      LOCAL_SECRETS_FILE: path.join(state.workDir, 'secrets.json'),
      SEED_ON_START: '0',
    },
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    async stop() {
      await stopChild(child);
      fs.rmSync(workDir, { recursive: true, force: true });
    },
  };
}
