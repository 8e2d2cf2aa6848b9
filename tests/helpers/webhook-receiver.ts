/**
 * A webhook receiver for tests: a real HTTP server on 127.0.0.1 that
 * records every delivery (headers and exact body) and answers as the test
 * scripts it, by the delivery's number: a status, or never (a receiver
 * that hangs).
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedDelivery {
  headers: IncomingHttpHeaders;
  body: string;
  json: { id: string; type: string; createdAt: string; data: Record<string, unknown> };
}

/** Answer the nth delivery (from 0): a status and body, or 'hang' to never answer. */
export type ReceiverScript = (n: number) => { status: number; body?: string } | 'hang';

export interface WebhookReceiver {
  url: string;
  received: ReceivedDelivery[];
  /** Resolves once `count` deliveries have arrived (fails after `timeoutMs`). */
  waitFor: (count: number, timeoutMs?: number) => Promise<ReceivedDelivery[]>;
  close: () => Promise<void>;
}

export async function startWebhookReceiver(
  script: ReceiverScript = () => ({ status: 200, body: 'ok' }),
): Promise<WebhookReceiver> {
  const received: ReceivedDelivery[] = [];
  const waiters = new Set<() => void>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const n = received.length;
      received.push({
        headers: request.headers,
        body,
        json: JSON.parse(body) as ReceivedDelivery['json'],
      });
      for (const wake of waiters) wake();
      const answer = script(n);
      if (answer === 'hang') return;
      response.writeHead(answer.status, { 'content-type': 'text/plain' });
      response.end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    waitFor: (count, timeoutMs = 10_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(received.slice(0, count));
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} deliveries, got ${received.length}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
