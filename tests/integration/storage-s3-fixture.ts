/**
 * An S3-compatible server in the test process (s3rver), on a free loopback
 * port with one empty bucket, and the settings and environment that point
 * the app at it. s3rver checks signatures, so the credentials are real ones
 * for it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../../src/server/storage/s3-storage.ts';

export interface S3Fixture {
  settings: S3Settings;
  /** The same, as the S3_* variables of the environment. */
  env: Record<string, string>;
  close: () => Promise<void>;
}

const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startS3rver(bucket = 'prompt-hub-test'): Promise<S3Fixture> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'prompt-hub-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    settings: { bucket, region: 'us-east-1', endpoint, forcePathStyle: true, ...CREDENTIALS },
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
