/**
 * The files of a remote's versions that the browser loads, kept once in `<remote>/files/`, so that a
 * new version only brings the files that changed: webpack names chunks and style sheets by their
 * content hash, so an unchanged chunk keeps its name, its URL and its place in the browser's cache.
 * `remoteEntry.js` is the one file not named by its content; it is kept as
 * `remoteEntry.<hash>.js`, and its compressed copies as `remoteEntry.<hash>.js.br` and `.gz`. A
 * version's manifest points there (`metaData.publicPath`); its server bundle stays in the
 * version's folder.
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { filesBelow } from './filesBelow';
import { originalOf } from '../precompressedFiles';

export const SHARED_FILES_FOLDER = 'files';

/**
 * Files shared between versions: those named by their content hash (chunks, style sheets, their
 * maps and licence notes, pictures). Everything else (manifest, build statistics, server bundle,
 * standalone page) stays in the version's folder only.
 */
const namedByContent = (file: string) =>
  !file.startsWith('server/') && /(^|[./])[0-9a-f]{8,}\./.test(path.basename(file));

const sha = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

interface Manifest {
  metaData: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
}

/**
 * Adds the browser files of the build in `versionDir` to `filesDir` and points the build's manifest
 * at `filesUrl` (the URL of `filesDir`, ending in `/`). Returns false, changing nothing, when a file
 * of the same name and other content is there already (a build not named by content hashes): that
 * version then loads everything from its own folder.
 */
export function shareBuildFiles(versionDir: string, filesDir: string, filesUrl: string): boolean {
  const manifestFile = path.join(versionDir, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const entry = manifest.metaData.remoteEntry;
  if (!entry?.name || entry.path) return false;

  const entryFile = entry.name;
  const entryBytes = fs.readFileSync(path.join(versionDir, entryFile));
  const entryName = `remoteEntry.${sha(entryBytes).slice(0, 12)}.js`;
  // The entry and its compressed copies ('remoteEntry.js.br') take the entry's content name.
  const sharedName = (file: string): string | undefined => {
    if (file === entryFile || originalOf(file) === entryFile) {
      return entryName + file.slice(entryFile.length);
    }
    return namedByContent(file) ? file : undefined;
  };
  const plan = filesBelow(versionDir).flatMap((file) => {
    const name = sharedName(file);
    return name ? [{ name, bytes: fs.readFileSync(path.join(versionDir, file)) }] : [];
  });
  // A source map may differ under the same name (it records where the sources were built); the
  // first one kept serves as well as any for debugging.
  const clashes = plan.filter(({ name, bytes }) => {
    const existing = path.join(filesDir, name);
    if (name.endsWith('.map')) return false;
    return fs.existsSync(existing) && sha(fs.readFileSync(existing)) !== sha(bytes);
  });
  if (clashes.length > 0) return false;

  for (const { name, bytes } of plan) {
    const target = path.join(filesDir, name);
    if (fs.existsSync(target)) continue;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const temporary = `${target}.${crypto.randomBytes(4).toString('hex')}.tmp`;
    fs.writeFileSync(temporary, bytes, { mode: 0o444 });
    fs.renameSync(temporary, target);
  }
  manifest.metaData.publicPath = filesUrl;
  manifest.metaData.remoteEntry = { ...entry, name: entryName };
  fs.writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
  return true;
}
