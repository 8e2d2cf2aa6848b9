/**
 * The memory an admin's whole-library export takes (decision 055): starts
 * the server on DATABASE_URL (a Postgres with `npm run db:seed:bulk`),
 * signs an admin in, streams GET /api/admin/prompts/export to nowhere and
 * reports the server's resident memory before, at its peak during the
 * export (sampled every 50 ms from /proc) and the bytes received.
 *
 *   DATABASE_URL=postgres://... npx tsx bench/export-memory.ts [json|csv]
 *
 * The server inherits NODE_OPTIONS: with `--max-old-space-size=160` an
 * export that finishes shows the memory is a batch, not the library
 * (without a cap the collector lets the heap grow with the work).
 */
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { openPostgres } from '../src/server/db/client.ts';
import { createTestUser } from '../tests/helpers/test-users.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to a Postgres with the bulk seed');
const format = process.argv[2] === 'csv' ? 'csv' : 'json';
const port = 3900 + Math.floor(Math.random() * 90);

async function residentKb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

const database = openPostgres(url, 2);
const admin = await createTestUser(database.db, { role: 'admin', name: 'Export Bench' });
await database.close();

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
  env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const pid = server.pid ?? 0;
try {
  for (let tries = 0; ; tries += 1) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (tries > 240) throw new Error('the server did not start');
    await sleep(500);
  }
  await sleep(2000);
  const before = await residentKb(pid);
  let peak = before;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, await residentKb(pid));
      await sleep(50);
    }
  })();
  const started = Date.now();
  const response = await fetch(
    `http://127.0.0.1:${port}/api/admin/prompts/export?format=${format}`,
    {
      headers: { authorization: `Bearer ${admin.token}` },
    },
  );
  if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += (chunk as Uint8Array).byteLength;
  sampling = false;
  await sampler;
  const seconds = (Date.now() - started) / 1000;
  console.log(
    `${format}: ${(bytes / 1024 / 1024).toFixed(1)} MB in ${seconds.toFixed(1)} s; server RSS ` +
      `${(before / 1024).toFixed(0)} MB before, ${(peak / 1024).toFixed(0)} MB at the peak ` +
      `(+${((peak - before) / 1024).toFixed(0)} MB)`,
  );
} finally {
  server.kill('SIGTERM');
}
