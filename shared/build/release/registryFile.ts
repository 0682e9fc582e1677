/**
 * The registry as a file: read, written atomically (a reader sees the old document or the new one,
 * never part of one) and changed under a lock, so two releases at once do not lose each other's
 * switch.
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { emptyRegistry, parseRegistry, type RegistryDocument } from './registryDocument';

export function readRegistryFile(file: string): RegistryDocument {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyRegistry(new Date(0));
    throw error;
  }
  try {
    return parseRegistry(text);
  } catch (error) {
    throw new Error(`${file} is not a valid remotes registry: ${(error as Error).message}`, {
      cause: error,
    });
  }
}

/** Writes next to the file, flushes it to disk, then renames it over the file in one step. */
export function writeRegistryFile(file: string, document: RegistryDocument): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  const descriptor = fs.openSync(temporary, 'w');
  try {
    fs.writeSync(descriptor, `${JSON.stringify(document, null, 2)}\n`);
    fs.fsyncSync(descriptor);
  } finally {
    fs.closeSync(descriptor);
  }
  try {
    fs.renameSync(temporary, file);
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw error;
  }
}

const LOCK_WAIT_MS = 15_000;
/** A lock older than this was left by a process that died while holding it. */
const STALE_LOCK_MS = 60_000;

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function acquireLock(lock: string): number {
  const started = Date.now();
  for (;;) {
    try {
      return fs.openSync(lock, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const held = fs.statSync(lock, { throwIfNoEntry: false });
      // released between the two calls: try again at once (never take it for a stale lock, or
      // this would remove the lock the next release has just taken)
      if (!held) continue;
      if (Date.now() - held.mtimeMs > STALE_LOCK_MS) fs.rmSync(lock, { force: true });
      else if (Date.now() - started > LOCK_WAIT_MS) {
        throw new Error(`${lock} is held by another release; try again`, { cause: error });
      } else sleep(25);
    }
  }
}

/**
 * Reads the registry, applies `change` and writes the result, holding `<file>.lock` meanwhile.
 * Returns the document written.
 */
export function updateRegistryFile(
  file: string,
  change: (document: RegistryDocument) => RegistryDocument,
): RegistryDocument {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const lock = `${file}.lock`;
  const descriptor = acquireLock(lock);
  try {
    const next = change(readRegistryFile(file));
    writeRegistryFile(file, next);
    return next;
  } finally {
    fs.closeSync(descriptor);
    fs.rmSync(lock, { force: true });
  }
}
