#!/usr/bin/env node
// The cms test suite on each database the shop supports: first on SQLite (with the unit tests),
// then the integration tests on a fresh PostgreSQL database. CMS_TEST_DATABASE=sqlite or =postgres
// runs only that one. Arguments go to jest (e.g. a test file pattern). Exits non-zero when a run
// fails; the runs after a failed one still run, so one answer covers both databases.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

function runJest(client) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [jest, '--runInBand', ...process.argv.slice(2)], {
      cwd: cmsDir,
      stdio: 'inherit',
      env: { ...process.env, CMS_TEST_DATABASE: client },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const results = [];
for (const client of clients) {
  console.log(`\n--- cms tests on ${LABEL[client]} ---`);
  const started = Date.now();
  const code = await runJest(client);
  results.push({ client, code, seconds: (Date.now() - started) / 1000 });
}
if (results.length > 1) {
  console.log('');
  for (const { client, code, seconds } of results) {
    console.log(
      `cms tests on ${LABEL[client]}: ${code === 0 ? 'passed' : 'FAILED'} (${seconds.toFixed(0)} s)`,
    );
  }
}
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
