/**
 * Child process of registryFile.test.ts: rewrites a registry in a loop (`write <file>`), or applies
 * `<count>` releases of one remote to it (`update <file> <remote> <count>`).
 */
import { emptyRegistry, release, type RegistryDocument } from './registryDocument';
import { updateRegistryFile, writeRegistryFile } from './registryFile';
import type { RemoteName } from '../../src/routes/routeTable';

const info = { publishedAt: 'x', packageVersion: '0.1.0', contracts: '^1.0.0' };
const version = (i: number) => i.toString(16).padStart(12, '0');

/** A registry with `size` published versions of the catalogue: a few hundred kilobytes. */
export function bigRegistry(size: number): RegistryDocument {
  const doc = release(emptyRegistry(new Date()), 'mf-catalog', version(0), info, new Date());
  const entry = doc.remotes['mf-catalog'];
  for (let i = 1; i < size && entry; i++) entry.versions[version(i)] = info;
  return doc;
}

const [mode, file, remote, count] = process.argv.slice(2);

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
