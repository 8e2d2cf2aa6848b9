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

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (reply: PgliteReply) => this.#settle(reply));
    // A worker that threw is gone: its callers, and every later one, get
    // "closed" (a 503 that says the database is unavailable), the cause kept.
    worker.on('error', (error) => this.#failAll(new Error(CLOSED_MESSAGE, { cause: error })));
    worker.on('exit', () => this.#failAll(new Error(CLOSED_MESSAGE)));
    worker.unref();
  }

  /** Starts the worker and waits until its database is open. */
  static async open(
    dataDir: string | undefined,
    loadDataDir?: Uint8Array<ArrayBuffer>,
  ): Promise<PgliteWorkerClient> {
    const workerData: PgliteWorkerData = {
      dataDir,
      loadDataDir,
      wasmModule: await compiledPgliteWasm(),
    };
    const worker = new Worker(workerFile(), { workerData });
    const client = new PgliteWorkerClient(worker);
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
    await this.#send({ op: 'close' }).catch(() => {});
    this.#closed = true;
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
