import fs from 'node:fs';
import path from 'node:path';

/**
 * Root folder of the cms project (the folder holding its package.json). The code runs both from
 * `src/` (tests, ts-node) and from the compiled `dist/src/`, so the root is found by walking up.
 */
export function cmsRoot(): string {
  let dir = __dirname;
  for (let i = 0; i < 6; i += 1) {
    const pkg = path.join(dir, 'package.json');
    if (fs.existsSync(pkg)) {
      try {
        const name = (JSON.parse(fs.readFileSync(pkg, 'utf8')) as { name?: string }).name;
        if (name === '@teashop/cms') return dir;
      } catch {
        // not a readable package.json: keep walking up
      }
    }
    dir = path.dirname(dir);
  }
  return process.cwd();
}

/** Git-ignored working folder of the cms (database, secrets, captured mail). */
export function tmpDir(): string {
  return path.join(cmsRoot(), '.tmp');
}
