import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-errors.ts';
import { PgliteWorkerClient, keepPgliteThreadsForReuse } from './pglite-worker-client.ts';

let client: PgliteWorkerClient;

beforeAll(async () => {
  client = await PgliteWorkerClient.open(undefined);
  await client.exec(`
    create table counters (name text primary key, value int not null);
    insert into counters values ('hits', 0);`);
}, 60_000);

afterAll(async () => {
  await client.close();
});

async function hits(): Promise<number> {
  const { rows } = await client.query<{ value: number }>(
    `select value from counters where name = 'hits'`,
  );
  return rows[0]!.value;
}

describe('the embedded database on its own thread', () => {
  it('keeps the main thread free while a long statement runs', async () => {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const started = Date.now();
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from generate_series(1, 4000000)',
    );
    delay.disable();
    expect(rows[0]!.n).toBe(4_000_000);
    // The statement kept its own thread busy, never this one.
    expect(Date.now() - started).toBeGreaterThan(100);
    expect(delay.max / 1e6).toBeLessThan(80);
  });

  it('holds back other callers’ statements until a transaction ends', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = client.transaction(async (tx) => {
      await tx.query(`update counters set value = 100 where name = 'hits'`);
      await held;
    });
    // Sent while the transaction is open: it must not run inside it.
    const outside = client.query(`update counters set value = value + 1 where name = 'hits'`);
    let outsideDone = false;
    void outside.then(() => (outsideDone = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(outsideDone).toBe(false);
    release();
    await transaction;
    await outside;
    expect(await hits()).toBe(101);
  });

  it('serialises many read-then-write transactions without losing one', async () => {
    await client.query(`update counters set value = 0 where name = 'hits'`);
    await Promise.all(
      Array.from({ length: 40 }, () =>
        client.transaction(async (tx) => {
          const { rows } = await tx.query<{ value: number }>(
            `select value from counters where name = 'hits'`,
          );
          await tx.query(`update counters set value = $1 where name = 'hits'`, [
            rows[0]!.value + 1,
          ]);
        }),
      ),
    );
    expect(await hits()).toBe(40);
  });

  it('rolls a failed transaction back and keeps the error’s SQLSTATE and constraint', async () => {
    await client.query(`update counters set value = 7 where name = 'hits'`);
    const failure = await client
      .transaction(async (tx) => {
        await tx.query(`update counters set value = 8 where name = 'hits'`);
        await tx.query(`insert into counters values ('hits', 1)`);
      })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({ code: '23505', constraint: 'counters_pkey' });
    expect(await hits()).toBe(7);
  });

  it('leaves the types a caller asks for as text (as Drizzle asks for dates)', async () => {
    const sql = `select timestamptz '2026-01-02 03:04:05+00' as at`;
    const parsed = await client.query<{ at: unknown }>(sql);
    expect(parsed.rows[0]!.at).toBeInstanceOf(Date);
    const text = await client.query<{ at: unknown }>(sql, [], {
      parsers: { 1184: (value: string) => value },
    });
    expect(typeof text.rows[0]!.at).toBe('string');
  });

  it('answers "closed" (a database that is unavailable) once closed', async () => {
    const other = await PgliteWorkerClient.open(undefined);
    await other.close();
    const failure = await other.query('select 1').catch((error: unknown) => error);
    expect(failure).toMatchObject({ message: 'PGlite is closed' });
    expect(isDatabaseUnavailable(failure)).toBe(true);
  }, 60_000);
});

describe('a test thread kept for the next in-memory database', () => {
  it('opens a fresh database on the thread the last one closed', async () => {
    keepPgliteThreadsForReuse();
    const first = await PgliteWorkerClient.open(undefined);
    await first.exec('create table leftover (id int)');
    const thread = first.threadId;
    await first.close();

    const second = await PgliteWorkerClient.open(undefined);
    try {
      expect(second.threadId).toBe(thread);
      // Nothing of the closed database is left on the reused thread.
      const { rows } = await second.query<{ found: string | null }>(
        `select to_regclass('leftover')::text as found`,
      );
      expect(rows[0]!.found).toBeNull();
    } finally {
      await second.close();
    }
  }, 60_000);
});
