/**
 * `npm run bench:admin` (also part of `npm run bench`): load-tests the admin
 * moderation queue (GET /api/admin/prompts) and user list (GET
 * /api/admin/users) at 100,000 approved prompts plus a few thousand pending,
 * rejected and disabled ones, and 10,000 users, with autocannon, as a signed-in
 * admin (Authorization: Bearer). The server runs in its own child process
 * (bench-server.ts --admin), which tops the bench database up with the
 * members and moderation prompts and signs the bench admin in; a rerun finds
 * them there. A bare route on the same server is measured in the same run,
 * so the table shows what each list costs on top of this machine's HTTP
 * stack. The admin lists never use the library cache: the server runs as
 * deployed (cache on, admission control on).
 *
 * Target (the admin issue): p99 < 50 ms on Postgres at 10 connections for
 * the queue's first page and the user list's first page. PGlite is measured
 * and reported, not targeted.
 *
 * Environment: BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (3),
 * BENCH_CONNECTIONS (10), BENCH_DATABASES (postgres,pglite),
 * BENCH_DATABASE_URL, BENCH_DATA_DIR, BENCH_SEARCH (email: a title search),
 * BENCH_CATEGORY (Marketing), BENCH_MODEL (Claude), BENCH_USER_SEARCH
 * (castillo: a name or email search), BENCH_QUEUE_PAGE (50).
 */
import {
  type BenchDatabase,
  benchConnections,
  benchDatabases,
  benchSeconds,
  describeMachine,
  benchLibrarySize,
  USER_COUNT,
  warmupSeconds,
} from './bench-config.ts';
import { type BenchCase, measureCase } from './measure-case.ts';
import { type CaseResult, formatTable } from './report.ts';
import { startBenchServer } from './server-process.ts';

/** p99 budget of the target cases on Postgres. */
const TARGET_P99_MS = 50;
const PAGE_SIZE = '20';

function query(params: Record<string, string>): string {
  return new URLSearchParams(params).toString();
}

function promptCases(): BenchCase[] {
  const search = process.env.BENCH_SEARCH ?? 'email';
  const category = process.env.BENCH_CATEGORY ?? 'Marketing';
  const model = process.env.BENCH_MODEL ?? 'Claude';
  const deepPage = process.env.BENCH_QUEUE_PAGE ?? '50';
  const prompts = (params: Record<string, string>) =>
    `/api/admin/prompts?${query({ limit: PAGE_SIZE, ...params })}`;
  return [
    {
      name: 'queue (pending, oldest first), first page',
      path: prompts({ status: 'pending' }),
      isTarget: true,
    },
    {
      name: `queue, page ${deepPage}`,
      path: prompts({ status: 'pending', page: deepPage }),
    },
    { name: 'all statuses, first page', path: prompts({}) },
    {
      name: `category "${category}" + model "${model}"`,
      path: prompts({ category, model }),
    },
    { name: `title search "${search}"`, path: prompts({ search }) },
  ];
}

function userCases(): BenchCase[] {
  const search = process.env.BENCH_USER_SEARCH ?? 'castillo';
  const users = (params: Record<string, string>) =>
    `/api/admin/users?${query({ limit: PAGE_SIZE, ...params })}`;
  return [
    { name: 'users, first page', path: users({}), isTarget: true },
    { name: 'users, role admin', path: users({ role: 'admin' }) },
    { name: 'users, status disabled', path: users({ status: 'disabled' }) },
    { name: `users, name/email search "${search}"`, path: users({ search }) },
  ];
}

function benchCases(adminToken: string): BenchCase[] {
  const headers = { authorization: `Bearer ${adminToken}` };
  return [
    { name: 'bare route (baseline)', path: '/bare', isBaseline: true },
    ...[...promptCases(), ...userCases()].map((benchCase) => ({ ...benchCase, headers })),
  ];
}

async function benchDatabase(kind: BenchDatabase): Promise<CaseResult[]> {
  console.error(`\n[bench:admin] starting the ${kind} server (prepares the data on first run)`);
  const server = await startBenchServer(kind, 'on', 'on', { admin: true });
  const results: CaseResult[] = [];
  try {
    if (!server.adminToken) throw new Error(`the ${kind} server sent no admin token`);
    for (const benchCase of benchCases(server.adminToken)) {
      console.error(`[bench:admin] ${kind}: ${benchCase.name}`);
      results.push(await measureCase(server, benchCase));
    }
  } finally {
    await server.stop();
  }
  return results;
}

/** One line per target case, judged on Postgres. */
function verdict(results: CaseResult[]): string {
  const targets = new Set(
    benchCases('')
      .filter((benchCase) => benchCase.isTarget)
      .map((benchCase) => benchCase.name),
  );
  const lines = results
    .filter((result) => result.database === 'postgres' && targets.has(result.caseName))
    .map((measured) => {
      const passed =
        measured.completed > 0 && measured.p99Ms < TARGET_P99_MS && measured.failures === 0;
      return (
        `Target (Postgres, ${measured.caseName}): p99 ${measured.p99Ms.toFixed(1)} ms ` +
        `< ${TARGET_P99_MS} ms: ${passed ? 'PASS' : 'FAIL'}`
      );
    });
  return lines.length > 0
    ? lines.join('\n')
    : 'Targets not measured (Postgres was not in BENCH_DATABASES).';
}

async function main(): Promise<void> {
  const results: CaseResult[] = [];
  for (const kind of benchDatabases()) results.push(...(await benchDatabase(kind)));
  console.log(
    `\nAdmin benchmark (${benchLibrarySize().toLocaleString('en')} approved prompts plus the ` +
      `moderation backlog, ${USER_COUNT.toLocaleString('en')} users): ` +
      `${benchConnections()} connections, ${benchSeconds()} s per case ` +
      `after ${warmupSeconds()} s warm-up; ${describeMachine()}\n`,
  );
  console.log(formatTable(results));
  console.log(`\n${verdict(results)}`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
