import path from 'node:path';
import type { Config } from '../../config/types.ts';
import { openDb } from '../../db/index.ts';
import { errors } from '../../lib/errors.ts';
import { DataDirLockedError, lockDataDir } from '../operator/data-dir-lock.ts';
import { createBackupRepo } from './repo.ts';
import { restoreBackup } from './restore.ts';

async function restoreInto(config: Config, file: string, force: boolean): Promise<string> {
  // One connection: the count of other sessions below is then the shop's, not ours.
  const handle = await openDb({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'db'),
    poolSize: 1,
  });
  try {
    if (handle.kind === 'postgres') {
      const others = await createBackupRepo().otherShopSessions(handle.db);
      if (others > 0)
        throw errors.shopRunning(`${others} connection(s) of a running shop use this database`);
    }
    const r = await restoreBackup(handle.db, file, { force });
    return `Restored ${r.rows} rows in ${r.tables} tables from ${file} (taken ${r.header.created_at} at migration ${r.header.migrations.at(-1)}). The shop migrates further at its next start.`;
  } finally {
    await handle.close();
  }
}

/**
 * `shop restore FILE [--force]`: never handed to a running shop, since it replaces all the
 * shop holds. On the embedded database it takes DATA_DIR's lock, so a running shop refuses it
 * and a shop cannot start during it; on PostgreSQL it refuses while a shop is connected.
 */
export async function restoreCommand(config: Config, file: string, force: boolean) {
  if (config.databaseUrl) return restoreInto(config, file, force);
  let lock;
  try {
    lock = await lockDataDir(config.dataDir, 'command');
  } catch (err) {
    if (err instanceof DataDirLockedError && err.holder.role !== 'command') {
      const pid = err.holder.pid === null ? '' : ` (pid ${err.holder.pid})`;
      throw errors.shopRunning(`the shop${pid} is running on data directory ${err.dataDir}`);
    }
    throw err;
  }
  try {
    return await restoreInto(config, file, force);
  } finally {
    await lock.release();
  }
}
