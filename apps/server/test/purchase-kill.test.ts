/**
 * Issue 12 faults: the server is killed with SIGKILL while buyers order and the seller confirms
 * payments, then started again on the same data. Every order it answered 201 is there, every
 * payment it confirmed is delivered; and in the database, every order (answered or only
 * committed) has its invoice mail in the outbox, every delivered one its delivery mail and a
 * sold account. Once the payment window has passed and the expiry job has run, each account is
 * sold or back on sale, none reserved. On PGlite or, with TEST_DATABASE_URL, on a PostgreSQL
 * database of its own.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { INVOICE_WINDOW_SECONDS, type AccountList, type Invoice } from '@shop/contract';
import { loadConfig } from '../src/config/load.ts';
import { openDb } from '../src/db/index.ts';
import { createServices } from '../src/services.ts';
import { manualClock } from './helpers.ts';
import { accountStates, ordersInDb, ordersMissingMail } from './purchase-audit.ts';
import { eventually } from './eventually.ts';
import { scratchStore, startServer } from './processes.ts';

const DEMO_PASSWORD = 'demo-password-for-the-purchase-kill';
const CONFIRMED_BEFORE_KILL = 6;

interface Api {
  base: string;
  call<T>(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; data: T }>;
}

function api(base: string): Api {
  return {
    base,
    async call<T>(
      method: string,
      path: string,
      body?: unknown,
      headers: Record<string, string> = {},
    ) {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = (await res.json().catch(() => ({}))) as { data: T };
      return { status: res.status, data: json.data };
    },
  };
}

async function sellerAuth(shop: Api) {
  const res = await shop.call<{ token: string }>('POST', '/api/roller/login', {
    code: 'demo',
    password: DEMO_PASSWORD,
  });
  return { authorization: `Bearer ${res.data.token}` };
}

describe('purchases when the server is killed', () => {
  it(
    'loses no order, no payment and no mail, and leaves no account reserved for good',
    { timeout: 180_000 },
    async () => {
      const store = await scratchStore(DEMO_PASSWORD);
      // Buyers come from many addresses (X-Forwarded-For), so the per-address limit stays out of it.
      const env = { ...store.env, TRUST_PROXY: '1' };
      try {
        const server = startServer(env);
        const shop = api(await server.listening());
        const seller = await sellerAuth(shop);
        const listing = await shop.call<AccountList>('GET', '/api/games/1/accounts?limit=100');
        const accounts = listing.data.accounts.map((a) => a.id);
        expect(accounts.length).toBeGreaterThanOrEqual(20);

        const ordered: Invoice[] = [];
        const confirmed: number[] = [];
        let settled = 0;
        const buyer = async (accountId: number, i: number) => {
          try {
            const order = await shop.call<Invoice>(
              'POST',
              '/api/transaction',
              { account_id: accountId, name: `Buyer ${i}`, email: `kill${i}@example.com` },
              {
                'x-forwarded-for': `10.40.${i}.1`,
                'idempotency-key': randomBytes(18).toString('base64url'),
              },
            );
            if (order.status !== 201) return;
            ordered.push(order.data);
            const paid = await shop.call(
              'POST',
              `/api/roller/transactions/${order.data.id}/confirm`,
              undefined,
              seller,
            );
            if (paid.status === 200) confirmed.push(order.data.id);
          } catch {
            // The server went away mid-request: that order's fate is whatever was committed.
          } finally {
            settled += 1;
          }
        };
        const load = Promise.all(accounts.map((id, i) => buyer(id, i)));
        await eventually(
          'payments confirmed',
          // Every order may be placed before any payment is confirmed, so the wait is for the
          // confirmations themselves (or for every buyer to be done).
          () => confirmed.length >= CONFIRMED_BEFORE_KILL || settled === accounts.length,
          { timeoutMs: 60_000 },
        );
        server.child.kill('SIGKILL');
        expect((await server.exited).signal).toBe('SIGKILL');
        await load;
        expect(confirmed.length).toBeGreaterThanOrEqual(CONFIRMED_BEFORE_KILL);

        const again = startServer(env);
        const after = api(await again.listening());
        const auth = await sellerAuth(after);
        const list = await after.call<{ transactions: { id: number; status: string }[] }>(
          'GET',
          '/api/roller/transactions?limit=100',
          undefined,
          auth,
        );
        const status = new Map(list.data.transactions.map((t) => [t.id, t.status]));
        expect(ordered.filter((o) => !status.has(o.id)).map((o) => o.id)).toEqual([]);
        expect(confirmed.filter((id) => status.get(id) !== 'delivered')).toEqual([]);

        // Still reserved means an open invoice that lapses within the payment window.
        for (const o of ordered.filter((x) => status.get(x.id) === 'pending')) {
          const token = new URL(o.invoice_url).searchParams.get('token');
          const invoice = await after.call<Invoice>(
            'GET',
            `/api/transaction/${o.id}?token=${token}`,
          );
          expect(invoice.status).toBe(200);
          expect(new Date(invoice.data.expires_at).getTime()).toBeLessThanOrEqual(
            Date.now() + INVOICE_WINDOW_SECONDS * 1000,
          );
        }
        again.child.kill('SIGTERM');
        expect((await again.exited).code).toBe(0);

        // The store itself, with no server on it: every order committed, answered or not.
        const handle = await openDb({
          databaseUrl: env.DATABASE_URL || null,
          dataDir: path.join(env.DATA_DIR, 'db'),
        });
        try {
          const orders = await ordersInDb(handle.db, 'kill');
          const ids = new Set(orders.map((o) => o.id));
          expect(ordered.filter((o) => !ids.has(o.id)).map((o) => o.id)).toEqual([]);
          expect(orders.length).toBeGreaterThanOrEqual(ordered.length);
          // Each account went to at most one order, and each order holds its account.
          expect(new Set(orders.map((o) => o.account_id)).size).toBe(orders.length);
          const held = orders.map((o) => [o.id, o.status, o.account_status]);
          expect(
            held.filter(([, status]) => status !== 'pending' && status !== 'delivered'),
          ).toEqual([]);
          expect(
            held.filter(
              ([, status, account]) =>
                (status === 'pending' && account !== 'reserved') ||
                (status === 'delivered' && account !== 'sold'),
            ),
          ).toEqual([]);
          // The mail committed with each order and each delivery is in the outbox: sent, or
          // leased by the killed process until its lease lapses and then sent.
          expect(await ordersMissingMail(handle.db, orders)).toEqual([]);

          // The payment window passes and the expiry job runs: nothing stays reserved.
          const later = manualClock(new Date(Date.now() + INVOICE_WINDOW_SECONDS * 1000 + 1000));
          const services = createServices(loadConfig(env), handle, undefined, later.clock);
          const pending = orders.filter((o) => o.status === 'pending').length;
          let expired = 0;
          // The job takes at most a batch per run; it runs until nothing is due.
          for (
            let n = await services.orders.expireDue();
            n > 0;
            n = await services.orders.expireDue()
          )
            expired += n;
          await services.close();
          expect(expired).toBe(pending);
          const sold = new Set(
            orders.filter((o) => o.status === 'delivered').map((o) => o.account_id),
          );
          const states = await accountStates(handle.db, accounts);
          expect(
            accounts.filter((id) => states.get(id) !== (sold.has(id) ? 'sold' : 'available')),
          ).toEqual([]);
          const after = await ordersInDb(handle.db, 'kill');
          expect(after.filter((o) => o.status === 'pending')).toEqual([]);
        } finally {
          await handle.close();
        }
      } finally {
        await store.dispose();
      }
    },
  );
});
