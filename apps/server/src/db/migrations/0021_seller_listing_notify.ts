import type { Kysely } from 'kysely';
import { runSql } from './run-sql.ts';

/**
 * A seller disabled or enabled takes their accounts off sale or puts them back without writing
 * them, so the accounts trigger (0008_listing_notify) says nothing. This one tells the listing
 * indexes of every instance, on the same channel and in the same payload, which of the seller's
 * accounts to read again: their available ones, 500 ids a notice (many notices rather than a
 * reload of every game). It runs in the transaction that changes `disabled_at`, so the notices
 * go out on its commit, whichever code path disabled (the owner's page, an operator's command).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `create function rollers_listing_changed() returns trigger language plpgsql as $$
       declare ids int[]; begin
         for ids in execute format('select array_agg(id) from (select id, (row_number() over (order by id) - 1) / 500 as chunk from %I.accounts where roller_id = $1 and status = ''available'') c group by chunk', tg_table_schema) using new.id loop
           perform pg_notify('shop_accounts', json_build_object('s', tg_table_schema, 'ids', ids)::text); end loop; return null; end
     $$;
     create trigger rollers_listing_disabled after update of disabled_at on rollers
       for each row when (old.disabled_at is distinct from new.disabled_at)
       execute function rollers_listing_changed();`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `drop trigger rollers_listing_disabled on rollers;
     drop function rollers_listing_changed();`,
  );
}
