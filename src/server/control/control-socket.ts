/**
 * The operators' door on the embedded database: while the app holds
 * DATA_DIR (decision 026), a command such as admin:grant cannot open the
 * database itself, so it asks the app over a Unix socket in DATA_DIR
 * (decision 031). The socket sits in DATA_DIR/control/, a folder of mode
 * 0700: only its owner (the app's user) and root can reach it, the same
 * people who could stop the app and open the database directly. One JSON
 * line in, one out; anything else gets a refusal, never a hang.
 */
import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { grantAdminRole } from '../services/admin/admin-grant.ts';
import {
  type ControlReply,
  controlRequest,
  controlDirPath,
  controlSocketPath,
  MAX_SOCKET_PATH_BYTES,
} from './control-messages.ts';

const MAX_REQUEST_BYTES = 4_096;
const CONNECTION_TIMEOUT_MS = 10_000;

async function answer(db: Database, line: string): Promise<ControlReply> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return { ok: false, error: 'The request is not JSON.' };
  }
  const request = controlRequest.safeParse(parsed);
  if (!request.success) return { ok: false, error: 'Unknown or malformed request.' };
  try {
    return { ok: true, granted: await grantAdminRole(db, request.data.email) };
  } catch (error) {
    // A refusal the service decided on (a disabled account) is told as is.
    if (error instanceof AppError && error.code !== 'INTERNAL')
      return { ok: false, error: error.message };
    throw error;
  }
}

function refuse(socket: net.Socket, error: string): void {
  socket.end(`${JSON.stringify({ ok: false, error } satisfies ControlReply)}\n`);
}

function serve(socket: net.Socket, db: Database, log: Logger): void {
  let received = '';
  socket.setTimeout(CONNECTION_TIMEOUT_MS, () => socket.destroy());
  socket.on('error', () => socket.destroy());
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString('utf8');
    const end = received.indexOf('\n');
    if (end < 0 && received.length <= MAX_REQUEST_BYTES) return;
    // One request per connection: whatever follows is read and dropped.
    socket.removeAllListeners('data');
    socket.resume();
    if (end < 0 || end > MAX_REQUEST_BYTES) {
      return refuse(socket, `The request is longer than ${MAX_REQUEST_BYTES} bytes.`);
    }
    void answer(db, received.slice(0, end))
      .catch((error: unknown) => {
        log.error({ err: error }, 'control request failed');
        return { ok: false, error: 'The app could not do this; see its log.' } as const;
      })
      .then((reply) => socket.end(`${JSON.stringify(reply)}\n`));
  });
}

export interface ControlSocket {
  close: () => Promise<void>;
}

/** Listens on DATA_DIR/control/control.sock; the caller holds the folder's lock. */
export async function startControlSocket(options: {
  dataDir: string;
  db: Database;
  log: Logger;
}): Promise<ControlSocket | null> {
  const file = controlSocketPath(options.dataDir);
  if (Buffer.byteLength(file) > MAX_SOCKET_PATH_BYTES) {
    options.log.warn(
      { file },
      'DATA_DIR is too deep for a control socket; admin:grant needs the app stopped',
    );
    return null;
  }
  // mkdir's mode is masked by the umask, and a folder left from before may
  // have any mode: chmod makes it 0700 either way, before anything listens.
  const dir = controlDirPath(options.dataDir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  // Whoever held the folder before is gone (we hold its lock): a socket file
  // left by a crash answers nobody.
  rmSync(file, { force: true });
  const server = net.createServer((socket) => serve(socket, options.db, options.log));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => resolve());
  });
  chmodSync(file, 0o600);
  server.unref();
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        rmSync(file, { force: true });
      }),
  };
}
