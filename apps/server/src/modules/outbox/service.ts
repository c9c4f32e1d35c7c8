import type { Config } from '../../config/types.ts';
import type { DB } from '../../db/index.ts';
import { noReplyAddress } from '../../lib/shop-addresses.ts';
import { createDevMailboxService } from './dev-mailbox.ts';
import { createOutboxRepo } from './repo.ts';
import { createDevMailboxTransport, createSmtpTransport, type MailTransport } from './transport.ts';
import { createUnitsOfWork } from './unit-of-work.ts';
import { createOutboxWorker } from './worker.ts';

/**
 * The relay when SMTP_URL is set, else the dev mailbox (config refuses a public HOST without
 * one), served or not as config decided.
 */
export function transportFor(
  config: Config,
  repo: ReturnType<typeof createOutboxRepo>,
): MailTransport {
  if (config.smtpUrl) {
    return createSmtpTransport(config.smtpUrl, { from: noReplyAddress(config.mailDomains[0]!) });
  }
  return createDevMailboxTransport(repo, { served: config.devMailbox });
}

/**
 * The outbox worker, the units of work that queue mail for it, and the dev mailbox listing,
 * wired from config once. The worker wakes when a unit of work that queued mail commits (and
 * polls for what is due later: retries).
 */
export function createOutbox(config: Config, db: DB) {
  const repo = createOutboxRepo(db);
  const outbox = createOutboxWorker({ repo, transport: transportFor(config, repo) });
  return {
    outbox,
    unitOfWork: createUnitsOfWork(db, () => outbox.kick()),
    devMailbox: createDevMailboxService(repo),
  };
}
