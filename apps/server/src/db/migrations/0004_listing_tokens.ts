import type { Kysely } from 'kysely';
import { runSql } from './run-sql.ts';

/**
 * Server and gender join the search tokens (`s:{server}`, `g:{gender}`, see search-tokens.ts):
 * a listing that asks for items on one server or of one gender is then one GIN intersection,
 * and its capped count reads only the matching rows instead of rechecking every account that
 * holds the items against its wide row (bench/notes/listing-history.md, "What the listing query
 * does now").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `update accounts set search_tokens = search_tokens || array['s:' || server_value, 'g:' || gender];`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `update accounts set search_tokens = array(
       select t from unnest(search_tokens) t where t not like 's:%' and t not like 'g:%'
     );`,
  );
}
