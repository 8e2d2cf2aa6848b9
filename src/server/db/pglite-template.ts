/**
 * A new embedded database starts from a template made at build time: the
 * folder PGlite leaves after creating a database and applying drizzle/, packed
 * into one gzip file beside the server bundle. Creating the database inside
 * PGlite (its initdb, in WebAssembly) costs about 4 s of CPU on every first
 * start; copying the template's files costs about a tenth of that (decision
 * 020). Without the file (running from source), PGlite creates it as before.
 *
 * The archive is a run of entries, each a JSON line naming a path (and a
 * size, or that it is a folder) followed by that many bytes: plain enough to
 * read without a tar library.
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';

export const TEMPLATE_FILE_NAME = 'pglite-template.gz';

interface EntryHeader {
  /** Path relative to the database folder, with forward slashes. */
  p: string;
  /** A file's size in bytes; absent for a folder. */
  s?: number;
}

/** The template beside the running bundle (dist/server/), or null from source. */
export function builtTemplateFile(): string | null {
  if (import.meta.url.endsWith('.ts')) return null;
  const file = fileURLToPath(new URL(`./${TEMPLATE_FILE_NAME}`, import.meta.url));
  return existsSync(file) ? file : null;
}

/** Whether dir already holds a database (Postgres writes PG_VERSION first). */
export function holdsDatabase(dir: string): boolean {
  return existsSync(path.join(dir, 'PG_VERSION'));
}

/** Packs every file and folder under dir (the build's side). */
export function packFolder(dir: string): Buffer {
  const parts: Buffer[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const entryPath = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        parts.push(headerLine({ p: entryPath }));
        walk(entryPath);
      } else if (entry.isFile()) {
        const bytes = readFileSync(path.join(dir, entryPath));
        parts.push(headerLine({ p: entryPath, s: bytes.byteLength }), bytes);
      }
    }
  };
  walk('');
  return gzipSync(Buffer.concat(parts));
}

function headerLine(header: EntryHeader): Buffer {
  return Buffer.from(`${JSON.stringify(header)}\n`, 'utf8');
}

/**
 * Writes the template into dir, which must not hold a database yet. It is
 * unpacked beside dir and renamed into place, so a start that stops half way
 * leaves no half-made database behind; when another process got there
 * first, its database is kept.
 */
export function unpackTemplate(templateFile: string, dir: string): void {
  const partial = `${dir}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  try {
    writeEntries(gunzipSync(readFileSync(templateFile)), partial);
    // An empty folder (made by an earlier start that stopped) may stand in the way.
    if (existsSync(dir) && readdirSync(dir).length === 0) rmSync(dir, { recursive: true });
    if (!existsSync(dir)) renameSync(partial, dir);
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
}

function writeEntries(archive: Buffer, dir: string): void {
  let offset = 0;
  while (offset < archive.length) {
    const lineEnd = archive.indexOf(0x0a, offset);
    if (lineEnd < 0) throw new Error('The database template is cut short');
    const header = JSON.parse(archive.subarray(offset, lineEnd).toString('utf8')) as EntryHeader;
    const target = path.join(dir, header.p);
    // Never write outside the folder, whatever the file says.
    if (!target.startsWith(dir + path.sep)) throw new Error('The database template is malformed');
    offset = lineEnd + 1;
    if (header.s === undefined) {
      mkdirSync(target, { recursive: true });
      continue;
    }
    writeFileSync(target, archive.subarray(offset, offset + header.s));
    offset += header.s;
  }
}
