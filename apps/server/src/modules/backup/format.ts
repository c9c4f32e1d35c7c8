/**
 * The backup file: gzip of JSON lines. Line 1 is the header; then, for each table in
 * foreign-key order, a marker `["table", name, rows]` and its rows as the database wrote them
 * (`row_to_json`); last `["end"]`, so a cut file is told from a whole one. Markers are arrays
 * and rows objects, so neither is ever taken for the other.
 */
import { errors } from '../../lib/errors.ts';
import type { TableInfo } from './repo.ts';

export const BACKUP_FORMAT = 'gacha-shop-backup';
export const BACKUP_VERSION = 1;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  created_at: string;
  /** pglite or postgres: where it was taken (either restores into either). */
  source: 'pglite' | 'postgres';
  /** The migrations applied when it was taken, in order. */
  migrations: string[];
  tables: { name: string; rows: number; columns: { name: string; type: string }[] }[];
}

export const tableMarker = (name: string, rows: number) => JSON.stringify(['table', name, rows]);
export const END_MARKER = JSON.stringify(['end']);

/** A table marker's name and row count, or null for a row line. */
export function parseMarker(line: string): { name: string; rows: number } | 'end' | null {
  if (!line.startsWith('[')) return null;
  const marker = JSON.parse(line) as unknown[];
  if (marker[0] === 'end') return 'end';
  if (marker[0] === 'table' && typeof marker[1] === 'string' && Number.isInteger(marker[2]))
    return { name: marker[1], rows: marker[2] as number };
  throw errors.validation(`file: unexpected line ${line.slice(0, 80)}`, 'file');
}

export function parseHeader(line: string | undefined, file: string): BackupHeader {
  let header: Partial<BackupHeader>;
  try {
    header = JSON.parse(line ?? '') as Partial<BackupHeader>;
  } catch {
    throw errors.validation(`${file} is not a shop backup (no header line)`, 'file');
  }
  if (header.format !== BACKUP_FORMAT)
    throw errors.validation(
      `${file} is not a shop backup (format is not ${BACKUP_FORMAT})`,
      'file',
    );
  if (header.version !== BACKUP_VERSION)
    throw errors.validation(
      `${file} is backup format version ${String(header.version)}; this shop reads version ${BACKUP_VERSION}`,
      'file',
    );
  if (!Array.isArray(header.migrations) || !Array.isArray(header.tables))
    throw errors.validation(`${file}: the header lacks its migrations or tables`, 'file');
  return header as BackupHeader;
}

/** Referenced tables before the tables that point to them, so rows insert in order. */
export function foreignKeyOrder(tables: TableInfo[]): TableInfo[] {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const done = new Set<string>();
  const visiting = new Set<string>();
  const order: TableInfo[] = [];
  const visit = (t: TableInfo) => {
    if (done.has(t.name)) return;
    if (visiting.has(t.name))
      throw new Error(`tables ${[...visiting].join(', ')} reference each other in a cycle`);
    visiting.add(t.name);
    for (const r of t.references) {
      const ref = byName.get(r);
      if (ref) visit(ref);
    }
    visiting.delete(t.name);
    done.add(t.name);
    order.push(t);
  };
  for (const t of [...tables].sort((a, b) => a.name.localeCompare(b.name))) visit(t);
  return order;
}
