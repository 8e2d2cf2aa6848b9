/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, ...), one
 * object per key. The content type travels as the object's Content-Type and
 * the original name as URI-encoded user metadata (S3 metadata is ASCII), so
 * get() answers with one GetObject and streams the bytes straight through.
 */
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { isStorageKey, sizeOf, type Storage } from './storage.ts';

export interface S3Settings {
  bucket: string;
  region: string;
  /** Unset for AWS itself; the service's address for anything else. */
  endpoint?: string | undefined;
  /** Both or neither; without them the SDK's default chain (instance role, ...) applies. */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** bucket in the path (http://host/bucket/key), as MinIO and s3rver need. */
  forcePathStyle: boolean;
}

export interface S3Storage extends Storage {
  /** Fails with a readable message when the bucket cannot be reached (checked at boot). */
  checkBucket(): Promise<void>;
  /** Closes the client's open connections. */
  close(): void;
}

const FILE_NAME_META = 'file-name';
// A stalled connection fails the request instead of holding an upload open forever.
const CONNECT_TIMEOUT_MS = 5_000;
const IDLE_TIMEOUT_MS = 30_000;

function createClient(settings: S3Settings): S3Client {
  const { accessKeyId, secretAccessKey } = settings;
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    // Since 2025 the SDK adds CRC checksums (and aws-chunked bodies) to every
    // upload by default, which many S3-compatible services refuse; only send
    // them where the API requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: IDLE_TIMEOUT_MS },
  });
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof NoSuchKey ||
    (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
  );
}

function decodeName(encoded: string | undefined): string {
  if (!encoded) return 'file';
  try {
    return decodeURIComponent(encoded);
  } catch {
    return 'file';
  }
}

/**
 * The SDK neither watches a streamed body for errors nor retries it: if the
 * source broke off, the request would wait for bytes that never come and
 * the stream's error would go unhandled. Abort the request instead.
 */
async function sendStreaming(
  client: S3Client,
  command: PutObjectCommand,
  source: Readable,
): Promise<void> {
  const abort = new AbortController();
  const onError = (error: Error) => abort.abort(error);
  source.once('error', onError);
  try {
    await client.send(command, { abortSignal: abort.signal });
  } finally {
    source.off('error', onError);
  }
}

export function createS3Storage(settings: S3Settings): S3Storage {
  const client = createClient(settings);
  const Bucket = settings.bucket;
  const checkedKey = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return key;
  };

  return {
    async put(key, body, info) {
      // One PutObject is atomic: the object exists whole or not at all.
      const command = new PutObjectCommand({
        Bucket,
        Key: checkedKey(key),
        Body: Buffer.isBuffer(body) ? body : body.stream,
        ContentLength: sizeOf(body),
        ContentType: info.contentType,
        Metadata: { [FILE_NAME_META]: encodeURIComponent(info.fileName) },
      });
      if (Buffer.isBuffer(body)) await client.send(command);
      else await sendStreaming(client, command, body.stream);
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(object.Body instanceof Readable)) throw new Error('S3 answered without a body');
        return {
          contentType: object.ContentType ?? 'application/octet-stream',
          fileName: decodeName(object.Metadata?.[FILE_NAME_META]),
          size: object.ContentLength ?? 0,
          body: object.Body,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      if (!isStorageKey(key)) return;
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async checkBucket() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        const status =
          error instanceof S3ServiceException ? ` (HTTP ${error.$metadata.httpStatusCode})` : '';
        const reason = error instanceof Error ? error.name : String(error);
        throw new Error(
          `The S3 bucket "${Bucket}" cannot be used: ${reason}${status}. Check S3_BUCKET, S3_ENDPOINT, S3_REGION and the credentials.`,
          { cause: error },
        );
      }
    },
    close() {
      client.destroy();
    },
  };
}
