import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { DB } from '../../db/index.ts';
import { errors } from '../../lib/errors.ts';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  END_MARKER,
  foreignKeyOrder,
  tableMarker,
  type BackupHeader,
} from './format.ts';
import { createBackupRepo } from './repo.ts';

/** Rows fetched per cursor round trip, fewer when their text passes the byte bound. */
const FETCH = { rows: 500, bytes: 8 * 1024 * 1024 };

export interface BackupResult {
  file: string;
  tables: number;
  rows: number;
  bytes: number;
}

/**
 * Writes a logical backup of every table to `file` (format.ts). One repeatable-read,
 * read-only transaction: the file is one consistent moment while the shop keeps running. On
 * PGlite (one connection) other queries wait for it. Written beside `file` and renamed at the
 * end, so `file` is either the previous one or a whole new one; mode 0600, as it holds
 * sealed secrets and received mail.
 */
export async function writeBackup(
  db: DB,
  source: BackupHeader['source'],
  file: string,
): Promise<BackupResult> {
  const repo = createBackupRepo();
  const target = path.resolve(file);
  const temp = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.tmp`);
  let out;
  try {
    out = createWriteStream(temp, { mode: 0o600, flags: 'wx' });
    await once(out, 'open');
  } catch (err) {
    throw errors.validation(`${file}: ${(err as Error).message}`, 'file');
  }
  const gzip = createGzip();
  gzip.pipe(out);
  const write = async (line: string) => {
    if (!gzip.write(line + '\n')) await once(gzip, 'drain');
  };
  let rows = 0;
  let tables = 0;
  try {
    await db
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute(async (trx) => {
        const order = foreignKeyOrder(await repo.tables(trx));
        const counts = new Map<string, number>();
        for (const t of order) counts.set(t.name, await repo.count(trx, t.name));
        const header: BackupHeader = {
          format: BACKUP_FORMAT,
          version: BACKUP_VERSION,
          created_at: new Date().toISOString(),
          source,
          migrations: await repo.migrations(trx),
          tables: order.map((t) => ({
            name: t.name,
            rows: counts.get(t.name)!,
            columns: t.columns.map((c) => ({ name: c.name, type: c.type })),
          })),
        };
        await write(JSON.stringify(header));
        for (const t of order) {
          await write(tableMarker(t.name, counts.get(t.name)!));
          let written = 0;
          for await (const batch of repo.rows(trx, t.name, FETCH)) {
            // One write per batch: per-line writes cost more than the query.
            await write(batch.join('\n'));
            written += batch.length;
          }
          // One snapshot: a difference here is a bug, and the file must not pretend otherwise.
          if (written !== counts.get(t.name))
            throw new Error(`table ${t.name}: counted ${counts.get(t.name)} rows, read ${written}`);
          rows += written;
          tables++;
        }
        await write(END_MARKER);
      });
    gzip.end();
    await finished(out);
    // On disk before it takes the real name: a crash leaves the old backup, never half a new one.
    const handle = await open(temp, 'r');
    const { size } = await handle.stat();
    await handle.sync();
    await handle.close();
    await rename(temp, target);
    return { file: target, tables, rows, bytes: size };
  } catch (err) {
    gzip.destroy();
    out.destroy();
    await rm(temp, { force: true });
    throw err;
  }
}
