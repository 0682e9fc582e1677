import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { IndexStore, type Command, type Reply } from './indexStore';

/** Where the indexes live and are asked: see `searchBackend`. */
export interface SearchBackend {
  readonly threaded: boolean;
  request<C extends Command>(command: C): Promise<Reply<C>>;
  close(): Promise<void>;
}

/** The indexes in the server's own thread. */
class InlineSearch implements SearchBackend {
  readonly threaded = false;
  private readonly store = new IndexStore();

  request<C extends Command>(command: C): Promise<Reply<C>> {
    try {
      return Promise.resolve(this.store.handle(command));
    } catch (error) {
      return Promise.reject(error as Error);
    }
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

interface Waiting {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

type WorkerReply = { id: number } & ({ ok: true; value: unknown } | { ok: false; message: string });

/**
 * The indexes on a worker thread: building them and ranking run beside the server's event loop,
 * which only reads the database and answers HTTP. Commands are answered in the order they were
 * sent, so a search sent after an update sees it. A thread that stops (a crash, running out of
 * memory) is replaced on the next command, empty: `onLost` is told so the caller rebuilds.
 */
class ThreadedSearch implements SearchBackend {
  readonly threaded = true;
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly waiting = new Map<number, Waiting>();

  constructor(
    private readonly file: string,
    private readonly onLost: (error: Error) => void,
  ) {}

  request<C extends Command>(command: C): Promise<Reply<C>> {
    const worker = this.worker ?? this.start();
    const id = this.nextId;
    this.nextId += 1;
    return new Promise<Reply<C>>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ id, command });
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }

  private start(): Worker {
    const worker = new Worker(this.file);
    // an idle search thread does not keep the process alive
    worker.unref();
    worker.on('message', (reply: WorkerReply) => {
      const waiting = this.waiting.get(reply.id);
      if (!waiting) return;
      this.waiting.delete(reply.id);
      if (reply.ok) waiting.resolve(reply.value);
      else waiting.reject(new Error(reply.message));
    });
    const lost = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = null;
      for (const waiting of this.waiting.values()) waiting.reject(error);
      this.waiting.clear();
      this.onLost(error);
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`the search thread stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }
}

const WORKER_FILE = path.join(__dirname, 'searchWorker.js');

/**
 * Whether the search runs on a thread of its own: unless `SEARCH_THREAD=off`, or when the
 * compiled worker is not there (the sources run without a build).
 */
export function searchRunsOnThread(): boolean {
  return process.env.SEARCH_THREAD !== 'off' && fs.existsSync(WORKER_FILE);
}

/** The search thread, or the server's own thread (see `searchRunsOnThread`). */
export function searchBackend(
  onLost: (error: Error) => void,
  workerFile = WORKER_FILE,
): SearchBackend {
  if (workerFile === WORKER_FILE && !searchRunsOnThread()) return new InlineSearch();
  return new ThreadedSearch(workerFile, onLost);
}
