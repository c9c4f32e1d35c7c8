import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { InjectOptions } from 'fastify';
import type { TestContext } from '../helpers.ts';
import type { Conformance } from './conformance.ts';

/** The tables a fingerprint covers; the schema does not change while a test runs. */
async function fingerprintedTables(ctx: TestContext): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'
      and table_name not like 'kysely_%'
      -- A refused sign-in is counted on purpose: that is the lockout (auth/service.ts).
      and table_name <> 'login_failures'
    order by table_name`.execute(ctx.db);
  return rows.map((r) => r.name);
}

/**
 * A fingerprint of every table's rows: equal before and after means nothing changed. One
 * statement for all tables: a statement per table made this most of the fuzz test's time.
 */
async function tablesFingerprint(ctx: TestContext, tables: string[]): Promise<string[]> {
  // A session's last use is refreshed by any signed-in request once a minute, refused or
  // not (auth/service.ts): that is bookkeeping, not a change the request made.
  const perTable = tables.map(
    (name) => sql<{ name: string; f: string | null }>`
      select ${name}::text as name, (
        select md5(coalesce(string_agg(r, '|' order by r), ''))
        from (select (to_jsonb(t) - 'last_used_at')::text as r from ${sql.table(name)} t) rows
      ) as f`,
  );
  const { rows } = await sql<{ name: string; f: string | null }>`${sql.join(
    perTable,
    sql` union all `,
  )}`.execute(ctx.db);
  return rows.map((r) => `${r.name}:${r.f}`);
}

/** Every file under the data directory's store (uploads, the image cache), temporaries too. */
async function storedFiles(ctx: TestContext): Promise<string[]> {
  const root = path.join(ctx.config.dataDir, 'files');
  const entries = await readdir(root, { recursive: true }).catch(() => []);
  return entries.sort().map((f) => `file ${f}`);
}

/** The tables and files that differ between two states, to name in a failure. */
const changed = (a: string[], b: string[]) => [
  ...a.filter((x) => !b.includes(x)).map((x) => x.split(':')[0]),
  ...b.filter((x) => !a.includes(x)).map((x) => x.split(':')[0]),
];

/**
 * The image proxy answers 502 UPSTREAM_FAILED when the remote host fails or sends no image:
 * the other server's failure, reported as a gateway does, not the shop's.
 */
const isUpstreamFailure = (operation: string, status: number, body: string) =>
  operation === 'GET /api/image/cache' && status === 502 && body.includes('"UPSTREAM_FAILED"');

const STACK_TRACE = /\n\s+at .+:\d+:\d+|node_modules|\/src\//;

/**
 * Sends fuzzed requests and keeps what they broke: a 5xx, a stack trace in the body, a refused
 * request that changed the database or left a file behind, or an answer the OpenAPI document
 * does not give its operation (`conformance`). Also records which documented operations were
 * reached, so none can be left out of the walk.
 */
export function createProbe(ctx: TestContext, conformance?: Conformance) {
  const problems: string[] = [];
  const visited = new Set<string>();
  /** Operations that accepted at least one fuzzed request: their schemas let input through. */
  const accepted = new Set<string>();
  const statuses = { accepted: 0, refused: 0 };
  let before: string[] = [];
  let tables: Promise<string[]> | undefined;
  const state = async () => [
    ...(await tablesFingerprint(ctx, await (tables ??= fingerprintedTables(ctx)))),
    ...(await storedFiles(ctx)),
  ];
  return {
    problems,
    visited,
    accepted,
    statuses,
    /** Takes the state a next request is compared with (after a test's own setup writes). */
    async settle() {
      before = await state();
    },
    async send(operation: string, request: InjectOptions, describe: string) {
      visited.add(operation);
      const res = await ctx.app.inject(request);
      statuses[res.statusCode < 400 ? 'accepted' : 'refused']++;
      if (res.statusCode < 400) accepted.add(operation);
      const where = `${operation} -> ${describe.slice(0, 300)}`;
      if (res.statusCode >= 500 && !isUpstreamFailure(operation, res.statusCode, res.body))
        problems.push(`${res.statusCode} ${where}: ${res.body.slice(0, 200)}`);
      if (STACK_TRACE.test(res.body)) problems.push(`stack trace ${where}`);
      for (const p of conformance?.check(operation, res) ?? []) problems.push(`${p} <- ${where}`);
      const after = await state();
      const diff = changed(before, after);
      if (res.statusCode >= 400 && diff.length > 0)
        problems.push(`${res.statusCode} changed ${diff.join(', ')}: ${where}`);
      before = after;
      return res;
    },
  };
}

export type Probe = ReturnType<typeof createProbe>;
