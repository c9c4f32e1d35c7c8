import type { Config } from '../../config/types.ts';
import type { DB } from '../../db/index.ts';
import type { JobQueue } from '../../db/jobs/queue.ts';
import { noReplyAddress } from '../../lib/shop-addresses.ts';
import { createDevMailboxService } from './dev-mailbox.ts';
import { mailWorker } from './mail-job.ts';
import { createOutboxRepo } from './repo.ts';
import { createDevMailboxTransport, createSmtpTransport, type MailTransport } from './transport.ts';

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
 * Outbound mail as a kind of job on the shop's queue, its sender's health and the dev mailbox
 * listing, wired from config once. Units of work queue the mail (db/unit-of-work.ts); the queue
 * sends it, woken after their commit.
 */
export function createOutbox(config: Config, db: DB, jobs: JobQueue) {
  const repo = createOutboxRepo(db);
  const transport = transportFor(config, repo);
  const runner = jobs.register(mailWorker({ repo, transport }));
  return {
    outbox: {
      /** One batch of due mail, sent now (tests and tooling). */
      drainOnce: async () => {
        const { done, failed } = await runner.drainOnce();
        return { sent: done, failed };
      },
      pendingCount: () => runner.pendingCount(),
      pendingStats: () => repo.pendingStats(),
      /** Where mail goes, and whether it can get there now (health). */
      transportKind: transport.kind,
      verifyTransport: () => transport.verify(),
    },
    devMailbox: createDevMailboxService(repo),
  };
}
