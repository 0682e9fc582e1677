import { parentPort } from 'node:worker_threads';
import { IndexStore, type Command } from './indexStore';

/** The search thread (`searchThread.ts`): answers each command of the server in order. */
const store = new IndexStore();
const port = parentPort;
port?.on('message', ({ id, command }: { id: number; command: Command }) => {
  try {
    port.postMessage({ id, ok: true, value: store.handle(command) });
  } catch (error) {
    port.postMessage({ id, ok: false, message: (error as Error).message });
  }
});
