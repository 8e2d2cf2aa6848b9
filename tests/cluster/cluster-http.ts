/**
 * HTTP for the cluster script: node:http with a new connection per request
 * (what nginx does upstream), from a chosen loopback address. Every
 * 127.x.y.z reaches this machine, so a "visitor" is an address of its own
 * both through nginx (its $remote_addr) and directly (the socket's peer):
 * the per-address limits see real, distinct clients, and runs of the
 * script an hour apart never share a counter.
 */
import http from 'node:http';
import { randomInt } from 'node:crypto';

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

export interface Call {
  method?: string;
  path: string;
  /** An object is sent as JSON; a Buffer as it is (set its content-type). */
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  /** The client's own address (127.x.y.z); 127.0.0.1 by default. */
  from?: string;
  timeoutMs?: number;
}

/** A loopback address no earlier run used (in practice): 127.<1-254>.<0-255>.<1-254>. */
export function randomVisitor(): string {
  return `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

function encodeBody(body: unknown): { bytes?: Buffer; type?: string } {
  if (body === undefined) return {};
  if (Buffer.isBuffer(body)) return { bytes: body };
  return { bytes: Buffer.from(JSON.stringify(body)), type: 'application/json' };
}

export function call(base: string, options: Call): Promise<Reply> {
  const url = new URL(options.path, base);
  const { bytes, type } = encodeBody(options.body);
  const headers: Record<string, string> = { ...options.headers };
  if (type) headers['content-type'] = type;
  if (bytes) headers['content-length'] = String(bytes.byteLength);
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: options.method ?? 'GET',
        headers,
        agent: false,
        localAddress: options.from ?? '127.0.0.1',
        timeout: options.timeoutMs ?? 30_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        // A stream cut short by a dying instance ends with 'aborted', not 'end'.
        response.on('aborted', () => reject(new Error('the response was cut short')));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body,
            text: body.toString(),
          });
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', reject);
    request.end(bytes);
  });
}

/** The reply's JSON, typed by the caller (the script checks what it reads). */
export function json<T>(reply: Reply): T {
  return JSON.parse(reply.text) as T;
}

/** Throws with the reply's text unless the status is the expected one. */
export function expectStatus(reply: Reply, status: number, what: string): Reply {
  if (reply.status !== status) {
    throw new Error(
      `${what}: expected ${status}, got ${reply.status}: ${reply.text.slice(0, 300)}`,
    );
  }
  return reply;
}
