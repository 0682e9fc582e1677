/**
 * A registry under load, in its own process: rewritten in a loop (`write <file>`), `<count>`
 * releases of one remote (`update <file> <remote> <count>`), or one remote switched back and forth
 * between two published versions until killed, printing the number of switches
 * (`switch <file> <remote> <version> <version>`). Used by registryFile.test.ts and the e2e suite.
 */
import { emptyRegistry, release, rollback, type RegistryDocument } from './registryDocument';
import { updateRegistryFile, writeRegistryFile } from './registryFile';
import type { RemoteName } from '@teashop/contracts';

const info = { publishedAt: 'x', packageVersion: '0.1.0', contracts: '^1.0.0' };
const version = (i: number) => i.toString(16).padStart(12, '0');

/** A registry with `size` published versions of the catalogue: a few hundred kilobytes. */
export function bigRegistry(size: number): RegistryDocument {
  const doc = release(emptyRegistry(new Date()), 'mf-catalog', version(0), info, new Date());
  const entry = doc.remotes['mf-catalog'];
  for (let i = 1; i < size && entry; i++) entry.versions[version(i)] = info;
  return doc;
}

const [mode, file, remote, count, other] = process.argv.slice(2);

if (require.main === module && mode === 'write' && file) {
  const documents = [bigRegistry(3000), bigRegistry(2000)];
  for (let round = 0; ; round++) writeRegistryFile(file, documents[round % 2] as RegistryDocument);
}

if (require.main === module && mode === 'update' && file && remote) {
  for (let i = 0; i < Number(count); i++) {
    updateRegistryFile(file, (doc) =>
      release(doc, remote as RemoteName, version(i), info, new Date()),
    );
  }
}

if (require.main === module && mode === 'switch' && file && remote && count && other) {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (let switches = 1; ; switches++) {
    updateRegistryFile(file, (doc) => {
      const target = doc.remotes[remote as RemoteName]?.live === count ? other : count;
      return rollback(doc, remote as RemoteName, new Date(), target);
    });
    if (switches % 20 === 0) process.stdout.write(`${switches}\n`);
    Atomics.wait(pause, 0, 0, 5);
  }
}
