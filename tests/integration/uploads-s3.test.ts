/**
 * Uploads with the S3-compatible storage (s3rver in this process): the
 * bytes go to the bucket, /uploads streams them back with the same headers
 * as from disk, a refused upload leaves no object, and stale uploads and a
 * deleted account's files leave the bucket too.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { createStorage } from '../../src/server/boot.ts';
import type { DatabaseHandle } from '../../src/server/db/client.ts';
import { attachments } from '../../src/server/db/schema.ts';
import { parseEnv } from '../../src/server/env.ts';
import { createServiceDeps } from '../../src/server/compose-services.ts';
import type { ServiceDeps } from '../../src/server/services/service-deps.ts';
import { removeStaleUploads } from '../../src/server/services/uploads/stale-uploads.ts';
import { bearerOf, registerAccount, type Account } from '../helpers/accounts.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { type S3Fixture, startS3rver } from './storage-s3-fixture.ts';
import { jpegWithGps, minimalPdf, uploadFile, windowsExecutable } from './uploads-samples.ts';

let s3: S3Fixture;
let bucket: S3Client;
let dataDir: string;
let database: DatabaseHandle;
let deps: ServiceDeps;
let closeDeps: () => Promise<void>;
let app: FastifyInstance;
let person: Account;

beforeAll(async () => {
  s3 = await startS3rver();
  bucket = new S3Client({
    region: s3.settings.region,
    endpoint: s3.settings.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'prompt-hub-s3-app-'));
  const env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    MAX_QUEUE_WAIT_MS: '30000',
    ...s3.env,
  });
  database = await createTestDatabase();
  const storage = createStorage(env);
  const services = createServiceDeps({ env, database, storage, log: pino({ level: 'silent' }) });
  deps = services.deps;
  closeDeps = services.close;
  app = await buildApp({ env, database, storage, deps, metrics: services.metrics, logger: false });
  await app.ready();
  person = await registerAccount(app);
});

afterAll(async () => {
  await app.close();
  await closeDeps();
  await database.close();
  bucket.destroy();
  await s3.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function objectKeys(): Promise<string[]> {
  const listed = await bucket.send(new ListObjectsV2Command({ Bucket: s3.settings.bucket }));
  return (listed.Contents ?? []).map((object) => object.Key ?? '');
}

const keyOf = (fileUrl: string | undefined) => (fileUrl ?? '').replace('/uploads/', '');

describe('with the bucket as storage', () => {
  it('stores the upload in the bucket and streams it back with the safe headers', async () => {
    const { status, body } = await uploadFile({ app }, person.token, 'brief.pdf', minimalPdf);
    expect(status).toBe(201);
    expect(await objectKeys()).toContain(keyOf(body.file?.fileUrl));
    expect(await readdir(dataDir)).toEqual([]); // nothing on the local disk

    const served = await app.inject({
      method: 'GET',
      url: body.file?.fileUrl ?? '',
      headers: bearerOf(person.token),
    });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(minimalPdf)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(minimalPdf.length),
      'x-content-type-options': 'nosniff',
    });
    expect(served.headers['content-disposition']).toBe(
      `inline; filename="brief.pdf"; filename*=UTF-8''brief.pdf`,
    );
  });

  it('stores re-encoded images without their metadata', async () => {
    const { body } = await uploadFile({ app }, person.token, 'photo.jpg', await jpegWithGps());
    const served = await app.inject({
      method: 'GET',
      url: body.file?.fileUrl ?? '',
      headers: bearerOf(person.token),
    });
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
    expect(Number(served.headers['content-length'])).toBe(body.file?.fileSize);
  });

  it('serves an unclaimed upload to its uploader only, never cached', async () => {
    const { body } = await uploadFile({ app }, person.token, 'draft.pdf', minimalPdf);
    const url = body.file?.fileUrl ?? '';
    const own = await app.inject({ method: 'GET', url, headers: bearerOf(person.token) });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    const stranger = await registerAccount(app);
    for (const headers of [{}, bearerOf(stranger.token)]) {
      const refused = await app.inject({ method: 'GET', url, headers });
      expect(refused.statusCode).toBe(404);
      expect(refused.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers 404 for a key the bucket does not hold', async () => {
    const missing = await app.inject({ method: 'GET', url: `/uploads/${'a'.repeat(32)}.pdf` });
    expect(missing.statusCode).toBe(404);
  });

  it('leaves no object and no row for a refused upload', async () => {
    const objects = (await objectKeys()).length;
    const [rows] = await database.db.select({ n: count() }).from(attachments);
    const reply = await uploadFile({ app }, person.token, 'cat.png', windowsExecutable);
    expect(reply.status).toBe(415);
    expect(await objectKeys()).toHaveLength(objects);
    const [rowsAfter] = await database.db.select({ n: count() }).from(attachments);
    expect(rowsAfter?.n).toBe(rows?.n);
  });

  it('removes stale uploads from the bucket', async () => {
    const { body } = await uploadFile({ app }, person.token, 'old.pdf', minimalPdf);
    const key = keyOf(body.file?.fileUrl);
    await database.db
      .update(attachments)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(attachments.storageKey, key));
    expect(await removeStaleUploads(deps, new Date())).toBe(1);
    expect(await objectKeys()).not.toContain(key);
  });

  it("removes a deleted account's files from the bucket", async () => {
    const leaving = await registerAccount(app);
    const { body } = await uploadFile({ app }, leaving.token, 'mine.pdf', minimalPdf);
    const key = keyOf(body.file?.fileUrl);
    expect(await objectKeys()).toContain(key);
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: bearerOf(leaving.token),
    });
    expect(deleted.statusCode).toBe(204);
    expect(await objectKeys()).not.toContain(key);
  });
});
