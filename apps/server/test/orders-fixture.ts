import { sql } from 'kysely';
import type { TestContext } from './helpers.ts';

/** The mails a test's actions queued, oldest first: what the outbox will send. */
export async function queuedMails(ctx: TestContext) {
  const rows = await sql<{
    to_address: string;
    subject: string;
    text_body: string;
    html_body: string;
    headers: Record<string, string>;
  }>`
    select to_address, subject, text_body, html_body, headers from outbox order by id`.execute(
    ctx.db,
  );
  return rows.rows;
}

let serial = 0;

/** A seller's account for sale through the back office API; returns its id. */
export async function listAccount(
  ctx: TestContext,
  seller: { auth: Record<string, string> },
  gameId: number,
  opts: { price?: number; password?: string; images?: string[] } = {},
): Promise<number> {
  serial++;
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/games/${gameId}/accounts`,
    headers: seller.auth,
    payload: {
      server_name: 'asia',
      banner_guarantee: false,
      description: `Account for sale ${serial}`,
      gender: 'F',
      characters: [{ character: 'lyra', copies: 1 }],
      weapons: [],
      login: 'Email',
      email: `buyer${serial}`,
      password: opts.password ?? `Pw-${serial}-secret!`,
      price: opts.price ?? 34,
      images: opts.images ?? ['/api/media/cover.webp'],
    },
  });
  if (res.statusCode !== 201) throw new Error(`listing failed: ${res.body}`);
  return (res.json() as { data: { id: number } }).data.id;
}

/** The login address the shop gave an account (what mail to the account is sent to). */
export async function loginEmailOf(
  ctx: Pick<TestContext, 'db'>,
  accountId: number,
): Promise<string> {
  const row = await ctx.db
    .selectFrom('accounts')
    .select('login_email')
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  return row.login_email;
}

export const buyer = { name: 'Mina Park', email: 'mina@example.com', note: 'discord: mina#1' };

let orderSerial = 0;

/**
 * A buyer's order of an account (201), each from an address of its own: purchases are limited
 * per client address, and a test places more than one address's share.
 */
export async function placeOrder(ctx: TestContext, accountId: number, who = buyer) {
  orderSerial++;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/transaction',
    payload: { account_id: accountId, ...who },
    remoteAddress: `10.2.${Math.floor(orderSerial / 250) % 250}.${orderSerial % 250}`,
  });
  if (res.statusCode !== 201) throw new Error(`order failed: ${res.body}`);
  return (res.json() as { data: { id: number; invoice_url: string; account_code: string } }).data;
}
