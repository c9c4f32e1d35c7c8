/**
 * Two shop processes on one PostgreSQL database, each with a DATA_DIR of its own (DESIGN §9):
 * without SECRET_KEY each would generate its own key and could not read what the other sealed,
 * so the second refuses to start; with one SECRET_KEY given to both, a password sealed by one is
 * delivered by the other. Embedded PGlite is one process's database, so this runs where
 * TEST_DATABASE_URL names a server.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { AccountList, DevMail, Invoice, SellerAccount } from '@shop/contract';
import { eventually } from './eventually.ts';
import { scratchStore, startServer } from './processes.ts';

const url = process.env.TEST_DATABASE_URL;
const DEMO_PASSWORD = 'demo-password-two-keys';
/** Two shops loading their code side by side on a busy two-core machine. */
const TWO_STARTS_MS = 240_000;

async function call<T>(
  base: string,
  method: string,
  route: string,
  body?: unknown,
  token?: string,
) {
  const res = await fetch(`${base}${route}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { data: T };
  return { status: res.status, data: json.data, body: json };
}

function ownDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-second-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function scratch() {
  const store = await scratchStore(DEMO_PASSWORD);
  onTestFinished(() => store.dispose());
  return store.env;
}

describe.runIf(Boolean(url))('two instances on one PostgreSQL and the secret key', () => {
  it(
    'without SECRET_KEY the second instance refuses to start with one line saying so',
    { timeout: TWO_STARTS_MS },
    async () => {
      const env = { ...(await scratch()), SECRET_KEY: '', DEMO: '0' };
      const a = startServer(env);
      const aBase = await a.listening();

      const b = startServer({ ...env, DATA_DIR: ownDataDir() });
      const listened = await b.listening().then(
        () => true,
        () => false,
      );
      expect(listened, b.output()).toBe(false);
      expect((await b.exited).code).toBe(1);
      const lines = b.output().trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        /^SECRET_KEY must be the same on every instance sharing DATABASE_URL: this instance's key \(from .*secret\.key \(generated on this start\)\) is not the one/,
      );
      // The first runs on, untouched.
      expect((await fetch(`${aBase}/api/health`)).status).toBe(200);

      // What the line says to do works: the second, given the first's key, starts.
      const firstKey = readFileSync(path.join(env.DATA_DIR, 'secret.key'), 'utf8').trim();
      const again = startServer({ ...env, DATA_DIR: ownDataDir(), SECRET_KEY: firstKey });
      await again.listening();
      for (const shop of [a, again]) {
        shop.child.kill('SIGTERM');
        expect((await shop.exited).code, shop.output()).toBe(0);
      }
    },
  );

  it(
    'with one SECRET_KEY given to both, a password sealed by one is delivered by the other',
    { timeout: TWO_STARTS_MS },
    async () => {
      const env = { ...(await scratch()), SECRET_KEY: randomBytes(32).toString('hex') };
      const a = startServer(env);
      const aBase = await a.listening();
      const b = startServer({ ...env, DATA_DIR: ownDataDir(), DEMO: '0' });
      const bBase = await b.listening();

      // The seller lists an account through A's back office: A seals its password.
      const login = await call<{ token: string }>(aBase, 'POST', '/api/roller/login', {
        code: 'demo',
        password: DEMO_PASSWORD,
      });
      const seller = login.data.token;
      const listed = await call<AccountList>(aBase, 'GET', '/api/games/1/accounts?limit=1');
      const first = listed.data.accounts[0]!;
      const like = (
        await call<SellerAccount>(
          aBase,
          'GET',
          `/api/roller/games/${first.game_id}/accounts/${first.id}`,
          undefined,
          seller,
        )
      ).data;
      const password = `Sealed-by-A-${randomBytes(4).toString('hex')}`;
      const created = await call<{ id: number }>(
        aBase,
        'POST',
        `/api/games/${like.game_id}/accounts`,
        {
          server_name: like.server_name,
          banner_guarantee: false,
          description: 'Sealed on one instance, delivered by the other',
          gender: like.gender,
          characters: like.characters,
          weapons: like.weapons,
          login: 'Email',
          email: 'twokeys',
          password,
          price: 42,
          images: like.images,
        },
        seller,
      );
      expect(created.status, JSON.stringify(created.body)).toBe(201);

      // A buyer orders through B, and the seller confirms the payment on B: B opens A's seal.
      const buyerEmail = `twokeys-${randomBytes(3).toString('hex')}@example.com`;
      const order = await call<Invoice>(bBase, 'POST', '/api/transaction', {
        account_id: created.data.id,
        name: 'Two Keys',
        email: buyerEmail,
      });
      expect(order.status, JSON.stringify(order.body)).toBe(201);
      const confirmed = await call(
        bBase,
        'POST',
        `/api/roller/transactions/${order.data.id}/confirm`,
        undefined,
        seller,
      );
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);

      // Whichever instance's outbox job stores it, B's dev mailbox lists it.
      const delivery = await eventually(
        "the delivery mail in B's dev mailbox",
        async () => {
          const box = await call<DevMail[]>(
            bBase,
            'GET',
            `/api/dev/mailbox?to=${encodeURIComponent(buyerEmail)}`,
          );
          return box.data.find((m) => m.subject.endsWith(' is ready'));
        },
        { timeoutMs: 60_000, intervalMs: 100 },
      );
      expect(delivery.text).toContain(password);

      // And the invoice link B signed opens on A.
      const token = new URL(order.data.invoice_url).searchParams.get('token');
      const invoice = await call<Invoice>(
        aBase,
        'GET',
        `/api/transaction/${order.data.id}?token=${token}`,
      );
      expect(invoice.status).toBe(200);

      for (const shop of [a, b]) {
        shop.child.kill('SIGTERM');
        expect((await shop.exited).code, shop.output()).toBe(0);
      }
    },
  );
});
