/**
 * Crafted export files for the import's refusals: an export's lines,
 * changed by a test, written back gzipped beside it.
 */
import { randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { gunzipSync, gzipSync } from 'node:zlib';

export type LineEdit = (lines: string[]) => string[];

/** Writes `file` changed by `edit` to a new file beside it; returns its path. */
export async function craftedExport(file: string, edit: LineEdit): Promise<string> {
  const lines = gunzipSync(await readFile(file))
    .toString('utf8')
    .split('\n')
    .filter(Boolean);
  const crafted = `${file}.${randomUUID()}.crafted`;
  await writeFile(crafted, gzipSync(`${edit(lines).join('\n')}\n`));
  return crafted;
}

interface Control {
  kind: string;
  name?: string;
  key?: string;
  rows?: number;
  size?: number;
  files?: number;
  tables?: Record<string, number>;
}

const control = (line: string) => JSON.parse(line) as Control;

/**
 * Two rows of one table in a single row line, with the table's counts
 * lowered to match the lines: the file's counts all agree, but its lines
 * hold one row more than they say.
 */
export const twoRowsInOneLine: LineEdit = (lines) => {
  const at = lines.findIndex(
    (line, index) =>
      line.startsWith('{"kind":"table"') &&
      control(line).name !== 'plans' &&
      lines[index + 2]?.startsWith('{"row":'),
  );
  if (at < 0) throw new Error('The export has no table with two rows');
  const name = control(lines[at] ?? '').name ?? '';
  const body = (line: string | undefined) => (line ?? '').slice('{"row":'.length, -1);
  const merged = `{"row":${body(lines[at + 1])},${body(lines[at + 2])}}`;
  const out = [...lines.slice(0, at + 1), merged, ...lines.slice(at + 3)];
  return out.map((line) => {
    const value = line.startsWith('{"kind"') ? control(line) : null;
    if (value?.kind === 'tableEnd' && value.name === name) {
      return JSON.stringify({ ...value, rows: (value.rows ?? 0) - 1 });
    }
    if (value?.kind === 'end' && value.tables) {
      return JSON.stringify({
        ...value,
        tables: { ...value.tables, [name]: (value.tables[name] ?? 0) - 1 },
      });
    }
    return line;
  });
};

/** The index of the last file's header line. */
function lastFileLine(lines: string[]): number {
  const at = lines.findLastIndex((line) => line.startsWith('{"kind":"file"'));
  if (at < 0) throw new Error('The export has no file');
  return at;
}

/** The last file gets one more chunk than its declared size allows. */
export const fileLongerThanDeclared: LineEdit = (lines) => {
  const end = lines.findLastIndex((line) => line.startsWith('{"kind":"fileEnd"'));
  const extra = JSON.stringify({ chunk: Buffer.alloc(1024, 7).toString('base64') });
  return [...lines.slice(0, end), extra, ...lines.slice(end)];
};

/** The last file declares a size far past any the app stores. */
export const hugeDeclaredFile: LineEdit = (lines) => {
  const at = lastFileLine(lines);
  const out = [...lines];
  out[at] = JSON.stringify({ ...control(lines[at] ?? ''), size: 1024 ** 4 });
  return out;
};

/** The last file's bytes begin with a chunk that is a number, not base64 text. */
export const numberChunk: LineEdit = (lines) => {
  const at = lastFileLine(lines);
  return [...lines.slice(0, at + 1), '{"chunk":12}', ...lines.slice(at + 1)];
};

/** The end line counts one file more than the file holds: refused after every file is in. */
export const oneFileTooMany: LineEdit = (lines) =>
  lines.map((line) => {
    if (!line.startsWith('{"kind":"end"')) return line;
    const value = control(line);
    return JSON.stringify({ ...value, files: (value.files ?? 0) + 1 });
  });
