import type { Kysely } from 'kysely';
import { runSql } from './run-sql.ts';

/**
 * Orders that sell (DESIGN §5 "Orders"): the purchase's idempotency key, the payment provider and its order id, and the indexes the
 * expiry worker, the lapse rule and the seller's list read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `alter table transactions
       add column idempotency_key text,
       add column provider text not null default 'manual' check (provider in ('manual', 'paypal')),
       add column provider_order_id text,
       add column cancelled_at timestamptz;
     create unique index transactions_idempotency_uq on transactions (idempotency_key)
       where idempotency_key is not null;
     create index transactions_expiry_idx on transactions (expires_at) where status = 'pending';
     create index transactions_lapsed_idx on transactions (account_id, lower(buyer_email))
       where status = 'expired';
     create index transactions_roller_idx on transactions (roller_id, created_at desc, id desc);
     create unique index transactions_provider_order_uq on transactions (provider_order_id)
       where provider_order_id is not null;`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `drop index transactions_provider_order_uq;
     drop index transactions_roller_idx;
     drop index transactions_lapsed_idx;
     drop index transactions_expiry_idx;
     drop index transactions_idempotency_uq;
     alter table transactions
       drop column cancelled_at,
       drop column provider_order_id,
       drop column provider,
       drop column idempotency_key;`,
  );
}
