// The content backend for end-to-end tests: a fresh, seeded SQLite database on every run.
import path from 'node:path';
import fs from 'node:fs';
import { buildCms, cmsDir, startCms } from './lib/cms.mjs';

const dbFile = path.join(cmsDir, '.tmp', 'e2e.db');
for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(dbFile + suffix, { force: true });
fs.rmSync(path.join(cmsDir, '.tmp', 'mail-e2e'), { recursive: true, force: true });

await buildCms();
startCms({
  DATABASE_FILENAME: dbFile,
  MAIL_CAPTURE_DIR: path.join(cmsDir, '.tmp', 'mail-e2e'),
  TEST_DISABLE_RATELIMIT: '1',
});
