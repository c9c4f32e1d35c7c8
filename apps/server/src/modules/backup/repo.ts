import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/index.ts';

type Conn = Kysely<Database> | Transaction<Database>;

export interface ColumnInfo {
  name: string;
  type: string;
  /** Filled by an identity or serial sequence, reset to max + 1 after a restore. */
  sequence: string | null;
  generated: boolean;
}

export interface TableInfo {
  name: string;
  columns: ColumnInfo[];
  /** Tables this one's foreign keys point to (itself excluded). */
  references: string[];
}

/** Kysely's own bookkeeping: the backup carries the migration list in its header instead. */
const MIGRATION_TABLES = ['kysely_migration', 'kysely_migration_lock'];

/** The SQL of backup and restore; table names come from the catalogue, never from input. */
export function createBackupRepo() {
  return {
    /** Every table of the shop's schema (the connection's current schema). */
    async tables(db: Conn): Promise<TableInfo[]> {
      const { rows: columns } = await sql<{
        table: string;
        column: string;
        type: string;
        generated: string;
        seq: string | null;
      }>`
        select c.relname as table, a.attname as column,
               format_type(a.atttypid, a.atttypmod) as type, a.attgenerated::text as generated,
               pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) as seq
          from pg_class c
          join pg_namespace n on n.oid = c.relnamespace
          join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
         where n.nspname = current_schema() and c.relkind in ('r', 'p')
         order by c.relname, a.attnum`.execute(db);
      const { rows: keys } = await sql<{ table: string; references: string }>`
        select distinct c.relname as table, r.relname as references
          from pg_constraint k
          join pg_class c on c.oid = k.conrelid
          join pg_class r on r.oid = k.confrelid
          join pg_namespace n on n.oid = c.relnamespace
         where k.contype = 'f' and n.nspname = current_schema() and c.oid <> r.oid`.execute(db);
      const tables = new Map<string, TableInfo>();
      for (const c of columns) {
        if (MIGRATION_TABLES.includes(c.table)) continue;
        let t = tables.get(c.table);
        if (!t) tables.set(c.table, (t = { name: c.table, columns: [], references: [] }));
        t.columns.push({
          name: c.column,
          type: c.type,
          sequence: c.seq,
          generated: c.generated !== '',
        });
      }
      for (const k of keys) tables.get(k.table)?.references.push(k.references);
      return [...tables.values()];
    },

    /** The migrations applied, in order; none when the database was never migrated. */
    async migrations(db: Conn): Promise<string[]> {
      const { rows } = await sql<{ present: boolean }>`
        select to_regclass('kysely_migration') is not null as present`.execute(db);
      if (!rows[0]!.present) return [];
      const done = await sql<{ name: string }>`
        select name from kysely_migration order by name`.execute(db);
      return done.rows.map((r) => r.name);
    },

    async count(db: Conn, table: string): Promise<number> {
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from ${sql.table(table)}`.execute(db);
      return rows[0]!.n;
    },

    /**
     * Every row of `table` as the database's own JSON text, `batch` at a time through a cursor:
     * text is what keeps bytea, timestamptz (microseconds), numeric and arrays exact, since it
     * never passes through JavaScript values.
     */
    async *rows(
      trx: Transaction<Database>,
      table: string,
      batch: { rows: number; bytes: number },
    ): AsyncGenerator<string[]> {
      await sql`declare backup_rows no scroll cursor for
        select row_to_json(t)::text as line from ${sql.table(table)} t`.execute(trx);
      // Fewer rows a fetch where rows are big (raw mail runs to megabytes), back up where small.
      let size = batch.rows;
      try {
        for (;;) {
          const { rows } = await sql<{ line: string }>`
            fetch forward ${sql.raw(String(size))} from backup_rows`.execute(trx);
          if (rows.length === 0) return;
          const lines = rows.map((r) => r.line);
          const bytes = lines.reduce((n, l) => n + l.length, 0);
          if (bytes > batch.bytes) size = Math.max(1, Math.floor((size * batch.bytes) / bytes));
          else if (bytes < batch.bytes / 4) size = Math.min(batch.rows, size * 2);
          yield lines;
        }
      } finally {
        await sql`close backup_rows`.execute(trx);
      }
    },

    /** Other connections of this shop (same application name) to this database, PostgreSQL only. */
    async otherShopSessions(db: Conn): Promise<number> {
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid()
           and application_name = current_setting('application_name')`.execute(db);
      return rows[0]!.n;
    },

    /** Empties every table and keeps triggers quiet until commit (rows arrive as they were). */
    async prepareForRows(trx: Transaction<Database>, tables: string[]): Promise<void> {
      for (const t of tables)
        await sql`alter table ${sql.table(t)} disable trigger user`.execute(trx);
      if (tables.length)
        await sql`truncate ${sql.join(tables.map((t) => sql.table(t)))} restart identity cascade`.execute(
          trx,
        );
    },

    async enableTriggers(trx: Transaction<Database>, tables: string[]): Promise<void> {
      for (const t of tables)
        await sql`alter table ${sql.table(t)} enable trigger user`.execute(trx);
    },

    /** `json`: a JSON array of rows as row_to_json wrote them. */
    async insert(
      trx: Transaction<Database>,
      table: string,
      columns: string[],
      json: string,
    ): Promise<void> {
      const cols = sql.join(columns.map((c) => sql.ref(c)));
      await sql`insert into ${sql.table(table)} (${cols}) overriding system value
        select ${cols} from json_populate_recordset(null::${sql.table(table)}, ${json}::json)`.execute(
        trx,
      );
    },

    async resetSequence(
      trx: Transaction<Database>,
      table: string,
      column: string,
      sequence: string,
    ): Promise<void> {
      await sql`select setval(${sequence}::regclass,
        coalesce((select max(${sql.ref(column)}) from ${sql.table(table)}), 0) + 1, false)`.execute(
        trx,
      );
    },
  };
}

export type BackupRepo = ReturnType<typeof createBackupRepo>;
