import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../src/lib/clock.ts';
import {
  createTestContext,
  importOneOfEachGame,
  signedInRoller,
  type TestContext,
} from './helpers.ts';
import { listAccount, loginEmailOf, placeOrder } from './orders-fixture.ts';
import { signatureValid, startDiscordStandIn, startWebhookStandIn } from './receiver-standins.ts';

/**
 * Issue 35, "One clock": a test shop whose clock was moved (TEST_CLOCK=1, `shop clock advance`)
 * stamps everything it stores or sends with that clock: an order's created_at and expires_at,
 * the seller's webhook and Discord news of it, a received mail, a session.
 */
const HOUR = 60 * 60 * 1000;
const clock = movableClock();
/** Within this of the shop's clock: a step of the test, never the hour the clock was moved. */
const CLOSE_MS = 60_000;

let ctx: TestContext;
let discord: Awaited<ReturnType<typeof startDiscordStandIn>>;
let hook: Awaited<ReturnType<typeof startWebhookStandIn>>;
let seller: Awaited<ReturnType<typeof signedInRoller>>;
let secret = '';
let gameId = 0;

const nearShopClock = (at: Date | string | number) =>
  expect(Math.abs(new Date(at).getTime() - clock().getTime())).toBeLessThan(CLOSE_MS);

beforeAll(async () => {
  ctx = await createTestContext(
    { PUBLIC_URL: 'https://shop.example', WEBHOOK_ENDPOINT_ALLOW: '127.0.0.1' },
    undefined,
    clock,
  );
  [discord, hook] = await Promise.all([startDiscordStandIn(), startWebhookStandIn()]);
  gameId = await importOneOfEachGame(ctx, 'clocked', 'Clocked Game');
  // Moved before anything is stamped, as `shop clock advance` moves a running test shop.
  await clock.move(HOUR);
  seller = await signedInRoller(ctx, 'tim');
  const saved = await ctx.app.inject({
    method: 'PUT',
    url: '/api/roller/settings',
    headers: seller.auth,
    payload: { discord_webhook_url: discord.webhookUrl, webhook_url: hook.webhookUrl },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  secret = (
    await ctx.app.inject({
      method: 'POST',
      url: '/api/roller/settings/webhook-secret',
      headers: seller.auth,
    })
  ).json().data.secret;
});
afterAll(async () => {
  await Promise.all([discord.close(), hook.close()]);
  await ctx.close();
});

describe('a shop on a moved clock', () => {
  it('opens an order on its clock: created_at and expires_at five minutes apart', async () => {
    const order = await placeOrder(ctx, await listAccount(ctx, seller, gameId));
    const row = await ctx.db
      .selectFrom('transactions')
      .select(['created_at', 'expires_at'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    nearShopClock(row.created_at);
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBe(5 * 60_000);
    const invoice = (
      await ctx.app.inject({
        url: order.invoice_url.replace('https://shop.example/invoice', '/api/transaction'),
      })
    ).json().data;
    expect(Date.parse(invoice.expires_at) - Date.parse(invoice.created_at)).toBe(5 * 60_000);
  });

  it('tells the seller of it with the same clock: webhook timestamp and body, Discord, the queue', async () => {
    await ctx.services.sellerDeliveries.sendDue();
    const [hit] = await hook.waitForDelivered(1);
    expect(signatureValid(hit!, secret)).toBe(true);
    nearShopClock(Number(hit!.headers['x-shop-timestamp']) * 1000);
    const body = JSON.parse(hit!.body.toString()) as { event: string; created_at: string };
    expect(body.event).toBe('order.created');
    nearShopClock(body.created_at);
    const [message] = await discord.waitForDelivered(1);
    nearShopClock(JSON.parse(message!.body.toString()).embeds[0].timestamp);
    const { rows } = await sql<{ created_at: Date; delivered_at: Date }>`
      select created_at, delivered_at from seller_deliveries`.execute(ctx.db);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      nearShopClock(r.created_at);
      nearShopClock(r.delivered_at);
    }
  });

  it('receives mail and keeps sessions on its clock', async () => {
    const accountId = await listAccount(ctx, seller, gameId);
    const to = await loginEmailOf(ctx, accountId);
    const raw = Buffer.from(
      `From: Game <noreply@game.example>\r\nTo: ${to}\r\nSubject: Hello\r\n` +
        `Message-ID: <clock-1@game.example>\r\n\r\nWelcome back.\r\n`,
    );
    const { id } = await ctx.services.mail.ingest(raw, 'noreply@game.example', [to]);
    const mail = await ctx.db
      .selectFrom('mail_messages')
      .select('created_at')
      .where('id', '=', String(id))
      .executeTakeFirstOrThrow();
    nearShopClock(mail.created_at);
    const listed = await ctx.app.inject({ url: `/api/email/${id}`, headers: seller.auth });
    expect(listed.statusCode, listed.body).toBe(200);
    nearShopClock(listed.json().data.created_at);

    const session = await ctx.db
      .selectFrom('sessions')
      .select(['created_at', 'last_used_at'])
      .executeTakeFirstOrThrow();
    nearShopClock(session.created_at);
    nearShopClock(session.last_used_at);
  });
});
