/**
 * `npm run bench:generation`: what the server itself adds to a streamed
 * playground run. The fake providers (tests/helpers/fake-ai) run in this
 * process and answer a fixed text word by word; the app runs in a child
 * process (bench-server.ts --generation) with every provider pointed at the
 * fake. Each run is timed twice in the same round: straight from the fake
 * (raw fetch of its Chat Completions SSE: the provider's own time) and
 * through POST /api/prompts/generate as an Enterprise member, streamed as
 * NDJSON (admission of the call, the AI SDK, our events, the usage record).
 *
 * Reported for each side: time to the first text and to the complete
 * answer (p50, p90, p99 over sequential runs), and runs and characters a
 * second with BENCH_CONNECTIONS runs at once; then ours minus the
 * provider's and the ratio.
 *
 * Environment: BENCH_RUNS (100 sequential runs per side),
 * BENCH_CONCURRENT_RUNS (100 per side), BENCH_CONNECTIONS (10),
 * BENCH_WARMUP_RUNS (5), BENCH_WORDS (400), BENCH_CHUNK_DELAYS (0; e.g.
 * 0,5 adds a round with the fake pausing 5 ms before each word),
 * BENCH_DATABASES (pglite; postgres when BENCH_DATABASE_URL is set),
 * BENCH_DATABASE_URL.
 */
import os from 'node:os';
import {
  startFakeAiProviders,
  type FakeAiProviders,
} from '../tests/helpers/fake-ai/fake-ai-server.ts';
import { type BenchDatabase, benchConnections, describeMachine } from './bench-config.ts';
import {
  answerWords,
  chunkDelays,
  concurrentRuns,
  generationDatabases,
  sequentialRuns,
  warmupRuns,
} from './generation-config.ts';
import { formatGenerationTable, type PacingResult } from './generation-report.ts';
import { concurrentRound, type RunSide, type Sides, sequentialRound } from './generation-rounds.ts';
import { type GenerationServer, startGenerationServer } from './generation-server.ts';
import {
  type ProviderTarget,
  type RunTiming,
  timeProviderRun,
  timeRouteRun,
} from './generation-timing.ts';

const SENTENCE =
  'The keeper climbs the tower at dusk, trims the wick and lights the lamp so that ships find the harbour past the rocks.';

/** A fixed answer of `count` words, so every run streams the same chunks. */
function answerText(count: number): string {
  const words = SENTENCE.split(' ');
  return Array.from({ length: count }, (_, i) => words[i % words.length]).join(' ');
}

/** A side that fails loudly when an answer arrives cut or padded. */
function checked(side: RunSide, expectedChars: number): RunSide {
  return async () => {
    const timing: RunTiming = await side();
    if (timing.chars !== expectedChars) {
      throw new Error(`an answer had ${timing.chars} characters, not ${expectedChars}`);
    }
    return timing;
  };
}

/**
 * One run through our route first, then the provider side sends exactly what
 * the server sent for it (model id and max_tokens, read off the fake).
 */
async function providerTarget(fake: FakeAiProviders, ours: RunSide): Promise<ProviderTarget> {
  await ours();
  const sent = fake.requests.findLast((request) => request.endpoint === 'chat');
  if (!sent) throw new Error('the server did not call the fake provider');
  return {
    baseUrl: fake.env.OPENAI_BASE_URL ?? '',
    apiKey: fake.env.OPENAI_API_KEY ?? '',
    modelId: sent.model,
    maxTokens: sent.maxOutputTokens ?? 4096,
  };
}

async function measurePacing(
  fake: FakeAiProviders,
  server: GenerationServer,
  chunkDelayMs: number,
): Promise<PacingResult> {
  const text = answerText(answerWords());
  const answerFixedText = () => {
    // reset() also empties the request log, which would grow by every run.
    fake.reset();
    fake.setBehaviour({ kind: 'answer', text, chunkDelayMs });
  };
  answerFixedText();
  const ours = checked(() => timeRouteRun(server.baseUrl, server.memberToken), text.length);
  const target = await providerTarget(fake, ours);
  const sides: Sides<RunSide> = {
    provider: checked(() => timeProviderRun(target), text.length),
    ours,
  };
  const label = `[bench:generation] ${server.kind}, ${chunkDelayMs} ms per word`;
  console.error(`${label}: warm-up`);
  await sequentialRound(sides, warmupRuns());
  console.error(`${label}: ${sequentialRuns()} sequential runs per side`);
  const sequential = await sequentialRound(sides, sequentialRuns());
  answerFixedText();
  console.error(`${label}: ${concurrentRuns()} runs per side, ${benchConnections()} at once`);
  const provider = await concurrentRound(sides.provider, concurrentRuns(), benchConnections());
  const concurrentOurs = await concurrentRound(sides.ours, concurrentRuns(), benchConnections());
  return { chunkDelayMs, sequential, concurrent: { provider, ours: concurrentOurs } };
}

async function measureDatabase(
  fake: FakeAiProviders,
  kind: BenchDatabase,
): Promise<PacingResult[]> {
  console.error(`\n[bench:generation] starting the ${kind} server`);
  const server = await startGenerationServer(kind, fake.baseUrl);
  const results: PacingResult[] = [];
  try {
    for (const delay of chunkDelays()) results.push(await measurePacing(fake, server, delay));
  } finally {
    await server.stop();
  }
  return results;
}

function loadAverage(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
}

async function main(): Promise<void> {
  const loadAtStart = loadAverage();
  const fake = await startFakeAiProviders();
  const tables: string[] = [];
  try {
    for (const kind of generationDatabases()) {
      const results = await measureDatabase(fake, kind);
      tables.push(`${kind}:\n\n${formatGenerationTable(results)}`);
    }
  } finally {
    await fake.close();
  }
  console.log(
    `\nPlayground runs (${answerWords()} words, ${answerText(answerWords()).length} characters ` +
      `per answer): latency over ${sequentialRuns()} sequential runs per side, throughput ` +
      `over ${concurrentRuns()} runs per side at ${benchConnections()} at once.\n` +
      `Load average at start ${loadAtStart} (1 / 5 / 15 min); at the end: ${describeMachine()}\n`,
  );
  console.log(tables.join('\n\n'));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
