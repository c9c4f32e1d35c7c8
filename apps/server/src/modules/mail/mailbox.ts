import type {
  BuyerEmail,
  EmailDetail,
  EmailList,
  EmailListQuery,
  EmailReadAllResult,
  EmailReadResult,
} from '@shop/contract';
import { EMAIL_PAGE_SIZE } from '@shop/contract';
import { errors } from '../../lib/errors.ts';
import { attachmentOf, rawMessageOf, type MailFile } from './attachments.ts';
import type { MailboxRepo } from './mailbox-repo.ts';
import { toBuyerEmail, toCitedMail, toEmailDetail, toEmailSummary } from './mappers.ts';
import type { MailboxReader, RollerReader } from './readers.ts';

/**
 * The mailbox as every reader reads it (DESIGN §5 "Readers of one mailbox"): the seller, a
 * sub-roller's link and a buyer's token get the same answers, each within its own scope. Mail
 * outside a reader's scope answers 404, as if absent.
 */
export function createMailbox(repo: MailboxRepo) {
  async function get(reader: MailboxReader, id: number): Promise<EmailDetail> {
    const row = await repo.one(reader, id);
    if (!row) throw errors.emailNotFound();
    return toEmailDetail(row);
  }

  async function file(reader: MailboxReader, id: number) {
    const found = await repo.file(reader, id);
    if (!found) throw errors.emailNotFound();
    return found;
  }

  return {
    /** One mail in the reader's scope, or null; nothing is marked read. */
    async find(reader: MailboxReader, id: number): Promise<EmailDetail | null> {
      const row = await repo.one(reader, id);
      return row ? toEmailDetail(row) : null;
    },

    /** A page of the reader's mail, newest first; a roller may search and filter by address. */
    async list(reader: MailboxReader, q: EmailListQuery): Promise<EmailList> {
      const page = q.page ?? 1;
      const limit = q.limit ?? EMAIL_PAGE_SIZE;
      const filter = {
        q: q.q?.trim() || undefined,
        to: q.to?.trim().toLowerCase() || undefined,
      };
      const [rows, total, unread] = await Promise.all([
        repo.page(reader, filter, { page, limit }),
        repo.total(reader, filter),
        repo.unread(reader),
      ]);
      return { emails: rows.map(toEmailSummary), total, limit, page, unread };
    },

    /** The reader's newest mails with their text, and how many they have in all. */
    async latest(
      reader: MailboxReader,
      limit: number,
    ): Promise<{ emails: BuyerEmail[]; total: number }> {
      const [rows, total] = await Promise.all([
        repo.pageWithText(reader, { page: 1, limit }),
        repo.total(reader),
      ]);
      return { emails: rows.map(toBuyerEmail), total };
    },

    get,

    /** One mail, marked read in the reader's own view as it is opened. */
    async open(reader: MailboxReader, id: number): Promise<EmailDetail> {
      const mail = await get(reader, id);
      if (!mail.is_read) await repo.markRead(reader, id);
      return { ...mail, is_read: true };
    },

    /** A roller marks a mail read by hand; other readers' mail is marked as it is opened. */
    async markRead(reader: RollerReader, id: number): Promise<EmailReadResult> {
      if (!(await repo.markRead(reader, id))) throw errors.emailNotFound();
      return { id, is_read: true, unread: await repo.unread(reader) };
    },

    unreadCount: (reader: MailboxReader) => repo.unread(reader),

    async markAllRead(reader: RollerReader): Promise<EmailReadAllResult> {
      const marked = await repo.markAllRead(reader);
      return { marked, unread: await repo.unread(reader) };
    },

    /** The n-th attachment of a mail in the reader's scope. */
    async attachment(reader: MailboxReader, id: number, n: number): Promise<MailFile> {
      const { raw_gz, attachments } = await file(reader, id);
      return attachmentOf(raw_gz, attachments, n);
    },

    /** The mails a dispute cites, by id, oldest first; the dispute decides who reads them. */
    async cited(ids: readonly number[]) {
      return (await repo.cited(ids)).map(toCitedMail);
    },

    /** A mail as received, for support. */
    async raw(reader: MailboxReader, id: number): Promise<MailFile> {
      return rawMessageOf((await file(reader, id)).raw_gz, id);
    },
  };
}

export type Mailbox = ReturnType<typeof createMailbox>;
