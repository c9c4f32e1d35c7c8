import type { Config } from '../../config.ts';
import type { DB } from '../../db/index.ts';
import { createDevMailboxService } from './dev-mailbox.ts';
import { createOutboxRepo } from './repo.ts';
import { createDevMailboxTransport, createSmtpTransport, type MailTransport } from './transport.ts';
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
    return createSmtpTransport(config.smtpUrl, { from: `no-reply@${config.mailDomains[0]}` });
  }
  return createDevMailboxTransport(repo, { served: config.devMailbox });
}

/** The outbox worker and the dev mailbox listing, wired from config once. */
export function createOutbox(config: Config, db: DB) {
  const repo = createOutboxRepo(db);
  return {
    outbox: createOutboxWorker({ repo, transport: transportFor(config, repo) }),
    devMailbox: createDevMailboxService(repo),
  };
}
