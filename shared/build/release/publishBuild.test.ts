/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentVersion, inspectBuild, publishBuild, publishedVersions } from './publishBuild';

const declaration = { contracts: '^1.0.0', singletons: { react: '^19.2.0' } };

/** The files of a remote's production build, as the build writes them. */
function writeBuild(dir: string, metaData: object = { teashop: declaration }): void {
  const files: Record<string, string> = {
    'mf-manifest.json': JSON.stringify({
      name: 'mf_catalog',
      metaData: { buildInfo: { buildVersion: '0.3.1' }, ...metaData },
    }),
    'remoteEntry.js': 'var mf_catalog = {};',
    'static/js/412.3f9a.js': 'console.log("chunk");',
    'server/remoteEntry.js': 'module.exports = { init() {}, get: async () => () => ({}) };',
  };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
}

/** Relative path -> bytes of every file below `dir`. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, file)] = fs.readFileSync(file, 'base64');
  }
  return files;
}

describe('publishing a build', () => {
  let root: string;
  let build: string;
  let releases: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'publish-'));
    build = path.join(root, 'dist');
    releases = path.join(root, 'releases');
    writeBuild(build);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  describe('contentVersion', () => {
    it('is 12 hex digits and the same for the same content', () => {
      const version = contentVersion(build);
      expect(version).toMatch(/^[0-9a-f]{12}$/);
      expect(contentVersion(build)).toBe(version);
      const copy = path.join(root, 'copy');
      fs.cpSync(build, copy, { recursive: true });
      expect(contentVersion(copy)).toBe(version);
    });

    it('changes when one byte of a file changes', () => {
      const before = contentVersion(build);
      fs.writeFileSync(path.join(build, 'static/js/412.3f9a.js'), 'console.log("chunK");');
      expect(contentVersion(build)).not.toBe(before);
    });

    it('changes when a file is renamed, added or removed', () => {
      const before = contentVersion(build);
      fs.renameSync(
        path.join(build, 'static/js/412.3f9a.js'),
        path.join(build, 'static/js/412.js'),
      );
      const renamed = contentVersion(build);
      expect(renamed).not.toBe(before);

      fs.writeFileSync(path.join(build, 'static/extra.txt'), '');
      const added = contentVersion(build);
      expect(added).not.toBe(renamed);

      fs.rmSync(path.join(build, 'static/extra.txt'));
      expect(contentVersion(build)).toBe(renamed);
    });

    it('tells apart content moved from one file to the next', () => {
      const a = path.join(root, 'a');
      const b = path.join(root, 'b');
      fs.mkdirSync(a);
      fs.mkdirSync(b);
      fs.writeFileSync(path.join(a, 'x.js'), 'ab');
      fs.writeFileSync(path.join(a, 'y.js'), 'c');
      fs.writeFileSync(path.join(b, 'x.js'), 'a');
      fs.writeFileSync(path.join(b, 'y.js'), 'bc');
      expect(contentVersion(a)).not.toBe(contentVersion(b));
    });
  });

  describe('inspectBuild', () => {
    it('reads the version, the declaration and the package version', () => {
      expect(inspectBuild(build)).toEqual({
        version: contentVersion(build),
        declaration,
        packageVersion: '0.3.1',
      });
    });

    it('refuses a folder without mf-manifest.json or remoteEntry.js', () => {
      fs.rmSync(path.join(build, 'mf-manifest.json'));
      expect(() => inspectBuild(build)).toThrow(
        `${build} is not a remote's production build (no mf-manifest.json/remoteEntry.js)`,
      );
      const noEntry = path.join(root, 'no-entry');
      writeBuild(noEntry);
      fs.rmSync(path.join(noEntry, 'remoteEntry.js'));
      expect(() => inspectBuild(noEntry)).toThrow(/not a remote's production build/);
      expect(() => inspectBuild(path.join(root, 'missing'))).toThrow(
        /not a remote's production build/,
      );
    });

    it('refuses a manifest without a contract declaration', () => {
      const old = path.join(root, 'old');
      writeBuild(old, {});
      expect(() => inspectBuild(old)).toThrow(
        `${path.join(old, 'mf-manifest.json')} declares no shared contract range: rebuild it with this shop`,
      );
    });
  });

  describe('publishBuild', () => {
    it('copies the build into <releases>/<remote>/<version>, read-only, without leftovers', () => {
      const version = contentVersion(build);
      const result = publishBuild(build, releases, 'mf-catalog', version);
      const folder = path.join(releases, 'mf-catalog', version);
      expect(result).toEqual({ folder, created: true, sharesFiles: false });
      expect(snapshot(folder)).toEqual(snapshot(build));
      expect(Object.keys(snapshot(folder))).toHaveLength(4);
      expect(contentVersion(folder)).toBe(version);
      for (const file of Object.keys(snapshot(folder))) {
        expect(fs.statSync(path.join(folder, file)).mode & 0o222).toBe(0);
      }
      expect(fs.readdirSync(path.join(releases, 'mf-catalog'))).toEqual([version]);
    });

    it('leaves a version already published as it is', () => {
      const version = contentVersion(build);
      publishBuild(build, releases, 'mf-catalog', version);
      const folder = path.join(releases, 'mf-catalog', version);
      const before = snapshot(folder);
      const stat = fs.statSync(path.join(folder, 'remoteEntry.js'));

      // Even a different build published under that name does not replace it.
      fs.appendFileSync(path.join(build, 'remoteEntry.js'), '\n// rebuilt');
      expect(publishBuild(build, releases, 'mf-catalog', version)).toEqual({
        folder,
        created: false,
        sharesFiles: false,
      });
      expect(snapshot(folder)).toEqual(before);
      const after = fs.statSync(path.join(folder, 'remoteEntry.js'));
      expect([after.ino, after.mtimeMs]).toEqual([stat.ino, stat.mtimeMs]);
      expect(fs.readdirSync(path.join(releases, 'mf-catalog'))).toEqual([version]);
    });

    it('refuses a build whose content is not the version it is published as', () => {
      const version = contentVersion(build);
      fs.appendFileSync(path.join(build, 'remoteEntry.js'), '\n// changed');
      expect(() => publishBuild(build, releases, 'mf-catalog', version)).toThrow(
        /changed while it was being published/,
      );
      expect(fs.readdirSync(path.join(releases, 'mf-catalog'))).toEqual([]);
    });
  });

  describe('publishedVersions', () => {
    it('is empty for a remote never published', () => {
      expect(publishedVersions(releases, 'mf-member')).toEqual([]);
    });

    it('lists only folders named like a version, newest first', () => {
      const dir = path.join(releases, 'mf-content');
      const older = 'aaaaaaaaaaa1';
      const newer = 'bbbbbbbbbbb2';
      for (const name of [older, newer, '.incoming-1a2b3c4d', 'latest', 'ABCDEF123456']) {
        fs.mkdirSync(path.join(dir, name), { recursive: true });
      }
      fs.writeFileSync(path.join(dir, 'ccccccccccc3'), 'a file, not a version');
      fs.utimesSync(path.join(dir, older), new Date(1_000_000), new Date(1_000_000));
      fs.utimesSync(path.join(dir, newer), new Date(2_000_000), new Date(2_000_000));
      expect(publishedVersions(releases, 'mf-content')).toEqual([newer, older]);
    });

    it('lists what publishBuild created', () => {
      const version = contentVersion(build);
      publishBuild(build, releases, 'mf-catalog', version);
      expect(publishedVersions(releases, 'mf-catalog')).toEqual([version]);
      expect(publishedVersions(releases, 'mf-content')).toEqual([]);
    });
  });
});
