#!/usr/bin/env node
// The cms test suite on each database the shop supports, side by side: on SQLite (with the unit
// tests) and the integration tests on a fresh PostgreSQL database. Each run has its own server, port
// and database, and its lines are prefixed with its database. CMS_TEST_DATABASE=sqlite or =postgres
// runs only that one. Arguments go to jest (e.g. a test file pattern). Exits non-zero when a run
// fails; the other run still finishes, so one answer covers both databases.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runPrefixed } from '../../scripts/lib/processes.mjs';

const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jest = path.join(cmsDir, '..', 'node_modules', 'jest', 'bin', 'jest.js');
const LABEL = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

const chosen = (process.env.CMS_TEST_DATABASE ?? '').trim().toLowerCase();
const clients =
  chosen === '' ? ['sqlite', 'postgres'] : [chosen === 'postgresql' ? 'postgres' : chosen];
for (const client of clients) {
  if (!(client in LABEL)) {
    console.error(`CMS_TEST_DATABASE="${client}": use sqlite or postgres`);
    process.exit(2);
  }
}

/** One run of jest on one database; its exit code. Side by side with another, lines are prefixed. */
function runJest(client, sideBySide) {
  const args = [jest, '--runInBand', ...process.argv.slice(2)];
  const options = { cwd: cmsDir, env: { ...process.env, CMS_TEST_DATABASE: client } };
  if (sideBySide) {
    return runPrefixed(LABEL[client], process.execPath, args, options, { keep: 0 }).then(
      () => 0,
      () => 1,
    );
  }
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { ...options, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const results = await Promise.all(
  clients.map(async (client) => {
    console.log(`--- cms tests on ${LABEL[client]} ---`);
    const started = Date.now();
    const code = await runJest(client, clients.length > 1);
    return { client, code, seconds: (Date.now() - started) / 1000 };
  }),
);
if (results.length > 1) {
  console.log('');
  for (const { client, code, seconds } of results) {
    console.log(
      `cms tests on ${LABEL[client]}: ${code === 0 ? 'passed' : 'FAILED'} (${seconds.toFixed(0)} s)`,
    );
  }
}
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
