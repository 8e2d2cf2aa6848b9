/**
 * CPU time spent by the bench server and by the local Postgres server,
 * read from /proc (Linux), so a case reports its cost per request beside
 * its latency. On a shared machine, latency and throughput move with the
 * neighbours' load (the bare route ran at 2,000 to 6,600 req/s within one
 * hour here); CPU time per request moves far less, so two builds can be
 * compared from runs made apart.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ, 100 on every Linux this runs on

/** utime + stime of one process in ms, or 0 if it is gone (or /proc is missing). */
function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may hold spaces, ends with ") ".
    const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / TICKS_PER_SECOND : 0;
  } catch {
    return 0;
  }
}

function postgresPids(): number[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  return entries
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('postgres');
      } catch {
        return false;
      }
    });
}

export interface CpuSnapshot {
  serverMs: number;
  postgresMs: number;
}

/** The server's CPU so far, and the sum over every running Postgres process's. */
export function cpuSnapshot(serverPid: number | undefined): CpuSnapshot {
  return {
    serverMs: serverPid === undefined ? 0 : processCpuMs(serverPid),
    postgresMs: postgresPids().reduce((sum, pid) => sum + processCpuMs(pid), 0),
  };
}

/**
 * CPU ms per request between two snapshots. A backend that exits in
 * between takes its time with it, so Postgres's figure is a floor; the
 * bench's backends live as long as the server's pool.
 */
export function cpuPerRequest(
  before: CpuSnapshot,
  after: CpuSnapshot,
  requests: number,
): CpuSnapshot {
  const per = (from: number, to: number) => (requests > 0 ? (to - from) / requests : 0);
  return {
    serverMs: per(before.serverMs, after.serverMs),
    postgresMs: per(before.postgresMs, after.postgresMs),
  };
}
