import path from 'node:path';
import v8 from 'node:v8';
import { buildApp } from './app.ts';
import { loadSettings } from './config/load.ts';
import { ConfigError } from './config/read-env.ts';
import { ensureSecretKey } from './config/secret-key.ts';
import type { Config } from './config/types.ts';
import { migrate, openDb, type DB } from './db/index.ts';
import { ControlSocketError } from './modules/operator/control-socket.ts';
import { DataDirLockedError } from './modules/operator/data-dir-lock.ts';
import { ownDataDir, type DataDirOwner } from './modules/operator/data-dir-owner.ts';
import { announceDemoSeed, printAfterLog } from './modules/demo/first-start.ts';
import { devMailboxStatus } from './modules/outbox/dev-mailbox.ts';
import { unpublishedPoliciesWarning } from './modules/shop-policies/settings.ts';
import { checkSecretKey, SecretKeyMismatchError } from './modules/secret-key/check.ts';
import { createServices } from './services.ts';
import { startWorkers } from './workers.ts';
import { startInboundSmtp, type InboundSmtp } from './modules/mail/smtp.ts';
import { stepTimes } from './lib/step-times.ts';
import { shopClock } from './modules/operator/clock-command.ts';
import { gracefulStop } from './stop.ts';

/** The settings, and the secret key: generated into DATA_DIR when this is the shop's first start. */
function readConfig(): Config {
  try {
    return ensureSecretKey(loadSettings());
  } catch (err) {
    if (err instanceof ConfigError) {
      // One clear line naming the variable, then stop (fail fast at boot).
      console.error(`Configuration error: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
}

/** PGlite is one process's database: take DATA_DIR before opening it, or stop with one line. */
async function ownEmbeddedDataDir(config: Config): Promise<DataDirOwner | null> {
  if (config.databaseUrl) return null;
  try {
    return await ownDataDir(config.dataDir);
  } catch (err) {
    if (err instanceof DataDirLockedError || err instanceof ControlSocketError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

/** A key other instances on this database do not share: stop with one line (DESIGN §9). */
async function agreeOnSecretKey(config: Config, db: DB): Promise<string | null> {
  try {
    return await checkSecretKey(db, config);
  } catch (err) {
    if (err instanceof SecretKeyMismatchError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

async function main(): Promise<void> {
  // Node's own start and loading this code, before any step below.
  const loadMs = Math.round(process.uptime() * 1000);
  const config = readConfig();
  // Read by V8 at each full collection, so it takes effect from boot on (config/schema.ts says why).
  if (config.heapGrowingPercent > 0)
    v8.setFlagsFromString(`--heap-growing-percent=${config.heapGrowingPercent}`);
  // Logged with "Shop running": which part of a slow start was slow.
  const start = stepTimes();
  const owner = await start.step('data_dir_lock', () => ownEmbeddedDataDir(config));
  // Until the app's logger exists, a lost connection is written to stderr.
  let onPoolError = (err: Error): void => {
    process.stderr.write(`database connection lost: ${err.message}\n`);
  };
  const handle = await start.step('database', () =>
    openDb({
      databaseUrl: config.databaseUrl,
      dataDir: path.join(config.dataDir, 'db'),
      poolSize: config.databasePoolSize,
      onPoolError: (err) => onPoolError(err),
    }),
  );
  await start.step('migrations', () => migrate(handle.db));
  const keyWarning = await start.step('secret_key', () => agreeOnSecretKey(config, handle.db));
  // Only a shop started for tests has a clock an operator command can move (clock-command.ts);
  // it starts where the moves kept in the database left it, and on PostgreSQL, where the CLI
  // moves it from a process of its own, follows them.
  const clock = await shopClock(config.testClock, handle.db, {
    follow: Boolean(config.databaseUrl),
  });
  const services = createServices(config, handle, undefined, clock);
  const app = await start.step('app', () => buildApp({ config, db: handle.db, services }));
  onPoolError = (err) =>
    app.log.warn({ err: err.message }, 'database connection lost; the next query reconnects');
  owner?.serve(services, app.log);
  if (keyWarning) app.log.warn(keyWarning);
  const policiesWarning = unpublishedPoliciesWarning(config.shopPolicies);
  if (policiesWarning) app.log.warn(policiesWarning);
  // Accounts saved before their name was reserved (decision 0042): their sellers must rename them.
  const shopAddressWarning = await services.backoffice.shopAddressWarning();
  if (shopAddressWarning) app.log.warn(shopAddressWarning);

  // Pictures of a demo seeded before they were stored files, drawn once (migration 0019).
  const legacyPictures = await services.demo.legacyPictures();
  if (legacyPictures.length > 0) {
    const stored = await start.step('demo_pictures', () =>
      services.demo.storeLegacyPictures(legacyPictures),
    );
    app.log.info(stored, 'demo pictures stored');
  }
  let demoSignIn: string | null = null;
  if (config.demo && (await services.catalog.countGames()) === 0) {
    const seeded = await start.step('demo_seed', () => services.demo.seed());
    demoSignIn = announceDemoSeed(seeded, app.log);
  }

  const stopWorkers = startWorkers(services, app.log);

  let smtp: InboundSmtp | null = null;
  // Down until the MX listens: a load balancer waits for it like for the HTTP port.
  services.health.attach('smtp_in', () => smtp?.listening() ?? false);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: no new connections, finishing requests in flight');
    void gracefulStop({
      timeoutS: config.stopTimeoutS,
      log: app.log,
      exit: (code) => process.exit(code),
      steps: [
        ['http', () => app.close()],
        ['smtp', async () => smtp?.close()],
        ['workers', stopWorkers],
        ['services', () => services.close()],
        ['operator_commands', async () => owner?.stopCommands()],
        ['database', () => handle.close()],
        // Last: nobody may open the database files before they are closed.
        ['data_dir_lock', async () => owner?.release()],
      ],
    });
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));

  await start.step('http', () => app.listen({ port: config.port, host: config.host }));
  smtp = await start.step('smtp', () =>
    startInboundSmtp({
      mail: services.mail,
      settings: config.inbound,
      hostname: config.mailDomains[0]!,
      port: config.smtpPort,
      host: config.smtpHost,
      log: app.log,
      events: services.events,
    }),
  );
  app.log.info(`Receiving mail for ${config.mailDomains.join(', ')} on SMTP port ${smtp.port}`);
  app.log.info(
    {
      load_ms: loadMs,
      start_ms: start.totalMs(),
      uptime_ms: Math.round(process.uptime() * 1000),
      steps_ms: start.steps,
    },
    `Shop running at ${config.publicUrl} (database: ${handle.kind === 'pglite' ? 'embedded' : 'PostgreSQL'}); ${devMailboxStatus(config)}`,
  );
  // The first start only: how a newcomer gets in, last and plain, for a person to copy.
  if (demoSignIn) printAfterLog(app.log, demoSignIn);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
