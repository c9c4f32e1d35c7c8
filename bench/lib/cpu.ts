/**
 * CPU time spent by the server process and by its PostgreSQL backends, read from /proc (Linux;
 * elsewhere it reads 0). On a shared machine req/s move with the load of others, while the CPU
 * a request costs moves much less: reported next to the ratios, it shows what the ratio would
 * be if the machine were the server's alone.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** USER_HZ: /proc reports CPU time in ticks of 10 ms on Linux. */
const TICK_MS = 10;

function ticks(pid: string): number {
  try {
    // Fields after the command name, which is in parentheses and may hold spaces.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]); // utime + stime
  } catch {
    return 0; // gone
  }
}

export interface CpuSample {
  /** ms of CPU of the server process (with PGlite: the database too). */
  server: number;
  /** ms of CPU of each PostgreSQL backend connected to the bench database, by pid. */
  db: Map<string, number>;
}

/**
 * CPU the database spent between two samples: per backend, so a pooled connection that closed
 * meanwhile (its time gone from /proc) takes nothing away from the others.
 */
export function dbCpuBetween(before: CpuSample, after: CpuSample): number {
  let ms = 0;
  for (const [pid, now] of after.db) ms += now - (before.db.get(pid) ?? 0);
  return ms;
}

/** `dbName`: PostgreSQL backends show it in their process title; null for PGlite. */
export function sampleCpu(serverPid: number, dbName: string | null): CpuSample {
  const db = new Map<string, number>();
  if (!existsSync('/proc/self/stat')) return { server: 0, db };
  if (dbName)
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      let title: string;
      try {
        title = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      } catch {
        continue;
      }
      if (title.startsWith('postgres:') && title.includes(` ${dbName} `))
        db.set(pid, ticks(pid) * TICK_MS);
    }
  return { server: ticks(String(serverPid)) * TICK_MS, db };
}
