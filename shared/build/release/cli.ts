/**
 * Releases of the remotes.
 *
 *   npm run release -w mf-catalog [-- --no-build | --from <dir>]   build, publish, switch live
 *   npm run rollback -w mf-catalog [-- --to <version>]             back to the previous version
 *   npm run remotes                                                live and available versions
 *
 * Versions go to RELEASES_DIR (default `releases/` at the repository root); the registry is
 * REMOTES_REGISTRY (a file; default `<RELEASES_DIR>/registry.json`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { REMOTES, type RemoteName } from '@teashop/contracts';
import {
  baseUrlOf,
  liveManifestUrls,
  release,
  rollback,
  type RegistryDocument,
} from './registryDocument';
import { SHARED_FILES_FOLDER } from './sharedFiles';
import { readRegistryFile, updateRegistryFile } from './registryFile';
import { inspectBuild, publishBuild, publishedVersions } from './publishBuild';

const root = path.resolve(__dirname, '..', '..', '..');

export function releasesDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.RELEASES_DIR ?? path.join(root, 'releases'));
}

export function registryFile(env: NodeJS.ProcessEnv = process.env): string {
  const location = env.REMOTES_REGISTRY ?? path.join(releasesDir(env), 'registry.json');
  if (/^https?:\/\//i.test(location)) {
    throw new Error(
      `REMOTES_REGISTRY is a URL (${location}): release and rollback write the registry file itself; run them where that file is`,
    );
  }
  return path.resolve(location);
}

/** The remote of the workspace folder a command runs in (npm run -w sets it as the cwd). */
function remoteOfFolder(dir: string): RemoteName {
  const name = path.basename(dir);
  if (!(REMOTES as readonly string[]).includes(name)) {
    throw new Error(`run this in a remote's folder (npm run release -w <remote>), not in ${dir}`);
  }
  return name as RemoteName;
}

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  if (index === -1) return undefined;
  const value = args[index + 1];
  if (!value || value.startsWith('--')) throw new Error(`${name} needs a value`);
  return value;
}

const short = (iso: string) => iso.replace('T', ' ').replace(/\.\d+Z$/, ' UTC');

export function releaseCommand(args: string[], dir = process.cwd()): void {
  const remote = remoteOfFolder(dir);
  // --from is relative to where the command was typed (npm sets INIT_CWD), not the remote's folder
  const fromOption = option(args, '--from');
  const from = fromOption
    ? path.resolve(process.env.INIT_CWD ?? dir, fromOption)
    : path.join(dir, 'dist');
  const started = Date.now();
  if (!args.includes('--no-build') && !fromOption) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: dir, stdio: 'inherit' });
    if (build.status !== 0) throw new Error(`the build of ${remote} failed; nothing was released`);
  }
  const built = inspectBuild(from);
  const file = registryFile();
  const base = baseUrlOf(readRegistryFile(file));
  const { folder, created } = publishBuild(
    from,
    releasesDir(),
    remote,
    built.version,
    `${base}/${remote}/${SHARED_FILES_FOLDER}/`,
  );
  const now = new Date();
  const before = readRegistryFile(file).remotes[remote]?.live ?? null;
  updateRegistryFile(file, (document) =>
    release(
      document,
      remote,
      built.version,
      {
        publishedAt: now.toISOString(),
        packageVersion: built.packageVersion,
        contracts: built.declaration.contracts,
      },
      now,
    ),
  );
  console.log(
    [
      `${remote} ${built.version} ${created ? 'published' : 'was already published'} in ${folder}`,
      `${remote} ${built.version} is live${before && before !== built.version ? ` (was ${before})` : ''}; shared contracts ${built.declaration.contracts}`,
      `Released in ${((Date.now() - started) / 1000).toFixed(1)} s. The shop server uses it for its next page; open browsers switch at their next check (a minute at most).`,
    ].join('\n'),
  );
}

export function rollbackCommand(args: string[], dir = process.cwd()): void {
  const remote = remoteOfFolder(dir);
  const to = option(args, '--to');
  const file = registryFile();
  let from = '';
  const document = updateRegistryFile(file, (current) => {
    from = current.remotes[remote]?.live ?? '';
    return rollback(current, remote, new Date(), to);
  });
  console.log(`${remote} rolled back: ${document.remotes[remote]?.live} is live (was ${from})`);
}

export function describeRegistry(document: RegistryDocument, dir: string): string {
  const urls = liveManifestUrls(document);
  const lines: string[] = [];
  for (const remote of REMOTES) {
    const entry = document.remotes[remote];
    if (!entry) {
      lines.push(`${remote}: workspace build (${remote}/dist), no released version live`);
      continue;
    }
    lines.push(`${remote}: ${entry.live} live, ${urls[remote]}`);
    const known = new Set([...publishedVersions(dir, remote), ...Object.keys(entry.versions)]);
    for (const version of known) {
      const info = entry.versions[version];
      const mark =
        version === entry.live
          ? 'live    '
          : entry.previous.includes(version)
            ? 'previous'
            : '        ';
      const onDisk = fs.existsSync(path.join(dir, remote, version)) ? '' : ' (not on disk)';
      lines.push(
        `  ${mark} ${version}  ${info ? `${short(info.publishedAt)}  shared ${info.contracts}` : 'not in the registry'}${onDisk}`,
      );
    }
  }
  return lines.join('\n');
}

function main(argv: string[]): void {
  const [command, ...args] = argv;
  if (command === 'release') return releaseCommand(args);
  if (command === 'rollback') return rollbackCommand(args);
  if (command === 'list') {
    const file = registryFile();
    console.log(`Registry ${file}\n${describeRegistry(readRegistryFile(file), releasesDir())}`);
    return;
  }
  throw new Error(
    'usage: cli.ts release [--no-build | --from <dir>] | rollback [--to <version>] | list',
  );
}

if (require.main === module) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
