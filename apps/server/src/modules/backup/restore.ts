import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import type { Transaction } from 'kysely';
import { MIGRATION_NAMES, migrateTo, type Database, type DB } from '../../db/index.ts';
import { errors } from '../../lib/errors.ts';
import { parseHeader, parseMarker, type BackupHeader } from './format.ts';
import { createBackupRepo, type TableInfo } from './repo.ts';

/** Rows per INSERT, or fewer when their text passes this size (a mail may be megabytes). */
const INSERT_ROWS = 500;
const INSERT_BYTES = 8 * 1024 * 1024;

export interface RestoreResult {
  tables: number;
  rows: number;
  header: BackupHeader;
}

const fail = (message: string) => errors.validation(message, 'file');

/** The dump's migrations must be the first ones this build knows, in the same order. */
function checkMigrations(header: BackupHeader, file: string): string {
  const unknown = header.migrations.find((m, i) => MIGRATION_NAMES[i] !== m);
  if (unknown !== undefined)
    throw fail(
      `${file} was taken at migration ${unknown}, which this version of the shop does not have; restore it with the version that took it, or a newer one`,
    );
  const last = header.migrations.at(-1);
  if (!last) throw fail(`${file} holds no migration list; it was taken from an empty database`);
  return last;
}

/** The tables at the dump's level must be the dump's tables with the same columns. */
function checkTables(header: BackupHeader, tables: TableInfo[], file: string): void {
  const here = new Map(tables.map((t) => [t.name, t]));
  for (const t of header.tables) {
    const table = here.get(t.name);
    if (!table) throw fail(`${file} holds table ${t.name}, which the database lacks`);
    const mine = table.columns.map((c) => c.name).join(',');
    const theirs = t.columns.map((c) => c.name).join(',');
    if (mine !== theirs)
      throw fail(`${file}: table ${t.name} has columns (${theirs}), the database (${mine})`);
  }
  const extra = tables.find((t) => !header.tables.some((h) => h.name === t.name));
  if (extra) throw fail(`${file} lacks table ${extra.name}, which the database has`);
}

/**
 * Reads the rows after the header and inserts them, table by table in the file's order
 * (foreign-key order), checking each table's count against its marker and the database.
 */
async function insertRows(
  trx: Transaction<Database>,
  lines: AsyncIterator<string>,
  header: BackupHeader,
  tables: TableInfo[],
  file: string,
): Promise<number> {
  const repo = createBackupRepo();
  const byName = new Map(tables.map((t) => [t.name, t]));
  const expected = new Map(header.tables.map((t) => [t.name, t.rows]));
  let table: { info: TableInfo; rows: number; seen: number } | null = null;
  let batch: string[] = [];
  let batchBytes = 0;
  let total = 0;
  const sections = new Set<string>();

  const flush = async () => {
    if (!table || batch.length === 0) return;
    const columns = table.info.columns.filter((c) => !c.generated).map((c) => c.name);
    await repo.insert(trx, table.info.name, columns, `[${batch.join(',')}]`);
    batch = [];
    batchBytes = 0;
  };
  const closeTable = async () => {
    if (!table) return;
    await flush();
    const { info, rows, seen } = table;
    const inDb = await repo.count(trx, info.name);
    if (seen !== rows || inDb !== rows || expected.get(info.name) !== rows)
      throw fail(
        `${file}: table ${info.name} should hold ${expected.get(info.name)} rows; the file has ${seen} and the database took ${inDb}. Nothing was restored`,
      );
    for (const c of info.columns)
      if (c.sequence) await repo.resetSequence(trx, info.name, c.name, c.sequence);
    total += rows;
  };

  for (;;) {
    const next = await lines.next();
    if (next.done) throw fail(`${file} is cut short (no end marker). Nothing was restored`);
    const marker = parseMarker(next.value);
    if (marker === null) {
      if (!table) throw fail(`${file}: a row before any table marker`);
      batch.push(next.value);
      batchBytes += next.value.length;
      table.seen++;
      if (batch.length >= INSERT_ROWS || batchBytes >= INSERT_BYTES) await flush();
      continue;
    }
    await closeTable();
    if (marker === 'end') break;
    const info = byName.get(marker.name);
    if (!info) throw fail(`${file}: rows for unknown table ${marker.name}`);
    if (sections.has(info.name)) throw fail(`${file}: table ${info.name} appears twice`);
    sections.add(info.name);
    table = { info, rows: marker.rows, seen: 0 };
  }
  const missing = header.tables.find((t) => !sections.has(t.name));
  if (missing)
    throw fail(`${file}: table ${missing.name} has no rows section. Nothing was restored`);
  return total;
}

/**
 * Restores `file` into `db`: refuses a database that holds rows unless `force`, brings the
 * schema to the backup's migration level, then in one transaction empties every table,
 * inserts the rows (triggers off: the rows are the state they produced), resets the
 * sequences and checks every count. Any mismatch rolls all of it back.
 */
export async function restoreBackup(
  db: DB,
  file: string,
  opts: { force: boolean; schema?: string },
): Promise<RestoreResult> {
  const repo = createBackupRepo();
  try {
    await access(file);
  } catch (err) {
    throw fail(`${file}: ${(err as Error).message}`);
  }
  const input = createReadStream(file).pipe(createGunzip());
  const reader = createInterface({ input, crlfDelay: Infinity })[Symbol.asyncIterator]();
  // A broken gzip stream surfaces on the next line read: say which file and why.
  const lines: AsyncIterator<string> = {
    next: () =>
      reader.next().catch((err: Error) => {
        throw fail(`${file} cannot be read: ${err.message}. Nothing was restored`);
      }),
  };
  try {
    const first = await lines.next();
    const header = parseHeader(first.done ? undefined : first.value, file);
    const level = checkMigrations(header, file);

    const present = await repo.tables(db);
    let held = 0;
    for (const t of present) held += await repo.count(db, t.name);
    if (held > 0 && !opts.force)
      throw fail(
        `the database already holds ${held} rows; restoring replaces all of them: add --force to do so`,
      );
    await migrateTo(db, level, opts.schema);
    const tables = await repo.tables(db);
    checkTables(header, tables, file);
    const names = tables.map((t) => t.name);
    const rows = await db.transaction().execute(async (trx) => {
      await repo.prepareForRows(trx, names);
      const total = await insertRows(trx, lines, header, tables, file);
      await repo.enableTriggers(trx, names);
      return total;
    });
    return { tables: header.tables.length, rows, header };
  } finally {
    input.destroy();
  }
}
