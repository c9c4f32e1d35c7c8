import { sql, type Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/index.ts';
import {
  createTestContext,
  signedInRoller,
  type TestContext,
  importOneOfEachGame,
} from '../../../test/helpers.ts';
import { eventually } from '../../../test/eventually.ts';

/**
 * Update and delete check the account's state and write under its row lock, so a purchase
 * cannot land between the check and the write. The purchase is written here as an order
 * would: lock the account row, insert a pending transaction at the price read, mark it reserved.
 */

let ctx: TestContext;
let gameId: number;
let alice: Awaited<ReturnType<typeof signedInRoller>>;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

beforeAll(async () => {
  ctx = await createTestContext();
  gameId = await importOneOfEachGame(ctx, 'lockstep', 'Lockstep');
  alice = await signedInRoller(ctx, 'alice');
});
afterAll(() => ctx.close());

let serial = 0;
const input = (price: number) => ({
  server_name: 'asia',
  banner_guarantee: false,
  description: 'Contested account',
  gender: 'F',
  characters: [{ character: 'lyra', copies: 1 }],
  weapons: [],
  login: 'Username',
  email: `player${serial}`,
  password: 'S3cret-pass!',
  price,
  images: ['/api/media/cover.webp'],
});

async function createAccount(price: number): Promise<number> {
  serial++;
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/games/${gameId}/accounts`,
    headers: alice.auth,
    payload: input(price),
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id;
}

const update = (accountId: number, price: number) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/games/${gameId}/accounts/${accountId}`,
    headers: alice.auth,
    payload: input(price),
  });

const remove = (accountId: number) =>
  ctx.app.inject({
    method: 'DELETE',
    url: `/api/games/${gameId}/accounts/${accountId}`,
    headers: alice.auth,
  });

/** What a purchase does: lock the row, reserve at the price it reads. */
async function reserve(trx: Transaction<Database>, accountId: number): Promise<void> {
  const account = await trx
    .selectFrom('accounts')
    .select(['price', 'roller_id'])
    .where('id', '=', accountId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('transactions')
    .values({
      account_id: accountId,
      game_id: gameId,
      roller_id: account.roller_id,
      buyer_name: 'Buyer',
      buyer_email: 'buyer@example.com',
      amount: account.price,
      expires_at: sql<Date>`now() + interval '30 minutes'`,
    })
    .execute();
  await trx
    .updateTable('accounts')
    .set({ status: 'reserved' })
    .where('id', '=', accountId)
    .execute();
}

async function backendPid(trx: Transaction<Database>): Promise<number> {
  const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
  return rows[0]!.pid;
}

/** PostgreSQL only: waits until some session is queued behind the lock `pid` holds. */
async function untilSomeoneWaitsFor(pid: number): Promise<void> {
  await eventually(
    `a session to queue behind the lock of backend ${pid}`,
    async () => {
      const { rows } = await sql<{ waiting: boolean }>`
        select exists (
          select 1 from pg_stat_activity where ${pid}::int = any(pg_blocking_pids(pid))
        ) as waiting`.execute(ctx.db);
      return rows[0]!.waiting;
    },
    { intervalMs: 5 },
  );
}

async function accountState(accountId: number) {
  const account = await ctx.db
    .selectFrom('accounts')
    .select(['price', 'status'])
    .where('id', '=', accountId)
    .executeTakeFirst();
  const transactions = await ctx.db
    .selectFrom('transactions')
    .select(['status', 'amount'])
    .where('account_id', '=', accountId)
    .execute();
  return { account, transactions };
}

describe('a purchase racing an update or a delete', () => {
  it('a reservation committed while the update waits wins: the update answers 409 and changes nothing', async () => {
    const id = await createAccount(120);
    const purchase = await ctx.db.startTransaction().execute();
    await reserve(purchase, id);
    const pid = onPostgres ? await backendPid(purchase) : 0;
    // On PGlite the update queues for the one connection; on PostgreSQL for the row lock.
    const updating = update(id, 150);
    if (onPostgres) await untilSomeoneWaitsFor(pid);
    await purchase.commit().execute();

    const res = await updating;
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: 'error', field: 'price' });
    expect(await accountState(id)).toEqual({
      account: { price: 120, status: 'reserved' },
      transactions: [{ status: 'pending', amount: 120 }],
    });
  });

  it('a reservation committed while the delete waits wins: the delete answers 409 and both rows stand', async () => {
    const id = await createAccount(90);
    const purchase = await ctx.db.startTransaction().execute();
    await reserve(purchase, id);
    const pid = onPostgres ? await backendPid(purchase) : 0;
    const deleting = remove(id);
    if (onPostgres) await untilSomeoneWaitsFor(pid);
    await purchase.commit().execute();

    expect((await deleting).statusCode).toBe(409);
    expect(await accountState(id)).toEqual({
      account: { price: 90, status: 'reserved' },
      transactions: [{ status: 'pending', amount: 90 }],
    });
  });

  it('an account marked reserved without a transaction still refuses a price change and a delete', async () => {
    const id = await createAccount(70);
    await ctx.db.updateTable('accounts').set({ status: 'reserved' }).where('id', '=', id).execute();
    expect((await update(id, 75)).statusCode).toBe(409);
    expect((await remove(id)).statusCode).toBe(409);
    expect((await update(id, 70)).statusCode).toBe(200);
    expect((await accountState(id)).account).toEqual({ price: 70, status: 'reserved' });
  });
});

// Two transactions waiting on one row at once need a server: PGlite runs one at a time.
describe.runIf(onPostgres)('on PostgreSQL, the reverse order', () => {
  it('an update that takes the row first makes the purchase wait, and the purchase reserves at the new price', async () => {
    const id = await createAccount(120);
    // A third session holds the row so that the update and then the purchase queue in order.
    const holder = await ctx.db.startTransaction().execute();
    await holder.selectFrom('accounts').select('id').where('id', '=', id).forUpdate().execute();
    const holderPid = await backendPid(holder);
    const updating = update(id, 150);
    await untilSomeoneWaitsFor(holderPid);
    const purchase = await ctx.db.startTransaction().execute();
    const purchasePid = await backendPid(purchase);
    const reserving = reserve(purchase, id);
    await eventually(
      'the purchase to queue behind the update',
      async () => {
        const { rows } = await sql<{ n: number }>`
          select cardinality(pg_blocking_pids(${purchasePid}::int)) as n`.execute(ctx.db);
        return rows[0]!.n > 0;
      },
      { intervalMs: 5 },
    );
    await holder.commit().execute();

    const res = await updating;
    expect(res.statusCode).toBe(200);
    await reserving;
    await purchase.commit().execute();
    expect(await accountState(id)).toEqual({
      account: { price: 150, status: 'reserved' },
      transactions: [{ status: 'pending', amount: 150 }],
    });
  });
});
