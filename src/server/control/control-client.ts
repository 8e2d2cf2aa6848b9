/** The command side of the control socket (control-socket.ts). */
import net from 'node:net';
import {
  type ControlReply,
  controlReply,
  type ControlRequest,
  controlSocketPath,
} from './control-messages.ts';

const REPLY_TIMEOUT_MS = 30_000;

/**
 * Sends one request to the app holding dataDir. Rejects with the socket's
 * error (ENOENT, ECONNREFUSED) when no app listens there: the holder is then
 * another command, or an app from before the socket existed. A timeout or a
 * reply that is not one JSON answer rejects with an Error of its own.
 */
export function sendControlRequest(
  dataDir: string,
  request: ControlRequest,
): Promise<ControlReply> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(controlSocketPath(dataDir));
    let received = '';
    socket.setTimeout(REPLY_TIMEOUT_MS, () =>
      socket.destroy(new Error('it did not answer in time.')),
    );
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('end', () => {
      try {
        resolve(controlReply.parse(JSON.parse(received)));
      } catch {
        reject(new Error('its reply was not an answer this command understands.'));
      }
    });
  });
}
