/**
 * POST /upload/single: one file becomes an attachment a prompt can claim.
 *   1. the member has room for another unclaimed upload (429 before a byte is read);
 *   2. the file streams into a scratch folder, cut off past 10 MB (413);
 *   3. its format is decided from its bytes (415 for anything not accepted);
 *   4. images are re-encoded without their metadata;
 *   5. the bytes go to storage under a random key, then the row is written
 *      (owner: the uploader, no prompt yet). If the row cannot be written,
 *      the stored bytes are removed; if storing fails, no row is written.
 * The scratch folder goes in every case.
 */
import { createReadStream } from 'node:fs';
import type { AttachmentView } from '../../../shared/prompt-views.ts';
import type { Actor } from '../../auth/actor.ts';
import { attachments } from '../../db/schema.ts';
import { newStorageKey } from '../../storage/storage.ts';
import type { ServiceDeps } from '../service-deps.ts';
import type { AttachmentFormat } from './attachment-formats.ts';
import { reencodeImage } from './attachment-images.ts';
import { detectFormat } from './detect-format.ts';
import { displayNameOf } from './display-name.ts';
import {
  openScratch,
  type ReceivedFile,
  receiveSingleFile,
  type Scratch,
  type UploadPart,
} from './received-file.ts';
import { assertRoomForUpload, lockUploaderWithRoom } from './unclaimed-uploads.ts';
import { uploadUrl } from './upload-url.ts';

interface PreparedFile {
  path: string;
  size: number;
  format: AttachmentFormat;
  displayName: string;
}

export interface UploadOptions {
  /** Where scratch folders are made; the system's temporary folder by default. */
  scratchRoot?: string;
  /**
   * Runs one piece of database work. The door queues each for a database
   * slot, so an upload holds none while its bytes stream in or its image is
   * re-encoded (seconds, on a slow connection or a large photo).
   */
  withDatabase?: <T>(work: () => Promise<T>) => Promise<T>;
}

const directly = <T>(work: () => Promise<T>): Promise<T> => work();

async function prepare(received: ReceivedFile, scratch: Scratch): Promise<PreparedFile> {
  const format = await detectFormat(received.path, received.fileName);
  const displayName = displayNameOf(received.fileName, format);
  if (format.kind !== 'image')
    return { path: received.path, size: received.size, format, displayName };
  const output = scratch.file(`reencoded.${format.ext}`);
  const size = await reencodeImage(received.path, output, format);
  return { path: output, size, format, displayName };
}

async function putBytes(deps: ServiceDeps, key: string, file: PreparedFile): Promise<void> {
  const stream = createReadStream(file.path);
  try {
    await deps.storage.put(
      key,
      { stream, size: file.size },
      { contentType: file.format.mime, fileName: file.displayName },
    );
  } finally {
    stream.destroy();
  }
}

async function recordUpload(
  deps: ServiceDeps,
  userId: string,
  key: string,
  file: PreparedFile,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockUploaderWithRoom(tx, userId);
    await tx.insert(attachments).values({
      ownerId: userId,
      storageKey: key,
      fileName: file.displayName,
      fileType: file.format.mime,
      fileSize: file.size,
    });
  });
}

async function store(
  deps: ServiceDeps,
  userId: string,
  file: PreparedFile,
  withDatabase: NonNullable<UploadOptions['withDatabase']>,
): Promise<string> {
  const key = newStorageKey(file.format.ext);
  await putBytes(deps, key, file);
  try {
    await withDatabase(() => recordUpload(deps, userId, key, file));
  } catch (error) {
    await deps.storage.delete(key).catch((deleteError: unknown) => {
      deps.log.warn(
        { err: deleteError, key },
        'could not remove the bytes of an unrecorded upload',
      );
    });
    throw error;
  }
  return key;
}

export async function uploadAttachment(
  deps: ServiceDeps,
  actor: Actor,
  parts: AsyncIterable<UploadPart>,
  options: UploadOptions = {},
): Promise<AttachmentView> {
  const withDatabase = options.withDatabase ?? directly;
  await withDatabase(() => assertRoomForUpload(deps.db, actor.userId));
  const scratch = await openScratch(options.scratchRoot);
  try {
    const file = await prepare(await receiveSingleFile(parts, scratch), scratch);
    const key = await store(deps, actor.userId, file, withDatabase);
    return {
      fileName: file.displayName,
      fileUrl: uploadUrl(key),
      fileType: file.format.mime,
      fileSize: file.size,
    };
  } finally {
    await scratch.remove();
  }
}
