/** The app's JSON log lines, kept in memory for a test to read. */
import { Writable } from 'node:stream';

export interface LogCapture {
  stream: Writable;
  /** Every line written so far, as written. */
  text: () => string;
  /** Parsed lines (pino writes one JSON object per line). */
  lines: () => Record<string, unknown>[];
}

export function captureLogs(): LogCapture {
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return {
    stream,
    text: () => text,
    lines: () =>
      text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
