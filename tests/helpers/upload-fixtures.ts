/**
 * An uploaded file as POST /upload/single leaves it (bytes in storage, a row
 * owned by the uploader, no prompt yet), made directly for tests that are
 * about what happens to uploads afterwards.
 */
import { eq } from 'drizzle-orm';
import { attachments } from '../../src/server/db/schema.ts';
import { newStorageKey } from '../../src/server/storage/storage.ts';
import type { TestApp } from './test-app.ts';

export interface UploadFixture {
  fileUrl: string;
  fileName: string;
  fileType: string;
  fileSize: number;
  storageKey: string;
}

export async function insertUpload(
  testApp: TestApp,
  ownerId: string,
  fileName = 'notes.txt',
): Promise<UploadFixture> {
  const bytes = Buffer.from(`Notes for ${fileName}\n`);
  const storageKey = newStorageKey('txt');
  await testApp.storage.put(storageKey, bytes, { contentType: 'text/plain', fileName });
  await testApp.database.db.insert(attachments).values({
    ownerId,
    storageKey,
    fileName,
    fileType: 'text/plain',
    fileSize: bytes.byteLength,
  });
  return {
    fileUrl: `/uploads/${storageKey}`,
    fileName,
    fileType: 'text/plain',
    fileSize: bytes.byteLength,
    storageKey,
  };
}

export async function attachmentRowOf(testApp: TestApp, storageKey: string) {
  const [row] = await testApp.database.db
    .select()
    .from(attachments)
    .where(eq(attachments.storageKey, storageKey));
  return row ?? null;
}
