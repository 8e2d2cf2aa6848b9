/**
 * Which storage the app uses, from the environment: S3_BUCKET set means the
 * bucket (checked at boot, with a message naming the variables when it
 * cannot be used), unset means files under DATA_DIR/uploads. A half-made
 * S3 configuration stops the boot instead of quietly using the disk.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage, prepareInfrastructure } from '../../src/server/boot.ts';
import { attachments } from '../../src/server/db/schema.ts';
import { EnvError, parseEnv } from '../../src/server/env.ts';
import { createS3Storage } from '../../src/server/storage/s3-storage.ts';
import { newStorageKey } from '../../src/server/storage/storage.ts';
import { type S3Fixture, startS3rver } from './storage-s3-fixture.ts';

let s3: S3Fixture;
let dataDir: string;

beforeAll(async () => {
  s3 = await startS3rver();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'prompt-hub-config-'));
});

afterAll(async () => {
  await s3.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the S3 variables', () => {
  it('default to no bucket: files go to the disk', () => {
    const env = parseEnv({});
    expect(env.S3_BUCKET).toBeUndefined();
    expect(env.S3_REGION).toBe('us-east-1');
    expect(env.S3_FORCE_PATH_STYLE).toBe(false);
  });

  it('stop the boot when set without a bucket, naming S3_BUCKET', () => {
    expect(() => parseEnv({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(
      /^\s+S3_BUCKET: is required when S3_ENDPOINT is set/m,
    );
  });

  it('stop the boot on one key without the other', () => {
    expect(() => parseEnv({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /^\s+S3_SECRET_ACCESS_KEY: is required with the other S3 key/m,
    );
    expect(() => parseEnv({ S3_BUCKET: 'files', S3_SECRET_ACCESS_KEY: 'secret' })).toThrow(
      /^\s+S3_ACCESS_KEY_ID: is required/m,
    );
  });

  it.each([
    ['S3_ENDPOINT', 'minio:9000'],
    ['S3_FORCE_PATH_STYLE', 'maybe'],
  ])('stop the boot on %s=%s, naming it', (name, value) => {
    expect(() => parseEnv({ S3_BUCKET: 'files', [name]: value })).toThrow(EnvError);
    expect(() => parseEnv({ S3_BUCKET: 'files', [name]: value })).toThrow(
      new RegExp(`^\\s+${name}:`, 'm'),
    );
  });
});

describe('the storage the app picks', () => {
  it('is the bucket when S3_BUCKET is set', async () => {
    const storage = createStorage(parseEnv({ DATA_DIR: dataDir, ...s3.env }));
    const key = newStorageKey('txt');
    await storage.put(key, Buffer.from('in the bucket'), {
      contentType: 'text/plain',
      fileName: 'b.txt',
    });
    // Read back through a second client of the same bucket, not the same object.
    const direct = createS3Storage(s3.settings);
    expect((await direct.get(key))?.size).toBe(13);
    direct.close();
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('is DATA_DIR/uploads without it', async () => {
    const storage = createStorage(parseEnv({ DATA_DIR: dataDir }));
    const key = newStorageKey('txt');
    await storage.put(key, Buffer.from('on disk'), {
      contentType: 'text/plain',
      fileName: 'd.txt',
    });
    expect(await readdir(path.join(dataDir, 'uploads'))).toContain(key);
  });

  it('says which bucket cannot be used, and what to check', async () => {
    const missing = createS3Storage({ ...s3.settings, bucket: 'no-such-bucket' });
    await expect(missing.checkBucket()).rejects.toThrow(
      /^The S3 bucket "no-such-bucket" cannot be used: .*\(HTTP 404\)\. Check S3_BUCKET, S3_ENDPOINT, S3_REGION and the credentials\.$/,
    );
    missing.close();
  });

  // The whole boot: an embedded database on disk, migrations, the sample library.
  it(
    'boots onto the bucket: the sample library’s files are seeded there',
    { timeout: 120_000 },
    async () => {
      const bootDir = await mkdtemp(path.join(os.tmpdir(), 'prompt-hub-boot-'));
      const env = parseEnv({ DATA_DIR: bootDir, LOG_LEVEL: 'silent', ...s3.env });
      const { database, storage } = await prepareInfrastructure(env, pino({ level: 'silent' }));
      try {
        const seeded = await database.db.select({ key: attachments.storageKey }).from(attachments);
        expect(seeded.length).toBeGreaterThan(0);
        const direct = createS3Storage(s3.settings);
        for (const { key } of seeded) expect(await direct.get(key), key).not.toBeNull();
        direct.close();
        expect(await storage.get(seeded[0]?.key ?? '')).not.toBeNull();
      } finally {
        await database.close();
        await rm(bootDir, { recursive: true, force: true });
      }
    },
  );

  it('stops the boot when the bucket cannot be used', async () => {
    const bootDir = await mkdtemp(path.join(os.tmpdir(), 'prompt-hub-boot-'));
    const env = parseEnv({ DATA_DIR: bootDir, ...s3.env, S3_BUCKET: 'no-such-bucket' });
    await expect(prepareInfrastructure(env, pino({ level: 'silent' }))).rejects.toThrow(
      /The S3 bucket "no-such-bucket" cannot be used/,
    );
    await rm(bootDir, { recursive: true, force: true });
  });
});
