/** Sending import files and reading export files in tests (decision 055). */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { bearer, type TestUser } from './test-users.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/import');

export function importFixture(name: string): Promise<Buffer> {
  return readFile(path.join(FIXTURES, name));
}

/** A multipart/form-data body with one file in `field`. */
export function multipartBody(
  bytes: Buffer,
  fileName: string,
  field = 'file',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----import-boundary-5c2e';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export interface ImportAnswer<T> {
  status: number;
  body: T;
}

export async function postImport<T>(
  app: FastifyInstance,
  user: TestUser | null,
  url: string,
  bytes: Buffer,
  fileName = 'prompts.json',
): Promise<ImportAnswer<T>> {
  const { payload, headers } = multipartBody(bytes, fileName);
  const response = await app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, ...bearer(user) },
  });
  return { status: response.statusCode, body: response.json<T>() };
}

export async function getExport(
  app: FastifyInstance,
  user: TestUser | null,
  url: string,
): Promise<{ status: number; body: Buffer; headers: Record<string, unknown> }> {
  const response = await app.inject({ method: 'GET', url, headers: bearer(user) });
  return { status: response.statusCode, body: response.rawPayload, headers: response.headers };
}
