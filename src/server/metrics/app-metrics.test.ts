/**
 * The README's "Metrics and logs" table names every metric the app makes
 * (process metrics aside, which prom-client names), so a new metric cannot
 * ship undocumented.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { createAppMetrics } from './app-metrics.ts';

const README = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');

/** Enough of an embedded database handle for its gauges. */
const embedded = { kind: 'pglite', client: { pendingStatements: 3 } } as unknown as DatabaseHandle;

describe('app metrics', () => {
  it('are each documented in the README', async () => {
    const metrics = createAppMetrics({ database: embedded, poolSize: 10, processMetrics: false });
    metrics.requestEnded('GET', '/api/prompts', 200, 0.01);
    const names = [...(await metrics.render()).matchAll(/^# TYPE prompt_hub_(\S+) /gm)].map(
      (match) => match[1] ?? '',
    );
    // Postgres's own gauge, which this handle does not make.
    names.push('db_connections');
    expect(names.length).toBeGreaterThan(10);
    for (const name of names) expect(README, name).toContain(`\`${name}\``);
  });

  it("reads the embedded database's waiting statements at each scrape", async () => {
    const metrics = createAppMetrics({ database: embedded, poolSize: 10, processMetrics: false });
    const text = await metrics.render();
    expect(text).toMatch(/^prompt_hub_db_pool_in_use 1$/m);
    expect(text).toMatch(/^prompt_hub_db_pool_waiting 2$/m);
    expect(text).toMatch(/^prompt_hub_db_pool_size 1$/m);
  });
});
