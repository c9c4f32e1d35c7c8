import type { Kysely } from 'kysely';
import { runSql } from './run-sql.ts';

/**
 * Who cancelled an order, so the buyer's invoice and mail say it (decision 0039, "Disabling a
 * seller"): the seller, or the shop owner by disabling the seller. An order that lapsed is
 * `expired` and needs no mark. Orders cancelled before this column are put down to the owner when
 * their seller had been disabled when they were cancelled (the disable cancelled them), else to the seller.
 *
 * And the name the outbox sends a mail under (the From display name; the address stays the
 * shop's own): order mails go out under the seller's name.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `alter table transactions
       add column cancelled_by text check (cancelled_by in ('seller', 'owner'));
     update transactions t set cancelled_by = case
         when r.disabled_at is not null and t.cancelled_at >= r.disabled_at then 'owner'
         else 'seller' end
       from rollers r
       where r.id = t.roller_id and t.status = 'cancelled';
     alter table outbox add column from_name text;`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `alter table outbox drop column from_name;
     alter table transactions drop column cancelled_by;`,
  );
}
