/**
 * What travels over the control socket (control-socket.ts): one JSON line
 * each way. Only the commands a shell on the server may already run go
 * through it; today that is admin:grant.
 */
import path from 'node:path';
import { z } from 'zod';
import { text } from '../../shared/text-input.ts';

/**
 * The socket lives in its own folder, DATA_DIR/control/, made mode 0700:
 * the folder, not a process-wide umask, keeps others from connecting.
 */
export const CONTROL_DIR_NAME = 'control';
export const CONTROL_SOCKET_NAME = 'control.sock';

/**
 * Unix socket paths are limited to 108 bytes on Linux; past it (a very deep
 * DATA_DIR) the app runs without the socket and says so.
 */
export const MAX_SOCKET_PATH_BYTES = 107;

export function controlDirPath(dataDir: string): string {
  return path.join(path.resolve(dataDir), CONTROL_DIR_NAME);
}

export function controlSocketPath(dataDir: string): string {
  return path.join(controlDirPath(dataDir), CONTROL_SOCKET_NAME);
}

export const controlRequest = z.object({
  command: z.literal('admin-grant'),
  email: text({ max: 320 }),
});
export type ControlRequest = z.infer<typeof controlRequest>;

export const controlReply = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    granted: z.object({ name: z.string(), email: z.string(), changed: z.boolean() }).nullable(),
  }),
  z.object({ ok: z.literal(false), error: z.string() }),
]);
export type ControlReply = z.infer<typeof controlReply>;
