import { afterAll, beforeAll, expect } from 'vitest';
import {
  createTestContext,
  importOneOfEachGame,
  manualClock,
  signedInRoller,
  type TestContext,
} from '../../../test/helpers.ts';
import { listAccount, placeOrder } from '../../../test/orders-fixture.ts';
import {
  startDiscordStandIn,
  startPushStandIn,
  startWebhookStandIn,
  type Hit,
} from '../../../test/receiver-standins.ts';

type Seller = Awaited<ReturnType<typeof signedInRoller>>;

/**
 * A shop whose seller `sal` turned on every channel: a push device, a Discord webhook and a
 * signed webhook (its secret in `secret`), each a stand-in receiver on this machine.
 */
export function notifyTestbed() {
  // Ahead of the database's clock, so rows it stamps with now() are due at once.
  const time = manualClock(new Date(Date.now() + 60_000));
  const bed = {
    time,
    ctx: undefined as unknown as TestContext,
    sal: undefined as unknown as Seller,
    gameId: 0,
    discord: undefined as unknown as Awaited<ReturnType<typeof startDiscordStandIn>>,
    hook: undefined as unknown as Awaited<ReturnType<typeof startWebhookStandIn>>,
    push: undefined as unknown as Awaited<ReturnType<typeof startPushStandIn>>,
    secret: '',
  };
  const helpers = {
    sendDue: () => bed.ctx.services.sellerDeliveries.sendDue(),
    json: (hit: Hit) => JSON.parse(hit.body.toString()),
    deliveries: async (who = bed.sal) =>
      (
        await bed.ctx.app.inject({ url: '/api/roller/notification-deliveries', headers: who.auth })
      ).json().data.deliveries as Array<{
        id: number;
        channel: string;
        event: string;
        state: string;
      }>,
    newOrder: async () =>
      placeOrder(bed.ctx, await listAccount(bed.ctx, bed.sal, bed.gameId, { price: 74 })),
  };

  beforeAll(async () => {
    const ctx = await createTestContext(
      {
        PUBLIC_URL: 'https://shop.example',
        PUSH_ENDPOINT_ALLOW: '127.0.0.1',
        WEBHOOK_ENDPOINT_ALLOW: '127.0.0.1',
      },
      undefined,
      time.clock,
    );
    bed.ctx = ctx;
    [bed.discord, bed.hook, bed.push] = await Promise.all([
      startDiscordStandIn(),
      startWebhookStandIn(),
      startPushStandIn(),
    ]);
    bed.gameId = await importOneOfEachGame(ctx, 'notify', 'Notify Game');
    const sal = (bed.sal = await signedInRoller(ctx, 'sal'));
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/roller/settings',
      headers: sal.auth,
      payload: {
        discord_webhook_url: bed.discord.webhookUrl,
        webhook_url: bed.hook.webhookUrl,
        notify: { mail_received: true },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    bed.secret = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/roller/settings/webhook-secret',
        headers: sal.auth,
      })
    ).json().data.secret;
    const device = await ctx.app.inject({
      method: 'POST',
      url: '/api/roller/push-devices',
      headers: sal.auth,
      payload: { push_subscription: bed.push.subscription, label: 'Phone' },
    });
    expect(device.statusCode, device.body).toBe(201);
  });
  afterAll(async () => {
    await Promise.all([bed.discord.close(), bed.hook.close(), bed.push.close()]);
    await bed.ctx.close();
  });
  return Object.assign(bed, helpers);
}
