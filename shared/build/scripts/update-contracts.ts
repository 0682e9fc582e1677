/*
 * Rewrites the contract snapshot (`contracts.json`) of each of the shop's packages with its current
 * contract surface and package version:
 *
 *   npm run contracts -w @teashop/build
 *
 * Refuses (exit code 1) when a package's version is not bumped enough for the contract changes
 * since its snapshot; the other packages are still written.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import {
  bumpOf,
  contractChanges,
  listChanges,
  missingBumpMessage,
  satisfiesBump,
} from '../contracts/semverChange';
import type { GatedPackage } from '../contracts/surface';

// The UI kit's index imports its style sheets, which Node cannot load; the surface needs none.
require.extensions['.css'] = (module) => {
  module.exports = {};
};

async function update(pkg: GatedPackage): Promise<number> {
  // Loaded only now, after the stylesheet stub is in place.
  const { contractSurface, packageFile, parseContractsSnapshot } =
    await import('../contracts/surface');
  const snapshotFile = packageFile(pkg, 'contracts.json');
  const surface = contractSurface(pkg);
  const { version } = JSON.parse(readFileSync(packageFile(pkg, 'package.json'), 'utf8')) as {
    version: string;
  };

  if (existsSync(snapshotFile)) {
    const snapshot = parseContractsSnapshot(JSON.parse(readFileSync(snapshotFile, 'utf8')));
    const changes = contractChanges(snapshot.surface, surface);
    if (!satisfiesBump(snapshot.version, version, bumpOf(changes))) {
      console.error(missingBumpMessage(pkg, snapshot.version, version, changes));
      return 1;
    }
    if (changes.length > 0) {
      console.log(`${pkg.name}: contract changes since ${snapshot.version} (now ${version}):`);
      console.log(listChanges(changes));
    } else if (snapshot.version === version) {
      console.log(`${pkg.dir}/contracts.json is up to date (${version}).`);
      return 0;
    }
  }

  const text = JSON.stringify({ version, surface });
  const options = await resolveConfig(snapshotFile);
  writeFileSync(snapshotFile, await format(text, { ...options, filepath: snapshotFile }));
  console.log(`Wrote ${pkg.dir}/contracts.json for ${version}.`);
  return 0;
}

async function main(): Promise<number> {
  const { GATED_PACKAGES } = await import('../contracts/surface');
  let code = 0;
  for (const pkg of GATED_PACKAGES) code = Math.max(code, await update(pkg));
  return code;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
