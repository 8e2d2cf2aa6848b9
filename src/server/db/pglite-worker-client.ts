/**
 * The main thread's side of the embedded database: a stand-in for a PGlite
 * instance (the query, exec and transaction that Drizzle's PGlite driver
 * calls) whose statements run in pglite-worker.ts on a thread of their own.
 * Why: PGlite runs each statement to completion on the calling thread, and
 * on the main thread that stalled the server for up to a second under load
 * (decision 009).
 *
 * PGlite has one session, so a transaction owns it: while one is open, the
 * statements of every other caller wait here, in order, and a transaction's
 * own statements pass straight through.
 */
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import {
  type PgliteReply,
  type PgliteRequestBody,
  type PgliteWorkerData,
  rebuildFailure,
} from './pglite-messages.ts';
import { compiledPgliteWasm } from './pglite-wasm.ts';

/** The same text PGlite uses, which database-errors.ts reads as "shutting down". */
const CLOSED_MESSAGE = 'PGlite is closed';

/** Built into dist/server/ beside the server; from source, through tsx. */
function workerFile(): string {
  const fromSource = import.meta.url.endsWith('.ts');
  const name = fromSource ? './pglite-worker-from-source.mjs' : './pglite-worker.js';
  return fileURLToPath(new URL(name, import.meta.url));
}

/**
 * Threads kept after their in-memory database closed, for the next one to
 * open on (tests only, see keepPgliteThreadsForReuse). A reused thread
 * skips starting a worker, loading tsx and warming its JIT: about 0.7 s of
 * CPU a test database (decision 052).
 */
const spareThreads: SpareThread[] = [];
let reuseThreads = false;
/** More would only hold memory: a test worker opens its databases one or two at a time. */
const MAX_SPARE_THREADS = 2;

/**
 * Opt in (test processes) to keeping the thread of a closed in-memory
 * database for the next one. The server keeps one thread and ends it on
 * close, as a process with one database should.
 */
export function keepPgliteThreadsForReuse(): void {
  reuseThreads = true;
}

interface SpareThread {
  worker: Worker;
  /** Takes the thread out of the spares for a new database. */
  take: () => Worker;
}

/**
 * Parks a thread whose database closed; one that fails meanwhile leaves the
 * list. Listeners are removed one by one: a Worker's own internal ones
 * (which start its message port) must stay.
 */
function keepSpare(worker: Worker): void {
  const spare: SpareThread = {
    worker,
    take: () => {
      worker.off('error', drop);
      worker.off('exit', drop);
      const index = spareThreads.indexOf(spare);
      if (index >= 0) spareThreads.splice(index, 1);
      return worker;
    },
  };
  const drop = () => void spare.take();
  worker.on('error', drop);
  worker.on('exit', drop);
  worker.unref();
  spareThreads.push(spare);
}

interface Pending {
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
}

export class PgliteWorkerClient {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #nextId = 1;
  #closed = false;
  /** Settles when the open transaction ends; null while none is open. */
  #transactionEnded: Promise<void> | null = null;

  readonly #onMessage = (reply: PgliteReply) => this.#settle(reply);
  // A worker that threw is gone: its callers, and every later one, get
  // "closed" (a 503 that says the database is unavailable), the cause kept.
  readonly #onError = (error: Error) => this.#failAll(new Error(CLOSED_MESSAGE, { cause: error }));
  readonly #onExit = () => this.#failAll(new Error(CLOSED_MESSAGE));
  /** In memory (no folder), so its thread may be kept for another database. */
  readonly #inMemory: boolean;

  private constructor(worker: Worker, inMemory: boolean) {
    this.#worker = worker;
    this.#inMemory = inMemory;
    worker.on('message', this.#onMessage);
    worker.on('error', this.#onError);
    worker.on('exit', this.#onExit);
    worker.unref();
  }

  /** Starts the worker (or reuses a spare one) and waits until its database is open. */
  static async open(
    dataDir: string | undefined,
    loadDataDir?: Uint8Array<ArrayBuffer>,
  ): Promise<PgliteWorkerClient> {
    const spare = dataDir === undefined ? spareThreads.at(-1)?.take() : undefined;
    if (spare) return PgliteWorkerClient.#reopen(spare, loadDataDir);
    const workerData: PgliteWorkerData = {
      dataDir,
      loadDataDir,
      wasmModule: await compiledPgliteWasm(),
    };
    const worker = new Worker(workerFile(), { workerData });
    const client = new PgliteWorkerClient(worker, dataDir === undefined);
    worker.ref();
    try {
      // The worker's first message (id 0) says whether PGlite opened.
      await new Promise<unknown>((resolve, reject) => client.#pending.set(0, { resolve, reject }));
    } catch (error) {
      await worker.terminate();
      // At start, what went wrong says more than "closed".
      throw error instanceof Error && error.cause instanceof Error ? error.cause : error;
    }
    return client;
  }

  /** A new in-memory database on a spare thread. */
  static async #reopen(
    worker: Worker,
    loadDataDir: Uint8Array<ArrayBuffer> | undefined,
  ): Promise<PgliteWorkerClient> {
    const client = new PgliteWorkerClient(worker, true);
    try {
      await client.#send({ op: 'open', dataDir: undefined, loadDataDir });
    } catch (error) {
      await worker.terminate();
      throw error;
    }
    return client;
  }

  // Each caller below waits for open transactions in a loop and sends in
  // the same turn as its last check, so no statement can slip into a
  // transaction that started in between.

  async query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    while (this.#transactionEnded) await this.#transactionEnded;
    return this.#querySession<T>(sql, params, options);
  }

  async exec(sql: string): Promise<Results[]> {
    while (this.#transactionEnded) await this.#transactionEnded;
    return this.#send({ op: 'exec', sql }) as Promise<Results[]>;
  }

  async transaction<T>(run: (tx: Transaction) => Promise<T>): Promise<T> {
    while (this.#transactionEnded) await this.#transactionEnded;
    let end = () => {};
    this.#transactionEnded = new Promise<void>((resolve) => (end = resolve));
    try {
      await this.#send({ op: 'exec', sql: 'BEGIN' });
      const result = await run(this.#transactionHandle());
      await this.#send({ op: 'exec', sql: 'COMMIT' });
      return result;
    } catch (error) {
      if (!this.#closed) await this.#send({ op: 'exec', sql: 'ROLLBACK' }).catch(() => {});
      throw error;
    } finally {
      this.#transactionEnded = null;
      end();
    }
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    while (this.#transactionEnded) await this.#transactionEnded;
    const closed = await this.#send({ op: 'close' }).then(
      () => true,
      () => false,
    );
    this.#closed = true;
    if (closed && reuseThreads && this.#inMemory && spareThreads.length < MAX_SPARE_THREADS) {
      this.#worker.off('message', this.#onMessage);
      this.#worker.off('error', this.#onError);
      this.#worker.off('exit', this.#onExit);
      keepSpare(this.#worker);
      return;
    }
    await this.#worker.terminate();
  }

  /** What a transaction's callback sees: its statements skip the wait. */
  #transactionHandle(): Transaction {
    const handle = {
      query: <T>(sql: string, params?: unknown[], options?: QueryOptions) =>
        this.#querySession<T>(sql, params, options),
      exec: (sql: string) => this.#send({ op: 'exec', sql }) as Promise<Results[]>,
      // Ends the transaction now; the COMMIT that follows then only warns.
      rollback: async () => {
        await this.#send({ op: 'exec', sql: 'ROLLBACK' });
      },
      closed: false,
    };
    // Only query, exec and rollback are ever called (Drizzle's session and
    // migrator); the rest of PGlite's Transaction interface is not offered.
    return handle as unknown as Transaction;
  }

  #querySession<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    // Drizzle asks for dates and intervals as text with "return the value"
    // parsers; functions cannot cross threads, so the worker is sent the
    // type ids and applies the same identity parsers there.
    const textTypes = Object.keys(options?.parsers ?? {}).map(Number);
    return this.#send({
      op: 'query',
      sql,
      params,
      rowMode: options?.rowMode,
      textTypes,
    }) as Promise<Results<T>>;
  }

  /** The thread running this database (tests see a spare one reused). */
  get threadId(): number {
    return this.#worker.threadId;
  }

  /** Statements sent to the thread and not answered yet: one runs, the rest wait (metrics). */
  get pendingStatements(): number {
    return this.#pending.size;
  }

  #send(body: PgliteRequestBody): Promise<unknown> {
    if (this.#closed) return Promise.reject(new Error(CLOSED_MESSAGE));
    const id = this.#nextId++;
    if (this.#pending.size === 0) this.#worker.ref();
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...body, id });
    });
  }

  #settle(reply: PgliteReply): void {
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    // An idle worker must not keep the process alive on its own.
    if (this.#pending.size === 0) this.#worker.unref();
    if (reply.ok) pending.resolve(reply.result);
    else pending.reject(rebuildFailure(reply.error));
  }

  #failAll(error: Error): void {
    this.#closed = true;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }
}
