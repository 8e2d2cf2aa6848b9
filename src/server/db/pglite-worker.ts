/**
 * The embedded database's own thread. PGlite runs Postgres compiled to
 * WebAssembly, and every statement runs to completion on the thread that
 * calls it; here that is this worker, so the main thread keeps reading and
 * answering requests (and refusing them quickly under overload) while a
 * statement runs. The main side is pglite-worker-client.ts; the messages
 * are in pglite-messages.ts.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import {
  type PgliteReply,
  type PgliteRequest,
  type PgliteWorkerData,
  serializeFailure,
} from './pglite-messages.ts';

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs only as a worker thread');

/** Trigram search (drizzle/0008): Postgres has pg_trgm in contrib; PGlite loads it. */
const OPTIONS = { extensions: { pg_trgm } };

const keepText = (value: string) => value;

/** The caller's "leave these types as text" list, as PGlite parsers. */
function queryOptions(request: Extract<PgliteRequest, { op: 'query' }>): QueryOptions {
  const parsers = Object.fromEntries(request.textTypes.map((type) => [type, keepText]));
  return { rowMode: request.rowMode, parsers };
}

/** The open database; null before the first open and after a close. */
let pg: PGlite | null = null;

async function openDatabase(
  dataDir: string | undefined,
  loadDataDir: Uint8Array<ArrayBuffer> | undefined,
  wasmModule: WebAssembly.Module | undefined,
): Promise<PGlite> {
  const options = {
    ...OPTIONS,
    ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}),
    ...(wasmModule ? { pgliteWasmModule: wasmModule } : {}),
  };
  return dataDir ? PGlite.create(dataDir, options) : PGlite.create(options);
}

async function answer(request: PgliteRequest): Promise<PgliteReply> {
  try {
    if (request.op === 'open') {
      if (pg) throw new Error('this thread already has an open database');
      const { wasmModule } = workerData as PgliteWorkerData;
      pg = await openDatabase(request.dataDir, request.loadDataDir, wasmModule);
      return { id: request.id, ok: true, result: null };
    }
    if (!pg) throw new Error('PGlite is closed');
    switch (request.op) {
      case 'query':
        return {
          id: request.id,
          ok: true,
          result: await pg.query(request.sql, request.params, queryOptions(request)),
        };
      case 'exec':
        return { id: request.id, ok: true, result: await pg.exec(request.sql) };
      case 'close': {
        const closing = pg;
        pg = null;
        await closing.close();
        return { id: request.id, ok: true, result: null };
      }
    }
  } catch (error) {
    return { id: request.id, ok: false, error: serializeFailure(error) };
  }
}

async function start(): Promise<void> {
  const { dataDir, loadDataDir, wasmModule } = workerData as PgliteWorkerData;
  try {
    pg = await openDatabase(dataDir, loadDataDir, wasmModule);
  } catch (error) {
    port!.postMessage({ id: 0, ok: false, error: serializeFailure(error) } satisfies PgliteReply);
    return;
  }
  // PGlite queues statements itself, in arrival order, so requests are
  // started as they come and answered as each finishes.
  port!.on('message', (request: PgliteRequest) => {
    void answer(request).then((reply) => {
      try {
        port!.postMessage(reply);
      } catch (error) {
        // A value that cannot cross threads: answer with why instead.
        port!.postMessage({ id: request.id, ok: false, error: serializeFailure(error) });
      }
    });
  });
  port!.postMessage({ id: 0, ok: true, result: null } satisfies PgliteReply);
}

void start();
