/**
 * Plain node:http plumbing shared by the wire formats: reading a body,
 * answering JSON, and writing a stream that stops when the client leaves.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  if (isGone(res)) return;
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/** The client went away, or the answer is already complete. */
export function isGone(res: ServerResponse): boolean {
  return res.writableEnded || res.destroyed || res.socket?.destroyed === true;
}

export function startEventStream(res: ServerResponse): void {
  res.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  });
  // Headers go out now: the SDK resolves its fetch before the first chunk.
  res.flushHeaders();
}

export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** One server-sent event carrying JSON, optionally named (Anthropic names its events). */
export function sseFrame(data: unknown, options: { event?: string; eol?: string } = {}): string {
  const eol = options.eol ?? '\n';
  const name = options.event ? `event: ${options.event}${eol}` : '';
  return `${name}data: ${typeof data === 'string' ? data : JSON.stringify(data)}${eol}${eol}`;
}
