import type { DB } from '../src/db/index.ts';

/**
 * Every order the database holds for buyers whose e-mail starts with `emailPrefix`, with its
 * account's sale state: what a crash left behind, whether or not any client heard of it.
 */
export function ordersInDb(db: DB, emailPrefix: string) {
  return db
    .selectFrom('transactions as t')
    .innerJoin('accounts as a', 'a.id', 't.account_id')
    .innerJoin('games as g', 'g.id', 't.game_id')
    .select([
      't.id',
      't.status',
      't.buyer_email',
      't.expires_at',
      'a.id as account_id',
      'a.code as account_code',
      'a.status as account_status',
      'g.name as game_name',
    ])
    .where('t.buyer_email', 'like', `${emailPrefix}%`)
    .orderBy('t.id')
    .execute();
}

export type OrderInDb = Awaited<ReturnType<typeof ordersInDb>>[number];

/**
 * The orders whose mail is not in the outbox (sent or not): each order's invoice, and each
 * delivered order's delivery mail, as `invoice 12` / `delivery 12`.
 */
export async function ordersMissingMail(db: DB, orders: OrderInDb[]): Promise<string[]> {
  const mails = await db.selectFrom('outbox').select(['to_address', 'subject']).execute();
  const has = (to: string, subject: string) =>
    mails.some((m) => m.to_address === to && m.subject.startsWith(subject));
  return orders.flatMap((o) => [
    ...(has(o.buyer_email, `Invoice for ${o.game_name} account ${o.account_code}:`)
      ? []
      : [`invoice ${o.id}`]),
    ...(o.status === 'delivered' &&
    !has(o.buyer_email, `Your ${o.game_name} account ${o.account_code} is ready`)
      ? [`delivery ${o.id}`]
      : []),
  ]);
}

/** Sale state of the given accounts by id: available, reserved or sold. */
export async function accountStates(db: DB, ids: number[]) {
  const rows = await db
    .selectFrom('accounts')
    .select(['id', 'status'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r.status]));
}
