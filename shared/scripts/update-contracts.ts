/*
 * Rewrites shared/contracts.json with the current contract surface and package version:
 *
 *   npm run contracts -w shared
 *
 * Refuses (exit code 1) when the version in shared/package.json is not bumped enough for the
 * contract changes since the snapshot.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import {
  bumpOf,
  contractChanges,
  listChanges,
  missingBumpMessage,
  satisfiesBump,
} from '../src/contracts/semverChange';

const sharedDir = path.resolve(__dirname, '..');
const snapshotFile = path.join(sharedDir, 'contracts.json');
const packageFile = path.join(sharedDir, 'package.json');

// The package index imports its stylesheet, which Node cannot load; the surface needs none of it.
require.extensions['.css'] = (module) => {
  module.exports = {};
};

async function main(): Promise<number> {
  // Loaded only now, after the stylesheet stub is in place.
  const { contractSurface, parseContractsSnapshot } = await import('../src/contracts/surface');
  const surface = contractSurface();
  const version = (JSON.parse(readFileSync(packageFile, 'utf8')) as { version: string }).version;

  if (existsSync(snapshotFile)) {
    const snapshot = parseContractsSnapshot(JSON.parse(readFileSync(snapshotFile, 'utf8')));
    const changes = contractChanges(snapshot.surface, surface);
    if (!satisfiesBump(snapshot.version, version, bumpOf(changes))) {
      console.error(missingBumpMessage(snapshot.version, version, changes));
      return 1;
    }
    if (changes.length > 0) {
      console.log(`Contract changes since ${snapshot.version} (now ${version}):`);
      console.log(listChanges(changes));
    } else if (snapshot.version === version) {
      console.log(`shared/contracts.json is up to date (${version}).`);
      return 0;
    }
  }

  const text = JSON.stringify({ version, surface });
  const options = await resolveConfig(snapshotFile);
  writeFileSync(snapshotFile, await format(text, { ...options, filepath: snapshotFile }));
  console.log(`Wrote shared/contracts.json for ${version}.`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
