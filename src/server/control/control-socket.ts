/**
 * The operators' door on the embedded database: while the app holds
 * DATA_DIR (decision 026), a command such as admin:grant cannot open the
 * database itself, so it asks the app over a Unix socket in DATA_DIR
 * (decision 031). The socket is created with mode 0600: only the folder's
 * owner (the app's user) and root can connect, the same people who could
 * stop the app and open the database directly. One JSON line in, one out.
 */
import { chmodSync, rmSync } from 'node:fs';
import net from 'node:net';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import { grantAdminRole } from '../services/admin/admin-grant.ts';
import {
  type ControlReply,
  controlRequest,
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
  return { ok: true, granted: await grantAdminRole(db, request.data.email) };
}

function serve(socket: net.Socket, db: Database, log: Logger): void {
  let received = '';
  socket.setTimeout(CONNECTION_TIMEOUT_MS, () => socket.destroy());
  socket.on('error', () => socket.destroy());
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString('utf8');
    if (received.length > MAX_REQUEST_BYTES) return socket.destroy();
    const end = received.indexOf('\n');
    if (end < 0) return;
    socket.pause();
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

/** Listens on DATA_DIR/control.sock; the caller holds the folder's lock. */
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
  // Whoever held the folder before is gone (we hold its lock): a socket file
  // left by a crash answers nobody.
  rmSync(file, { force: true });
  const server = net.createServer((socket) => serve(socket, options.db, options.log));
  // The mask makes the file 0600 from its creation (bind happens within
  // listen), so there is no moment when others could connect.
  const previousMask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(file, () => resolve());
    });
  } finally {
    process.umask(previousMask);
  }
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
