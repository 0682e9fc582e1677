import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Command } from './indexStore';
import { searchBackend } from './searchThread';

// A stand-in for the compiled search worker: answers `echo`, refuses `fail`, stops on `exit`.
const WORKER = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', ({ id, command }) => {
  if (command.type === 'exit') process.exit(3);
  if (command.type === 'fail') parentPort.postMessage({ id, ok: false, message: 'refused' });
  else parentPort.postMessage({ id, ok: true, value: command.value });
});
`;

// The stand-in's commands are not search commands: they go through the same typed door.
const send = (type: string, value?: number) => ({ type, value }) as unknown as Command;

describe('searchBackend on a thread', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-thread-'));
  const file = path.join(dir, 'worker.js');
  fs.writeFileSync(file, WORKER);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('answers each request with its own reply, and rejects a refused one', async () => {
    const backend = searchBackend(() => undefined, file);
    expect(backend.threaded).toBe(true);
    const answers = Promise.all([1, 2, 3].map((n) => backend.request(send('echo', n))));
    await expect(backend.request(send('fail'))).rejects.toThrow('refused');
    await expect(answers).resolves.toEqual([1, 2, 3]);
    await backend.close();
  });

  it('tells when the thread stopped, and starts a new one for the next request', async () => {
    const lost: string[] = [];
    const backend = searchBackend((error) => lost.push(error.message), file);
    await backend.request(send('echo', 1));
    const waiting = backend.request(send('echo', 2));
    await expect(backend.request(send('exit'))).rejects.toThrow('exit code 3');
    await waiting.catch(() => undefined);
    expect(lost).toEqual(['the search thread stopped (exit code 3)']);
    await expect(backend.request(send('echo', 4))).resolves.toBe(4);
    await backend.close();
  });
});
