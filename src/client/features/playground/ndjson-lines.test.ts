import { describe, expect, it } from 'vitest';
import { NdjsonLineSplitter, readNdjson } from './ndjson-lines.ts';

function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

async function readAll(chunks: Uint8Array[]): Promise<unknown[]> {
  const values: unknown[] = [];
  await readNdjson(streamOf(chunks), (value) => values.push(value));
  return values;
}

describe('NdjsonLineSplitter', () => {
  it('gives a value only once its line is complete', () => {
    const splitter = new NdjsonLineSplitter();
    expect(splitter.push('{"type":"te')).toEqual([]);
    expect(splitter.push('xt","text":"Hel')).toEqual([]);
    expect(splitter.push('lo"}\n{"type":')).toEqual([{ type: 'text', text: 'Hello' }]);
    expect(splitter.push('"done"}\n')).toEqual([{ type: 'done' }]);
    expect(splitter.end()).toEqual([]);
  });

  it('gives every line of a chunk that holds several, skipping blank lines and CRs', () => {
    const splitter = new NdjsonLineSplitter();
    expect(splitter.push('{"a":1}\r\n\n{"b":2}\n  \n{"c":3}')).toEqual([{ a: 1 }, { b: 2 }]);
    expect(splitter.end()).toEqual([{ c: 3 }]);
  });

  it('throws on a line that is not JSON', () => {
    expect(() => new NdjsonLineSplitter().push('not json\n')).toThrow(SyntaxError);
  });
});

describe('readNdjson', () => {
  it('reads values split anywhere, even inside a multi-byte character', async () => {
    const bytes = new TextEncoder().encode('{"text":"caf\u00e9 \u{1F600}"}\n{"type":"done"}\n');
    // One byte per chunk cuts é (2 bytes) and the emoji (4 bytes) apart.
    const chunks = [...bytes].map((byte) => Uint8Array.of(byte));
    expect(await readAll(chunks)).toEqual([{ text: 'caf\u00e9 \u{1F600}' }, { type: 'done' }]);
  });

  it('reads a last line that has no newline after it', async () => {
    const encoder = new TextEncoder();
    expect(await readAll([encoder.encode('{"a":1}\n{"b"'), encoder.encode(':2}')])).toEqual([
      { a: 1 },
      { b: 2 },
    ]);
  });

  it('hands each value over as soon as its line arrives', async () => {
    const encoder = new TextEncoder();
    const seen: unknown[] = [];
    let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
    const stream = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
    const reading = readNdjson(stream, (value) => seen.push(value));
    controller?.enqueue(encoder.encode('{"n":1}\n{"n"'));
    await expect.poll(() => seen).toEqual([{ n: 1 }]);
    controller?.enqueue(encoder.encode(':2}\n'));
    controller?.close();
    await reading;
    expect(seen).toEqual([{ n: 1 }, { n: 2 }]);
  });
});
