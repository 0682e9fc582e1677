/**
 * Publishing a remote's production build as an immutable version: a folder named by the hash of
 * its content, copied in full under a temporary name and renamed into place, its files read-only.
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import type { RemoteName } from '@teashop/contracts';
import { readDeclaration, type ContractDeclaration } from '../contractDeclaration';
import { SHARED_FILES_FOLDER, shareBuildFiles } from './sharedFiles';
import { filesBelow } from './filesBelow';
import { VERSION_PATTERN } from './registryDocument';

/** The version name of a build: the first 12 hex digits of the SHA-256 of its paths and bytes. */
export function contentVersion(dir: string): string {
  const hash = crypto.createHash('sha256');
  for (const file of filesBelow(dir)) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(dir, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}

export interface BuildInfo {
  version: string;
  declaration: ContractDeclaration;
  packageVersion: string;
}

/** Checks that `dir` holds a remote's production build and reads what the release needs. */
export function inspectBuild(dir: string): BuildInfo {
  const manifestFile = path.join(dir, 'mf-manifest.json');
  if (!fs.existsSync(manifestFile) || !fs.existsSync(path.join(dir, 'remoteEntry.js'))) {
    throw new Error(
      `${dir} is not a remote's production build (no mf-manifest.json/remoteEntry.js)`,
    );
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as {
    metaData?: { buildInfo?: { buildVersion?: string } };
  };
  const declaration = readDeclaration(manifest);
  if (!declaration) {
    throw new Error(`${manifestFile} declares no shared contract range: rebuild it with this shop`);
  }
  return {
    version: contentVersion(dir),
    declaration,
    packageVersion: manifest.metaData?.buildInfo?.buildVersion ?? '',
  };
}

function makeReadOnly(dir: string): void {
  for (const file of filesBelow(dir)) fs.chmodSync(path.join(dir, file), 0o444);
}

/**
 * Copies the build in `from` to `<releasesDir>/<remote>/<version>`. A version already published is
 * left as it is (same name, same content). Returns whether the folder was created. With
 * `sharedFilesUrl` (the URL `<releasesDir>/<remote>/files/` is served at), the browser files are
 * also kept in that shared folder and the version's manifest loads them from there
 * (`sharedFiles.ts`).
 */
export function publishBuild(
  from: string,
  releasesDir: string,
  remote: RemoteName,
  version: string,
  sharedFilesUrl?: string,
): { folder: string; created: boolean; sharesFiles: boolean } {
  const folder = path.join(releasesDir, remote, version);
  if (fs.existsSync(folder)) return { folder, created: false, sharesFiles: false };
  let sharesFiles = false;
  const incoming = path.join(
    releasesDir,
    remote,
    `.incoming-${crypto.randomBytes(4).toString('hex')}`,
  );
  fs.mkdirSync(path.dirname(incoming), { recursive: true });
  try {
    fs.cpSync(from, incoming, { recursive: true });
    if (contentVersion(incoming) !== version) {
      throw new Error(`${from} changed while it was being published; build it again`);
    }
    if (sharedFilesUrl) {
      const filesDir = path.join(releasesDir, remote, SHARED_FILES_FOLDER);
      sharesFiles = shareBuildFiles(incoming, filesDir, sharedFilesUrl);
    }
    makeReadOnly(incoming);
    fs.renameSync(incoming, folder);
  } catch (error) {
    fs.rmSync(incoming, { recursive: true, force: true });
    if (fs.existsSync(folder)) return { folder, created: false, sharesFiles: false };
    throw error;
  }
  return { folder, created: true, sharesFiles };
}

/** Published versions of a remote found on disk, newest first. */
export function publishedVersions(releasesDir: string, remote: RemoteName): string[] {
  const dir = path.join(releasesDir, remote);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && VERSION_PATTERN.test(entry.name))
    .map((entry) => ({ name: entry.name, at: fs.statSync(path.join(dir, entry.name)).mtimeMs }))
    .sort((a, b) => b.at - a.at)
    .map((entry) => entry.name);
}
