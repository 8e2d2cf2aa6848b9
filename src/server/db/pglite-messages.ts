/**
 * What the main thread and the embedded database's worker say to each other
 * (pglite-worker.ts, pglite-worker-client.ts). Errors cross the thread
 * boundary as plain fields and are rebuilt on the other side, so a unique
 * violation still carries its SQLSTATE, constraint and detail to the code
 * that maps it (and the logger that strips its parameters).
 */
import type { Results, RowMode } from '@electric-sql/pglite';

export interface PgliteWorkerData {
  /** The folder holding the database files; undefined keeps it in memory (tests). */
  dataDir: string | undefined;
  /**
   * An in-memory database starts as a copy of this data folder (a tar from
   * PGlite's dumpDataDir) instead of an empty cluster: tests start from a
   * migrated copy rather than running initdb and every migration each time.
   */
  loadDataDir?: Uint8Array<ArrayBuffer>;
  /**
   * PGlite's WebAssembly, compiled once per process and shared by every
   * database thread it starts (pglite-wasm.ts); undefined lets PGlite load it.
   */
  wasmModule?: WebAssembly.Module;
}

export type PgliteRequest =
  | {
      id: number;
      op: 'query';
      sql: string;
      params: unknown[] | undefined;
      rowMode: RowMode | undefined;
      /** Type ids whose values stay as Postgres text (Drizzle parses dates itself). */
      textTypes: number[];
    }
  | { id: number; op: 'exec'; sql: string }
  | { id: number; op: 'close' }
  /** Opens another database on a thread whose last one was closed (a reused test thread). */
  | ({ id: number; op: 'open' } & Pick<PgliteWorkerData, 'dataDir' | 'loadDataDir'>);

/** The distributive Omit, so each request shape keeps its own fields. */
export type PgliteRequestBody = PgliteRequest extends infer R
  ? R extends PgliteRequest
    ? Omit<R, 'id'>
    : never
  : never;

export type PgliteReply =
  | { id: number; ok: true; result: Results | Results[] | null }
  | { id: number; ok: false; error: SerializedFailure };

/** An error's message, name and own fields (code, detail, constraint...). */
export interface SerializedFailure {
  name: string;
  message: string;
  stack: string | undefined;
  fields: Record<string, string | number | boolean | null>;
}

export function serializeFailure(error: unknown): SerializedFailure {
  if (!(error instanceof Error)) {
    return { name: 'Error', message: String(error), stack: undefined, fields: {} };
  }
  const fields: SerializedFailure['fields'] = {};
  for (const [key, value] of Object.entries(error)) {
    const kind = typeof value;
    if (value === null || kind === 'string' || kind === 'number' || kind === 'boolean') {
      fields[key] = value as string | number | boolean | null;
    }
  }
  return { name: error.name, message: error.message, stack: error.stack, fields };
}

export function rebuildFailure(failure: SerializedFailure): Error {
  const error = Object.assign(new Error(failure.message), failure.fields);
  error.name = failure.name;
  if (failure.stack) error.stack = failure.stack;
  return error;
}
