/**
 * Takes the one file of an upload off the wire into a scratch folder,
 * counting bytes as they pass: the moment a file goes past the limit the
 * upload stops with 413, so no more than the limit is ever written, and
 * nothing is held in memory beyond a stream chunk. The request's parts
 * arrive as plain values (the door adapts its multipart parser), so the
 * rules for which parts may come live here, not in the door.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENT_MEGABYTES } from '../../../shared/upload-limits.ts';
import { AppError } from '../../errors.ts';

/** One part of a multipart upload, as the door hands it over. */
export type UploadPart =
  | {
      kind: 'file';
      field: string;
      fileName: string;
      stream: Readable;
      /** Whether the parser itself stopped the file at its own limit. */
      truncated: () => boolean;
    }
  | { kind: 'field'; field: string };

export const FILE_FIELD = 'file';

export interface ReceivedFile {
  path: string;
  size: number;
  /** As the client sent it: untrusted, cleaned before it is shown anywhere. */
  fileName: string;
}

/** A private folder for one upload's files, removed whatever happens. */
export interface Scratch {
  file(name: string): string;
  remove(): Promise<void>;
}

export async function openScratch(root: string = os.tmpdir()): Promise<Scratch> {
  const dir = await mkdtemp(path.join(root, 'prompt-hub-upload-'));
  return {
    file: (name) => path.join(dir, name),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}

export function fileTooLarge(): AppError {
  return new AppError(
    'PAYLOAD_TOO_LARGE',
    `The file is larger than ${MAX_ATTACHMENT_MEGABYTES} MB. Choose a smaller file.`,
  );
}

function badRequest(message: string, reason: string): AppError {
  return new AppError('BAD_REQUEST', message, { fields: { [FILE_FIELD]: reason } });
}

/** Passes bytes through until the limit is passed, then fails the pipeline. */
function byteCounter(limit: number): Transform & { count: () => number } {
  let total = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      total += chunk.byteLength;
      if (total > limit) done(fileTooLarge());
      else done(null, chunk);
    },
  });
  return Object.assign(counter, { count: () => total });
}

async function saveFile(
  part: Extract<UploadPart, { kind: 'file' }>,
  target: string,
): Promise<ReceivedFile> {
  const counter = byteCounter(MAX_ATTACHMENT_BYTES);
  await pipeline(part.stream, counter, createWriteStream(target));
  if (part.truncated()) throw fileTooLarge();
  return { path: target, size: counter.count(), fileName: part.fileName };
}

/**
 * Exactly one file, in the "file" field, not empty; other form fields are
 * ignored. A second file is refused as soon as it starts.
 */
export async function receiveSingleFile(
  parts: AsyncIterable<UploadPart>,
  scratch: Scratch,
): Promise<ReceivedFile> {
  let received: ReceivedFile | undefined;
  for await (const part of parts) {
    if (part.kind === 'field') continue;
    if (part.field !== FILE_FIELD) {
      throw badRequest(`Send the file in a form field named "${FILE_FIELD}".`, 'is required');
    }
    if (received) throw badRequest('Send one file per upload.', 'must be a single file');
    received = await saveFile(part, scratch.file('received'));
  }
  if (!received) throw badRequest(`Attach a file in the "${FILE_FIELD}" field.`, 'is required');
  if (received.size === 0) throw badRequest('The file is empty. Choose another file.', 'is empty');
  return received;
}
