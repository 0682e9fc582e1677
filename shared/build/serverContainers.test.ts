/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LENT_LIBRARY_MARKERS, serverContainerProblems } from './serverContainers';

describe("the remotes' server containers", () => {
  let root: string;
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'server-containers-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('accepts containers that take the lent libraries from the shop', () => {
    write('mf-a/src/server.tsx', '');
    write('mf-a/dist/server/remoteEntry.js', 'module.exports = { init() {}, get() {} };');
    // A remote without server-rendered pages needs no container.
    write('mf-b/src/spa.tsx', '');
    expect(serverContainerProblems(root, ['mf-a', 'mf-b'])).toEqual([]);
  });

  it('names a missing container and each lent library a container bundles', () => {
    write('mf-a/src/server.tsx', '');
    write('mf-b/src/server.tsx', '');
    write(
      'mf-b/dist/server/remoteEntry.js',
      `${LENT_LIBRARY_MARKERS.react} () {};\n${LENT_LIBRARY_MARKERS['react-dom/server']} () {};`,
    );
    expect(serverContainerProblems(root, ['mf-a', 'mf-b'])).toEqual([
      'mf-a: mf-a/dist/server/remoteEntry.js is missing',
      'mf-b: its server container bundles react, which the shop lends',
      'mf-b: its server container bundles react-dom/server, which the shop lends',
    ]);
  });
});
