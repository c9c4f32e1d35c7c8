import type { Kysely } from 'kysely';
import { runSql } from './run-sql.ts';

/**
 * Outbound mail (DESIGN §2): a row written in the same transaction as the change that causes
 * it, drained by a worker with retries; the dev mailbox keeps what was "sent" while no SMTP
 * relay is set.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `create table outbox (
       id bigserial primary key,
       to_address text not null,
       subject text not null,
       text_body text not null,
       html_body text not null,
       headers jsonb not null default '{}'::jsonb,
       attempts integer not null default 0,
       next_attempt_at timestamptz not null default now(),
       last_error text,
       sent_at timestamptz,
       created_at timestamptz not null default now()
     );
     create index outbox_due_idx on outbox (next_attempt_at) where sent_at is null;
     create table dev_mailbox (
       id bigserial primary key,
       outbox_id bigint unique,
       to_address text not null,
       subject text not null,
       text_body text not null,
       html_body text not null,
       headers jsonb not null default '{}'::jsonb,
       created_at timestamptz not null default now()
     );`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runSql(db, `drop table dev_mailbox; drop table outbox;`);
}
