import type { Config } from './config/types.ts';
import type { DbHandle } from './db/index.ts';
import { createSecretBox } from './lib/crypto.ts';
import { createShopAddresses } from './lib/shop-addresses.ts';
import { EventBus } from './lib/events.ts';
import { createAccountsRepo } from './modules/accounts/repo.ts';
import { createAccountsService } from './modules/accounts/service.ts';
import { createStockCounter } from './modules/accounts/stock.ts';
import { createListing } from './modules/accounts/listing.ts';
import { createBackofficeService } from './modules/accounts/backoffice.ts';
import { createIncomeRepo } from './modules/income/repo.ts';
import { createIncomeService } from './modules/income/service.ts';
import { createOrdersRepo } from './modules/orders/repo.ts';
import { createOrdersService } from './modules/orders/service.ts';
import { manualPayments, paypalPayments } from './modules/orders/payments.ts';
import { createPaypalCheckout } from './modules/orders/paypal.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { createAuthRepo } from './modules/auth/repo.ts';
import { createAuthService } from './modules/auth/service.ts';
import { createOwnerRepo } from './modules/owner/repo.ts';
import { createOwnerService } from './modules/owner/service.ts';
import { createCatalogRepo } from './modules/catalog/repo.ts';
import { createCatalogService } from './modules/catalog/service.ts';
import { createDemoSeeder } from './modules/demo/seed.ts';
import { createDemoRepo } from './modules/demo/repo.ts';
import { createOutbox } from './modules/outbox/service.ts';
import { mailJob } from './modules/outbox/mail-job.ts';
import { createUnitsOfWork } from './db/unit-of-work.ts';
import { createJobQueue } from './db/jobs/queue.ts';
import { createMailRepo } from './modules/mail/repo.ts';
import { createMailboxRepo } from './modules/mail/mailbox-repo.ts';
import { createDisputesRepo } from './modules/disputes/repo.ts';
import { createDisputesService } from './modules/disputes/service.ts';
import { createWarrantyWatchRepo } from './modules/warranty-watch/repo.ts';
import { createWarrantyWatch } from './modules/warranty-watch/service.ts';
import { createMailService } from './modules/mail/service.ts';
import {
  createSenderCheck,
  systemTxtResolver,
  type TxtResolver,
} from './modules/mail/sender-check.ts';
import { createMediaService } from './modules/media/service.ts';
import { createImageProxy } from './modules/media/proxy.ts';
import { createLocalBus, createPostgresBus } from './modules/realtime/bus.ts';
import { createRealtimeService } from './modules/realtime/service.ts';
import { createRollerDirectory, createTicketUses } from './modules/realtime/repo.ts';
import { createSubRollersRepo } from './modules/subrollers/repo.ts';
import { createBuyerAccessRepo } from './modules/buyer-access/repo.ts';
import { createBuyerAccessService } from './modules/buyer-access/service.ts';
import { buyerLinks } from './modules/buyer-access/links.ts';
import { createSubRollersService } from './modules/subrollers/service.ts';
import { createAlertsRepo } from './modules/alerts/repo.ts';
import { createPushRepo } from './modules/alerts/push-repo.ts';
import { createAlertsService } from './modules/alerts/service.ts';
import { createPushSender, vapidKeysFrom } from './modules/alerts/push.ts';
import { createSellerSettingsRepo } from './modules/seller-settings/repo.ts';
import { createSellerSettingsService } from './modules/seller-settings/service.ts';
import { orderReplyTo } from './modules/orders/reply-address.ts';
import { createSellerNotices } from './modules/seller-settings/notices.ts';
import { createDeliveryWorker } from './modules/seller-settings/deliveries.ts';
import { watchReceivedMail } from './modules/seller-settings/mail-news.ts';
import { createMetrics } from './modules/metrics/service.ts';
import { createHealthService } from './modules/health/service.ts';
import { writeBackup } from './modules/backup/backup.ts';
import { MAX_UPLOAD_BYTES } from '@shop/contract';
import { createDiskStore } from './lib/file-store.ts';
import { createS3Store } from './lib/s3-store.ts';
import path from 'node:path';

/** Wires repos into services once; the HTTP app, the CLI and start-up share this. */
export function createServices(
  config: Config,
  { db, listen }: Pick<DbHandle, 'db' | 'listen'>,
  events = new EventBus(),
  clock: Clock = systemClock,
  /** The DNS the DKIM check asks (the machine's by default; tests answer with their own keys). */
  dns: { resolve?: TxtResolver; timeoutMs?: number } = {},
) {
  const secrets = createSecretBox(config.secretKey);
  const auth = createAuthService(createAuthRepo(db, clock), events, { clock });
  const catalog = createCatalogService(createCatalogRepo(db), events);
  const accountsRepo = createAccountsRepo(db, clock);
  const listing = createListing({ db, listen }, events, {
    index: config.listingIndex,
    cache: config.listingCache,
  });
  const listingIndexes = listing.indexes;
  const accounts = createAccountsService(accountsRepo, catalog, listing.sources);
  const stock = createStockCounter(db, events);
  // The shop's own addresses, which no account may have (decision 0042).
  const shopAddresses = createShopAddresses({
    mailDomains: config.mailDomains,
    contactHref: config.shopPolicies.contact?.href,
  });
  const backoffice = createBackofficeService({
    repo: accountsRepo,
    catalog,
    secrets,
    mailDomains: config.mailDomains,
    shopAddresses,
    events,
  });
  const receivers = { allow: config.webhookEndpointAllow, timeoutMs: 10_000 };
  const push = createPushSender({
    vapid: vapidKeysFrom(config.secretKey),
    subject: `mailto:no-reply@${config.mailDomains[0]}`,
    allow: config.pushEndpointAllow,
    timeoutMs: 10_000,
  });
  // The one job queue (decision 0043): mail, seller deliveries and push alerts are its kinds,
  // queued in units of work that wake their runner after the commit. workers.ts runs it.
  const jobs = createJobQueue(db, { clock });
  const unitOfWork = createUnitsOfWork(db, mailJob, (kind) => jobs.wake(kind));
  const { outbox, devMailbox } = createOutbox(config, db, jobs);
  const sellerSettingsRepo = createSellerSettingsRepo(db, clock);
  const notices = createSellerNotices({
    repo: sellerSettingsRepo,
    publicUrl: config.publicUrl,
    clock,
  });
  const sellerSettings = createSellerSettingsService({
    repo: sellerSettingsRepo,
    unitOfWork,
    secrets,
    clock,
    push,
    receivers,
    publicUrl: config.publicUrl,
    replyAddress: (code) => orderReplyTo(code, config.mailDomains[0]!),
  });
  const buyerAccessRepo = createBuyerAccessRepo(db);
  // Every mail to a buyer carries a link to their pages, minted in the mail's own transaction.
  const links = buyerLinks({ repo: buyerAccessRepo, clock, publicUrl: config.publicUrl });
  const sellerDeliveries = createDeliveryWorker({
    repo: sellerSettingsRepo,
    push,
    secrets,
    receivers,
    clock,
    jobs,
  });
  const orders = createOrdersService({
    repo: createOrdersRepo(db),
    unitOfWork,
    buyerLinks: links,
    secrets,
    events,
    clock,
    payments: config.paypal
      ? paypalPayments(config.paypal.clientId, createPaypalCheckout(config.paypal))
      : manualPayments(config.paymentInstructions),
    tokenKey: config.secretKey,
    publicUrl: config.publicUrl,
    notices,
    mailDomain: config.mailDomains[0]!,
    shopContact: config.shopPolicies.contact?.label ?? null,
  });
  const owner = createOwnerService({ repo: createOwnerRepo(db), auth, events, orders });
  const income = createIncomeService({ repo: createIncomeRepo(db), catalog, clock });
  const files = config.s3
    ? createS3Store(config.s3)
    : createDiskStore(path.join(config.dataDir, 'files'));
  const demo = createDemoSeeder({
    auth,
    catalog,
    accounts,
    orders,
    secrets,
    sellerSettings,
    files,
    repo: createDemoRepo(db),
    mailDomain: config.mailDomains[0]!,
    demoPassword: config.demoPassword,
  });
  const media = createMediaService(files);
  const imageProxy = createImageProxy(files, {
    allow: config.imageProxyAllow,
    maxBytes: MAX_UPLOAD_BYTES,
    timeoutMs: 10_000,
    maxRedirects: 3,
  });
  const mail = createMailService({
    repo: createMailRepo(db, clock),
    mailbox: createMailboxRepo(db),
    events,
    mailDomains: config.mailDomains,
    retentionDays: config.inbound.retentionDays,
    senders: createSenderCheck({
      resolve: dns.resolve ?? systemTxtResolver(dns.timeoutMs, config.inbound.dkimDnsServers),
      timeoutMs: dns.timeoutMs,
      now: clock,
    }),
    // Two writes in flight on PostgreSQL: one slow commit does not hold every sender, and
    // batches stay large. Four gave fewer messages for more CPU each, one no more than two
    // (bench/notes/ingest.md, "Round three", two writes in flight, not four).
    writers: config.databaseUrl ? 2 : 1,
  });
  const subRollers = createSubRollersService({
    repo: createSubRollersRepo(db, clock),
    mailbox: mail,
    secrets,
    events,
    mailDomain: config.mailDomains[0]!,
  });
  const buyerAccess = createBuyerAccessService({
    repo: buyerAccessRepo,
    mailbox: mail,
    unitOfWork,
    buyerLinks: links,
    secrets,
    clock,
    shopAddresses,
  });
  const alerts = createAlertsService({
    repo: createAlertsRepo(db),
    pushes: createPushRepo(db),
    catalog,
    clock,
    publicUrl: config.publicUrl,
    push,
    unitOfWork,
    jobs,
  });
  const disputes = createDisputesService({
    repo: createDisputesRepo(db),
    unitOfWork,
    buyerLinks: links,
    mailbox: mail,
    buyers: buyerAccess,
    notices,
    events,
    clock,
  });
  const warrantyWatch = createWarrantyWatch({
    repo: createWarrantyWatchRepo(db),
    mailbox: mail,
    unitOfWork,
    buyerLinks: links,
    notices,
    events,
    clock,
  });
  const mailNews = {
    /** Queues sellers' news of received mail; workers.ts starts it and stops it. */
    start: () =>
      watchReceivedMail({
        events,
        repo: sellerSettingsRepo,
        notices,
        unitOfWork,
        onError: (err) => events.emit('service.fault', { source: 'mail notifications', err }),
      }),
  };
  const realtime = createRealtimeService({
    // PGlite serves one process, so its streams are all here; PostgreSQL may serve many.
    bus: config.databaseUrl
      ? createPostgresBus({
          listen,
          db,
          onError: (err) => events.emit('service.fault', { source: 'realtime bus', err }),
        })
      : createLocalBus(),
    events,
    secretKey: config.secretKey,
    clock,
    subRollers,
    buyers: buyerAccess,
    rollers: createRollerDirectory(db),
    ticketUses: createTicketUses(db),
  });
  const metrics = createMetrics({
    events,
    outboxStats: () => outbox.pendingStats(),
    openStreams: () => realtime.openStreams(),
  });
  const health = createHealthService({
    outboxStats: () => outbox.pendingStats(),
    transport: outbox.transportKind,
    verifyTransport: () => outbox.verifyTransport(),
    files,
    realtime: realtime.bus,
    onFault: (source, err) => events.emit('service.fault', { source, err }),
  });
  const backup = {
    /** A consistent backup of every table, taken while the shop runs (backup/backup.ts). */
    write: (file: string) => writeBackup(db, config.databaseUrl ? 'postgres' : 'pglite', file),
  };
  return {
    events,
    clock,
    backup,
    secrets,
    auth,
    owner,
    catalog,
    accounts,
    stock,
    backoffice,
    orders,
    income,
    media,
    imageProxy,
    files,
    demo,
    jobs,
    outbox,
    devMailbox,
    mail,
    subRollers,
    buyerAccess,
    disputes,
    warrantyWatch,
    alerts,
    sellerSettings,
    sellerDeliveries,
    mailNews,
    realtime,
    listingIndexes,
    metrics,
    health,
    /** Ends what the services hold open: realtime streams, the listing indexes' LISTEN. */
    async close(): Promise<void> {
      metrics.close();
      await realtime.close();
      await listingIndexes.close();
    },
  };
}

export type Services = ReturnType<typeof createServices>;
