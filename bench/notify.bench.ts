/**
 * How soon a seller hears of an order: from the purchase request to the moment each of the
 * seller's channels (Web Push, Discord, the signed webhook) has the notification, through the
 * real queue (the order's transaction), the delivery worker's kick and real HTTP to local
 * stand-ins that answer as those services do. In-process on each backend, orders one at a
 * time, so the figure is the path's own latency and not a queue's. No DESIGN §8 budget: reported.
 */
import path from 'node:path';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { migrate, openDb } from '../apps/server/src/db/index.ts';
import { createServices } from '../apps/server/src/services.ts';
import { startWorkers } from '../apps/server/src/workers.ts';
import { demoCatalog } from '../apps/server/src/modules/demo/catalog-data.ts';
import {
  startDiscordStandIn,
  startPushStandIn,
  startWebhookStandIn,
} from '../apps/server/test/receiver-standins.ts';
import { recordFigures, type Figure } from './lib/figures.ts';
import { createBackend, selectedBackends, type BackendKind } from './lib/sql.ts';
import { ms, summarize, table } from './lib/stats.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 40);
const CHANNELS = ['push', 'discord', 'webhook'] as const;

async function run(kind: BackendKind) {
  const backend = await createBackend(kind);
  const handle = await openDb({
    databaseUrl: backend.databaseUrl,
    dataDir: backend.databaseUrl ? null : path.join(backend.dataDir, 'db'),
    onPoolError: () => {},
  });
  const receivers = {
    push: await startPushStandIn(),
    discord: await startDiscordStandIn(),
    webhook: await startWebhookStandIn(),
  };
  try {
    await migrate(handle.db);
    const config = loadConfig({
      DATA_DIR: backend.dataDir,
      SECRET_KEY: '44'.repeat(32),
      LOG_LEVEL: 'silent',
      PUSH_ENDPOINT_ALLOW: '127.0.0.1',
      WEBHOOK_ENDPOINT_ALLOW: '127.0.0.1',
      ...(backend.databaseUrl ? { DATABASE_URL: backend.databaseUrl } : {}),
    });
    const services = createServices(config, handle);
    const app = await buildApp({ config, db: handle.db, services, logger: false, webDist: '/x' });
    const stopWorkers = startWorkers(services, pino({ level: 'silent' }));
    await services.catalog.importCatalog(demoCatalog);
    const game = (await services.catalog.listGames())[0]!;
    await services.auth.createRoller({ code: 'hears', name: 'Hears', password: 'hears-pass-1' });
    const login = await app.inject({
      method: 'POST',
      url: '/api/roller/login',
      payload: { code: 'hears', password: 'hears-pass-1' },
    });
    const auth = { authorization: `Bearer ${login.json().data.token}` };
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
      const listed = await app.inject({
        method: 'POST',
        url: `/api/games/${game.id}/accounts`,
        headers: auth,
        payload: {
          server_name: game.servers[0]!.value,
          banner_guarantee: false,
          description: 'Heard',
          gender: 'F',
          characters: [],
          weapons: [],
          login: 'Username',
          email: `heard${i}`,
          password: 'heard-password',
          price: 60,
          images: [game.image],
        },
      });
      const started = performance.now();
      const order = await app.inject({
        method: 'POST',
        url: '/api/transaction',
        payload: { account_id: listed.json().data.id, name: 'Ann', email: `ann${i}@example.com` },
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
    await stopWorkers();
    await app.close();
    await services.close();
    return { kind, latencies };
  } finally {
    await Promise.all(CHANNELS.map((c) => receivers[c].close()));
    await handle.close();
    await backend.dispose();
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
