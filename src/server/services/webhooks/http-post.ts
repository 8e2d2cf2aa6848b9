/**
 * One webhook attempt over HTTP(S): POST the body, connected to the
 * address already checked (never resolving the name again), within a
 * deadline that covers connecting, waiting and reading the answer. A
 * redirect is an answer like any other: it is not followed (it could point
 * anywhere, a private address included). Only the start of the answer is
 * read and kept.
 */
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { CheckedAddress } from './endpoint-address.ts';

export interface PostResult {
  statusCode: number;
  /** The start of the answer's body, as text. */
  body: string;
}

/** Always answers the checked address, whatever name the connection asks for. */
function pinnedLookup(checked: CheckedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [checked]);
    else callback(null, checked.address, checked.family);
  };
}

function readStart(response: IncomingMessage, maxBytes: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = () => resolve(Buffer.concat(chunks).toString('utf8'));
    response.on('data', (chunk: Buffer) => {
      if (size >= maxBytes) return;
      chunks.push(chunk.subarray(0, maxBytes - size));
      size += chunk.length;
      if (size >= maxBytes) {
        // Enough kept: the rest is not waited for.
        response.destroy();
        finish();
      }
    });
    response.on('end', finish);
    response.on('error', reject);
  });
}

export async function postJson(
  url: URL,
  checked: CheckedAddress,
  {
    headers,
    body,
    timeoutMs,
    signal,
    maxBytes,
  }: {
    headers: Record<string, string>;
    body: string;
    timeoutMs: number;
    signal: AbortSignal;
    maxBytes: number;
  },
): Promise<PostResult> {
  const client = url.protocol === 'https:' ? https : http;
  const deadline = AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]);
  return new Promise<PostResult>((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'PromptHub-Webhooks/1',
        },
        lookup: pinnedLookup(checked),
        // A fresh connection each attempt: a pooled one may lead to an address checked earlier.
        agent: false,
        signal: deadline,
      },
      (response) => {
        readStart(response, maxBytes).then(
          (text) => resolve({ statusCode: response.statusCode ?? 0, body: text }),
          reject,
        );
      },
    );
    request.on('error', (error) => {
      reject(
        deadline.aborted && !signal.aborted ? new Error(`no answer within ${timeoutMs} ms`) : error,
      );
    });
    request.end(body);
  });
}
