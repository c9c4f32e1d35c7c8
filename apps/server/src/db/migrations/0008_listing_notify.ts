import type { Kysely } from 'kysely';
import { runSql } from './run-sql.ts';

/**
 * Every statement that writes accounts tells the listing indexes of every instance which
 * accounts changed (listing-index-sync.ts): NOTIFY is delivered on commit, so an index never
 * hears of a change that is rolled back, and whichever code path wrote (a service, the order
 * expiry, an operator command) is heard alike. More than 500 rows in one statement say "reload"
 * (ids: null) instead of naming them; the payload stays far under NOTIFY's 8,000 bytes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `create function accounts_listing_changed() returns trigger language plpgsql as $$
       declare ids int[]; begin select array_agg(id) into ids from (select id from changed limit 501) c; if ids is null then return null; end if; perform pg_notify('shop_accounts', json_build_object('s', tg_table_schema, 'ids', case when cardinality(ids) > 500 then null else ids end)::text); return null; end
     $$;
     create trigger accounts_listing_inserted after insert on accounts
       referencing new table as changed for each statement execute function accounts_listing_changed();
     create trigger accounts_listing_updated after update on accounts
       referencing new table as changed for each statement execute function accounts_listing_changed();
     create trigger accounts_listing_deleted after delete on accounts
       referencing old table as changed for each statement execute function accounts_listing_changed();`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `drop trigger accounts_listing_inserted on accounts;
     drop trigger accounts_listing_updated on accounts;
     drop trigger accounts_listing_deleted on accounts;
     drop function accounts_listing_changed();`,
  );
}
