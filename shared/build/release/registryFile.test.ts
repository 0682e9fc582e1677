/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fork } from 'node:child_process';
import { parseRegistry, release } from './registryDocument';
import { bigRegistry } from './registryStress';
import { readRegistryFile, updateRegistryFile, writeRegistryFile } from './registryFile';

const info = { publishedAt: 'x', packageVersion: '0.1.0', contracts: '^1.0.0' };

describe('registry file', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('reads a missing registry as empty and leaves no temporary files behind', () => {
    const file = path.join(dir, 'registry.json');
    expect(readRegistryFile(file).remotes).toEqual({});
    updateRegistryFile(file, (doc) => release(doc, 'mf-catalog', 'aaaaaaaaaaa1', info, new Date()));
    expect(readRegistryFile(file).remotes['mf-catalog']?.live).toBe('aaaaaaaaaaa1');
    expect(fs.readdirSync(dir)).toEqual(['registry.json']);
  });

  it('a reader never sees part of a registry while it is being rewritten', async () => {
    const file = path.join(dir, 'registry.json');
    // A large document (many versions), so a write in place would take several system calls.
    writeRegistryFile(file, bigRegistry(1000));
    const firstSize = fs.statSync(file).size;
    const writer = child('write', file);
    while (fs.statSync(file).size === firstSize) await new Promise((r) => setTimeout(r, 20));
    // A count of reads, not a time: a busy machine reads slower, and every read must parse.
    let reads = 0;
    const started = Date.now();
    try {
      while (reads < 150 && Date.now() - started < 15_000) {
        parseRegistry(fs.readFileSync(file, 'utf8'));
        reads++;
      }
    } finally {
      writer.kill();
    }
    expect(reads).toBe(150);
  }, 30_000);

  it('releases of several remotes at once are all kept (the lock serialises them)', async () => {
    const file = path.join(dir, 'registry.json');
    const remotes = ['mf-catalog', 'mf-member', 'mf-content', 'mf-cart-checkout'];
    const outcomes = await Promise.all(
      remotes.map((remote) => {
        const updater = child('update', file, remote, '25');
        let errors = '';
        updater.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
        return new Promise<string>((resolve) =>
          updater.on('exit', (code) =>
            resolve(`${remote}: exit ${code}${errors && `, ${errors}`}`),
          ),
        );
      }),
    );
    expect(outcomes).toEqual(remotes.map((remote) => `${remote}: exit 0`));
    const doc = readRegistryFile(file);
    for (const remote of remotes) {
      expect(doc.remotes[remote as 'mf-catalog']?.history).toHaveLength(25);
    }
    expect(fs.readdirSync(dir)).toEqual(['registry.json']);
  }, 30_000);
});

/** registryStress.ts in its own Node process, compiled on the fly like the release scripts. */
function child(...args: string[]) {
  return fork(path.join(__dirname, 'registryStress.ts'), args, {
    execArgv: ['-r', 'ts-node/register'],
    env: { ...process.env, TS_NODE_PROJECT: path.join(__dirname, '..', 'tsconfig.json') },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
}
