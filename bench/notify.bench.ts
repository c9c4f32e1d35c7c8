/**
 * How soon a seller hears of an order: from the purchase request to the moment each of the
 * seller's channels (Web Push, Discord, the signed webhook) has the notification, through the
 * real queue (the order's transaction), the delivery worker's kick and real HTTP to local
 * stand-ins that answer as those services do. In-process on each backend, orders one at a
 * time, so the figure is the path's own latency and not a queue's. No DESIGN §8 budget: reported.
 */
import pino from 'pino';
import { startWorkers } from '../apps/server/src/workers.ts';
import {
  startDiscordStandIn,
  startPushStandIn,
  startWebhookStandIn,
} from '../apps/server/test/receiver-standins.ts';
import { recordFigures, type Figure } from './lib/figures.ts';
import { openInProcessShop } from './lib/in-process-shop.ts';
import { selectedBackends, type BackendKind } from './lib/sql.ts';
import { ms, summarize, table } from './lib/stats.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 40);
const CHANNELS = ['push', 'discord', 'webhook'] as const;

async function run(kind: BackendKind) {
  const receivers = {
    push: await startPushStandIn(),
    discord: await startDiscordStandIn(),
    webhook: await startWebhookStandIn(),
  };
  const { app, services, auth, listAccount, close } = await openInProcessShop(
    kind,
    { code: 'hears', password: 'hears-pass-1' },
    { PUSH_ENDPOINT_ALLOW: '127.0.0.1', WEBHOOK_ENDPOINT_ALLOW: '127.0.0.1' },
  );
  const stopWorkers = startWorkers(services, pino({ level: 'silent' }));
  try {
    await app.inject({
      method: 'PUT',
      url: '/api/roller/settings',
      headers: auth,
      payload: {
        discord_webhook_url: receivers.discord.webhookUrl,
        webhook_url: receivers.webhook.webhookUrl,
      },
    });
    await app.inject({ method: 'POST', url: '/api/roller/settings/webhook-secret', headers: auth });
    await app.inject({
      method: 'POST',
      url: '/api/roller/push-devices',
      headers: auth,
      payload: { push_subscription: receivers.push.subscription },
    });
    const latencies = { push: [] as number[], discord: [] as number[], webhook: [] as number[] };
    for (let i = 0; i < ORDERS; i++) {
      const accountId = await listAccount({ description: 'Heard', email: `heard${i}`, price: 60 });
      const started = performance.now();
      const order = await app.inject({
        method: 'POST',
        url: '/api/transaction',
        payload: { account_id: accountId, name: 'Ann', email: `ann${i}@example.com` },
        remoteAddress: `10.7.${Math.floor(i / 200)}.${i % 200}`,
      });
      if (order.statusCode !== 201) throw new Error(`order refused: ${order.body}`);
      await Promise.all(
        CHANNELS.map((c) =>
          receivers[c]
            .waitForDelivered(i + 1)
            .then(() => latencies[c].push(performance.now() - started)),
        ),
      );
    }
    return { kind, latencies };
  } finally {
    await stopWorkers();
    await close();
    await Promise.all(CHANNELS.map((c) => receivers[c].close()));
  }
}

const results: Awaited<ReturnType<typeof run>>[] = [];
for (const kind of selectedBackends()) {
  console.log(`${kind}: ${ORDERS} orders, one at a time, to Web Push, Discord and a webhook`);
  results.push(await run(kind));
}
const rows = results.flatMap((r) =>
  CHANNELS.map((c) => ({ kind: r.kind, channel: c, ...summarize(r.latencies[c]) })),
);
console.log(
  table(
    ['backend', 'channel', 'n', 'p50 ms', 'p95 ms', 'max ms'],
    rows.map((r) => [r.kind, r.channel, r.n, ms(r.p50), ms(r.p95), ms(r.max)]),
  ),
);
const figures: Figure[] = rows.map((r) => ({
  budget: `Order to seller notification (${r.channel}), p95`,
  backend: r.kind,
  label: `${r.n} orders one at a time; p50 ${ms(r.p50)} ms`,
  value: Number(r.p95.toFixed(1)),
  unit: 'ms',
  target: null,
}));
recordFigures('notify', figures);
