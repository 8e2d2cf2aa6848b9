/** What data:export and data:import print when done. */
import type { TransferSummary } from '../db/transfer/export-format.ts';

export function printSummary(title: string, summary: TransferSummary, elapsedMs: number): void {
  const rows = Object.values(summary.tables).reduce((sum, count) => sum + count, 0);
  console.log(
    `${title} in ${(elapsedMs / 1000).toFixed(1)} s: ${rows.toLocaleString('en')} rows, ` +
      `${summary.files} files (schema at ${summary.migration})`,
  );
  for (const [table, count] of Object.entries(summary.tables)) {
    console.log(`  ${table.padEnd(20)} ${count.toLocaleString('en')}`);
  }
}
