import { spawn } from 'node:child_process';

const children = new Set();

/** Starts a long-running child process whose output is prefixed, and stops it with the parent. */
export function startProcess(name, command, args, options = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}`)
      .join('\n') + '\n';
  child.stdout.on('data', (c) => process.stdout.write(prefix(c)));
  child.stderr.on('data', (c) => process.stderr.write(prefix(c)));
  child.on('exit', (code) => {
    children.delete(child);
    if (code && !stopping) {
      console.error(`[${name}] exited with code ${code}`);
      stopAll(1);
    }
  });
  children.add(child);
  return child;
}

let stopping = false;
export function stopAll(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

/** Runs a command to completion, inheriting output; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/**
 * Runs a command to completion, its output passed through line by line (each line prefixed by
 * `[name]` when `prefix` is set, for commands that run side by side with others). Rejects on a
 * non-zero exit with an error whose `tail` holds the last `keep` lines, for a summary at the end.
 */
export function runPrefixed(name, command, args, options = {}, { prefix = true, keep = 25 } = {}) {
  return new Promise((resolve, reject) => {
    const tail = [];
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
    const write = (out, line) => {
      out.write(prefix ? `[${name}] ${line}\n` : `${line}\n`);
      tail.push(line);
      if (tail.length > keep) tail.shift();
    };
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) write(out, line);
      });
      stream.on('end', () => rest && write(out, rest));
    }
    child.on('close', (code) => {
      if (code === 0) return resolve();
      const error = new Error(`${command} ${args.join(' ')} exited with ${code}`);
      error.tail = tail;
      reject(error);
    });
  });
}

/** Waits until `url` answers (any status below 500), or throws after `timeoutMs`. */
export async function waitFor(url, timeoutMs = 300_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return Date.now() - started;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
