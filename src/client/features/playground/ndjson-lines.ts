/**
 * Newline-delimited JSON (GENERATION_STREAM_TYPE): one JSON value per line.
 * Network chunks end anywhere, even inside a line or a multi-byte
 * character, so text is decoded as a stream and a line is parsed only once
 * its newline has arrived (or the stream has ended).
 */

/** Collects chunks of text and hands back the complete lines, keeping the unfinished rest. */
export class NdjsonLineSplitter {
  private rest = '';

  /** The JSON values of the lines this chunk completed. */
  push(chunk: string): unknown[] {
    const text = this.rest + chunk;
    const lines = text.split('\n');
    this.rest = lines.pop() ?? '';
    return lines.flatMap(parseLine);
  }

  /** The last line, when the stream ended without a newline after it. */
  end(): unknown[] {
    const last = this.rest;
    this.rest = '';
    return parseLine(last);
  }
}

function parseLine(line: string): unknown[] {
  // CRLF line ends and blank keep-alive lines are allowed by the format.
  const trimmed = line.trim();
  if (trimmed === '') return [];
  return [JSON.parse(trimmed) as unknown];
}

/** Reads a byte stream to its end, calling onValue for each JSON line in order. */
export async function readNdjson(
  stream: ReadableStream<Uint8Array>,
  onValue: (value: unknown) => void,
): Promise<void> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const splitter = new NdjsonLineSplitter();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      splitter.push(decoder.decode(value, { stream: true })).forEach(onValue);
    }
    splitter.push(decoder.decode()).forEach(onValue);
    splitter.end().forEach(onValue);
  } finally {
    reader.releaseLock();
  }
}
