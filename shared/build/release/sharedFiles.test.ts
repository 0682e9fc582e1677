/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { shareBuildFiles } from './sharedFiles';

const FILES_URL = '/remotes/mf-content/files/';

/** A remote's build whose chunk 996 holds `text`. */
function writeBuild(dir: string, text: string, chunkHash: string): void {
  const files: Record<string, string> = {
    'mf-manifest.json': JSON.stringify({
      metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
    }),
    'remoteEntry.js': `var chunks = { 996: "${chunkHash}" };`,
    'remoteEntry.js.map': '{}',
    [`996.${chunkHash}.js`]: `render("${text}")`,
    'spa.11111111.css': '.page { color: green }',
    'spa.11111111.css.map': `{ "sources": ["${text}/spa.css"] }`,
    'index.html': '<!doctype html>',
    // build statistics differ between builds under the same name
    'mf-manifest-stats.json': `{ "text": "${text}" }`,
    'server/remoteEntry.js': `module.exports = { get: async () => () => "${text}" }`,
  };
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
}

const manifestOf = (dir: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')) as {
    metaData: { publicPath: string; remoteEntry: { name: string } };
  };

describe('files shared by the versions of a remote', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-files-'));
  });
  afterEach(() => {
    fs.chmodSync(root, 0o755);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('keeps browser files once, names the entry by its content and points the manifest there', () => {
    const files = path.join(root, 'files');
    const first = path.join(root, 'a');
    const second = path.join(root, 'b');
    writeBuild(first, 'Featured', 'aaaaaaaa');
    writeBuild(second, 'Seasonal', 'bbbbbbbb');

    expect(shareBuildFiles(first, files, FILES_URL)).toBe(true);
    expect(shareBuildFiles(second, files, FILES_URL)).toBe(true);

    const entries = fs.readdirSync(files).filter((name) => name.startsWith('remoteEntry.'));
    expect(entries).toHaveLength(2);
    expect(fs.readdirSync(files).sort()).toEqual(
      [
        '996.aaaaaaaa.js',
        '996.bbbbbbbb.js',
        'spa.11111111.css',
        'spa.11111111.css.map',
        ...entries,
      ].sort(),
    );
    // what is not named by its content stays with the version
    for (const name of ['index.html', 'server', 'remoteEntry.js.map', 'mf-manifest-stats.json']) {
      expect(fs.existsSync(path.join(files, name))).toBe(false);
    }
    const manifest = manifestOf(second);
    expect(manifest.metaData.publicPath).toBe(FILES_URL);
    expect(manifest.metaData.remoteEntry.name).toMatch(/^remoteEntry\.[0-9a-f]{12}\.js$/);
    expect(fs.readFileSync(path.join(files, manifest.metaData.remoteEntry.name), 'utf8')).toBe(
      'var chunks = { 996: "bbbbbbbb" };',
    );
    expect(fs.statSync(path.join(files, 'spa.11111111.css')).mode & 0o222).toBe(0);
  });

  it('keeps the compressed copies of the entry and the chunks beside the files they are of', () => {
    const files = path.join(root, 'files');
    const build = path.join(root, 'a');
    writeBuild(build, 'Featured', 'aaaaaaaa');
    fs.writeFileSync(path.join(build, 'remoteEntry.js.br'), 'entry in brotli');
    fs.writeFileSync(path.join(build, 'remoteEntry.js.gz'), 'entry in gzip');
    fs.writeFileSync(path.join(build, '996.aaaaaaaa.js.br'), 'chunk in brotli');

    expect(shareBuildFiles(build, files, FILES_URL)).toBe(true);

    const entry = manifestOf(build).metaData.remoteEntry.name;
    const read = (name: string) => fs.readFileSync(path.join(files, name), 'utf8');
    expect(read(`${entry}.br`)).toBe('entry in brotli');
    expect(read(`${entry}.gz`)).toBe('entry in gzip');
    expect(read('996.aaaaaaaa.js.br')).toBe('chunk in brotli');
    expect(fs.existsSync(path.join(files, 'remoteEntry.js.br'))).toBe(false);
  });

  it('leaves a build alone when a file of the same name and other content is shared already', () => {
    const files = path.join(root, 'files');
    const first = path.join(root, 'a');
    const clashing = path.join(root, 'b');
    writeBuild(first, 'Featured', 'aaaaaaaa');
    writeBuild(clashing, 'Seasonal', 'aaaaaaaa');
    shareBuildFiles(first, files, FILES_URL);
    const before = fs.readFileSync(path.join(files, '996.aaaaaaaa.js'), 'utf8');

    expect(shareBuildFiles(clashing, files, FILES_URL)).toBe(false);
    expect(manifestOf(clashing).metaData.publicPath).toBe('auto');
    expect(fs.readFileSync(path.join(files, '996.aaaaaaaa.js'), 'utf8')).toBe(before);
  });
});
