import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { run, startProcess } from './processes.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const cmsDir = path.join(root, 'cms');

/** Compiles the cms (TypeScript to dist) when it has not been built yet or `force` is set. */
export async function buildCms(force = false) {
  if (force || !fs.existsSync(path.join(cmsDir, 'dist', 'src', 'index.js'))) {
    await run('npm', ['run', 'build', '-w', 'cms'], { cwd: root });
  }
}

/** Starts Strapi from its compiled dist with the embedded defaults (SQLite, local secrets). */
export function startCms(env = {}) {
  return startProcess('cms', path.join(cmsDir, 'node_modules', '.bin', 'strapi'), ['start'], {
    cwd: cmsDir,
    env: {
      ...process.env,
      NODE_ENV: process.env.NODE_ENV ?? 'production',
      ALLOW_LOCAL_SECRETS: process.env.ALLOW_LOCAL_SECRETS ?? '1',
      STRAPI_TELEMETRY_DISABLED: 'true',
      HOST: process.env.CMS_HOST ?? '127.0.0.1',
      PORT: process.env.CMS_PORT ?? '1337',
      ...env,
    },
  });
}
