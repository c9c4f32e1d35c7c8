import type { DevMail } from '@shop/contract';
import type { Config } from '../../config/types.ts';
import type { DevMailRow, OutboxRepo } from './repo.ts';

/** Newest first; the page polls, so it stays a bounded list rather than a paged one. */
export const DEV_MAILBOX_LIMIT = 200;

const toDevMail = (row: DevMailRow): DevMail => ({
  id: row.id,
  to: row.to,
  subject: row.subject,
  text: row.text,
  html: row.html,
  created_at: row.createdAt.toISOString(),
});

/** What the dev mailbox transport stored, for /dev/mailbox (DESIGN §2, §9). */
export function createDevMailboxService(repo: OutboxRepo) {
  return {
    async list(filter: { to?: string } = {}): Promise<DevMail[]> {
      const rows = await repo.listDevMail({ to: filter.to, limit: DEV_MAILBOX_LIMIT });
      return rows.map(toDevMail);
    },
  };
}

export type DevMailboxService = ReturnType<typeof createDevMailboxService>;

/** For the start line: where the dev mailbox is and why it is on, or why it is off. */
export function devMailboxStatus(
  config: Pick<Config, 'devMailbox' | 'devMailboxReason' | 'publicUrl'>,
): string {
  return config.devMailbox
    ? `dev mailbox at ${config.publicUrl}/dev/mailbox (${config.devMailboxReason})`
    : `dev mailbox off (${config.devMailboxReason})`;
}
