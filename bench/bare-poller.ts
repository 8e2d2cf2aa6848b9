/**
 * Polls a bench server's bare route at a fixed pace from a process of its
 * own, so a stall of the server shows as a slow answer here and never as a
 * delay of the load generator's event loop. Each poll is sent on time,
 * whether or not the one before has been answered. Usage:
 *   node --import tsx bench/bare-poller.ts <url> <interval ms>
 * Prints POLLER_READY once the first answer is in; when stdin closes, waits
 * for the polls in flight, prints `POLLER_RESULT=<json>` (a PollSummary)
 * and exits.
 */
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { POLLER_READY_LINE, POLLER_RESULT_PREFIX } from './bench-config.ts';
import type { PollSummary } from './report.ts';

/** A poll still unanswered this long after the end counts as failed. */
const DRAIN_MS = 10_000;

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  const at = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, at)] ?? 0;
}

function summarize(latencies: number[], failures: number): PollSummary {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    polls: latencies.length + failures,
    failures,
    maxMs: sorted.at(-1) ?? 0,
    p99Ms: percentile(sorted, 0.99),
  };
}

async function main(): Promise<void> {
  const [url, intervalArg] = process.argv.slice(2);
  const intervalMs = Number(intervalArg);
  if (!url || !(intervalMs > 0)) throw new Error('usage: bare-poller.ts <url> <interval ms>');
  const first = await fetch(url);
  if (!first.ok) throw new Error(`${url} answered ${first.status}`);
  await first.arrayBuffer();

  const latencies: number[] = [];
  const inFlight = new Set<Promise<void>>();
  let sent = 0;
  const poll = () => {
    sent += 1;
    const sentAt = performance.now();
    const answered = fetch(url)
      .then(async (response) => {
        await response.arrayBuffer();
        if (response.ok) latencies.push(performance.now() - sentAt);
      })
      .catch(() => {})
      .finally(() => inFlight.delete(answered));
    inFlight.add(answered);
  };
  const timer = setInterval(poll, intervalMs);
  process.stdout.write(`${POLLER_READY_LINE}\n`);

  createInterface({ input: process.stdin }).on('close', () => {
    clearInterval(timer);
    void Promise.race([Promise.all(inFlight), sleep(DRAIN_MS)]).then(() => {
      const summary = summarize(latencies, sent - latencies.length);
      process.stdout.write(`${POLLER_RESULT_PREFIX}${JSON.stringify(summary)}\n`);
      process.exit(0);
    });
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
