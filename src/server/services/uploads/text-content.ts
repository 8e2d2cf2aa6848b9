/**
 * Plain text has no magic number, so a file counts as text only when every
 * byte of it is well-formed UTF-8 with no control characters but tab, line
 * feed and carriage return: a binary file (an executable, an archive)
 * essentially never passes. SVG is text too, and is told apart here so it
 * can be refused by name.
 */
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';

/* eslint-disable no-control-regex -- finding control characters is this file's job */
const CONTROL = /[\u0000-\u0008\u000b-\u000c\u000e-\u001f\u007f-\u009f]/;
/* eslint-enable no-control-regex */

/** Reads the whole file in chunks; memory stays at one chunk whatever its size. */
export async function isPlainUtf8Text(filePath: string): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of createReadStream(filePath)) {
      if (CONTROL.test(decoder.decode(chunk as Buffer, { stream: true }))) return false;
    }
    return !CONTROL.test(decoder.decode());
  } catch (error) {
    if (error instanceof TypeError) return false; // not valid UTF-8
    throw error;
  }
}

/** The first bytes of a file, as text (enough to recognise a document's root element). */
export async function readHead(filePath: string, length = 4096): Promise<string> {
  const file = await open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await file.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead).toString('utf8');
  } finally {
    await file.close();
  }
}

/**
 * An SVG document: an <svg> root, after the optional byte order mark, XML
 * declaration, comments and doctype that may come before it.
 */
export function looksLikeSvg(head: string): boolean {
  return /^\ufeff?\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!doctype\s+svg[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>/]/i.test(
    head,
  );
}
