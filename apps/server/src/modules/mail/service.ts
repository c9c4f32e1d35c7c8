import type { InboundResult } from '@shop/contract';
import { errors } from '../../lib/errors.ts';
import type { DomainEvents, EventBus } from '../../lib/events.ts';
import { createGroupCommit } from '../../lib/group-commit.ts';
import { createMailbox } from './mailbox.ts';
import type { MailboxRepo } from './mailbox-repo.ts';
import { parseMail, type ParsedMessage } from './parse.ts';
import type { MailRepo, RecipientRoute } from './repo.ts';
import { parseShopAddress } from './routing.ts';
import type { SenderCheck, SenderVerdict } from './sender-check.ts';

/** Old mail goes in slices: one long delete would hold locks the inbox waits on. */
const PRUNE_BATCH = 1000;
/** How long a roller code found once is trusted without asking the database again. */
const ROLLER_CACHE_MS = 60_000;
const ROLLER_CACHE_MAX = 10_000;
/**
 * Messages stored in one statement at most. The MX holds one message per connection until it
 * is committed, so a batch is at most the connections waiting at that moment.
 */
const MAX_BATCH = 64;
/** Raw bytes in one statement at most: a few large mails go alone, never a huge statement. */
const MAX_BATCH_BYTES = 8 * 1024 * 1024;
/** How long a write waits for messages still being parsed to join it. */
const GATHER_MS = 5;

export interface MailServiceDeps {
  repo: MailRepo;
  mailbox: MailboxRepo;
  events: EventBus;
  mailDomains: readonly string[];
  retentionDays: number;
  /** Whether a message's sender is who its From says (DKIM, decision 0041). */
  senders: SenderCheck;
  /**
   * Batches written at once: PGlite runs one statement at a time anyway; with a pool, the next
   * batch need not wait for the last one's commit.
   */
  writers?: number;
}

/**
 * Received mail: routing, storage and retention (DESIGN §5 Inbox), and the mailbox every reader
 * reads (mailbox.ts).
 */
export function createMailService({
  repo,
  mailbox,
  events,
  mailDomains,
  retentionDays,
  senders,
  writers = 1,
}: MailServiceDeps) {
  // Known roller codes only: an RCPT TO for a roller's address then costs no query (the
  // account it may be the login of is looked up as the message is stored). Never a negative
  // entry: a roller or account created a moment ago must not be refused with a 550.
  const rollerIds = new Map<string, { id: number; until: number }>();

  let parsing = 0;
  const store = createGroupCommit(repo.insertMany, {
    maxItems: MAX_BATCH,
    maxWeight: MAX_BATCH_BYTES,
    weight: (m) => m.mail.rawSize,
    coming: () => parsing,
    gatherMs: GATHER_MS,
    concurrency: writers,
    // Plain mail is parsed synchronously (the fast path): the messages whose data came in one
    // turn of the event loop are stored together.
    afterTurn: true,
  });
  // Verdicts of signed mail, stored in batches as the messages were.
  const storeVerdicts = createGroupCommit(repo.setSenderVerified, {
    maxItems: 256,
    concurrency: writers,
  });

  /**
   * The sender check of a committed message, off the SMTP path: the MX has answered 250 and
   * the readers have been told before any DNS look-up starts. Whoever waits for the verdict
   * (the warranty watch) listens for `mail.sender-checked`, emitted once it is stored.
   */
  async function checkSender(
    raw: Buffer,
    received: DomainEvents['mail.received'],
    known: SenderVerdict,
  ): Promise<void> {
    let verdict = known;
    if (known === null) {
      verdict = await senders.check(raw, received.from);
      if (verdict !== null) await storeVerdicts.add({ id: received.messageId, verified: verdict });
    }
    events.emit('mail.sender-checked', { ...received, senderVerified: verdict });
  }

  /**
   * Where an envelope address delivers; empty when it is refused (a foreign domain, or no
   * roller and no account by that address).
   */
  async function route(rawAddress: string): Promise<RecipientRoute[]> {
    const parsed = parseShopAddress(rawAddress, mailDomains);
    if (!parsed) return [];
    const cached = parsed.rollerCode ? rollerIds.get(parsed.rollerCode) : undefined;
    if (cached && cached.until > Date.now())
      return [{ address: parsed.address, rollerId: cached.id, accountId: null }];

    const rows = await repo.routesOf(parsed.address, parsed.rollerCode);
    const byRoller = new Map<number, number | null>();
    for (const r of rows) {
      byRoller.set(r.roller_id, r.account_id ?? byRoller.get(r.roller_id) ?? null);
      if (r.by_code && parsed.rollerCode) {
        if (rollerIds.size >= ROLLER_CACHE_MAX) rollerIds.clear();
        rollerIds.set(parsed.rollerCode, { id: r.roller_id, until: Date.now() + ROLLER_CACHE_MS });
      }
    }
    return [...byRoller].map(([rollerId, accountId]) => ({
      address: parsed.address,
      rollerId,
      accountId,
    }));
  }

  /**
   * Parses and stores one message for the routed recipients; resolves once it is committed
   * (with the others that arrived meanwhile: group commit), with why it could not be read when
   * it was kept unread. Only a storage failure throws: the sender is told to try again and
   * nothing is kept.
   */
  async function accept(raw: Buffer, envelopeFrom: string, routes: RecipientRoute[]) {
    parsing++;
    let mail: ParsedMessage;
    try {
      mail = await parseMail(raw, envelopeFrom);
    } finally {
      parsing--;
    }
    const stored = await store.add({ mail, routes });
    const id = Number(stored.id);
    const received: DomainEvents['mail.received'] = {
      messageId: id,
      rollerIds: [...new Set(routes.map((r) => r.rollerId))],
      addresses: [...new Set(routes.map((r) => r.address))],
      recipients: routes.map((r) => ({ rollerId: r.rollerId, address: r.address })),
      subRollers: stored.subRollers,
      accounts: stored.accounts,
      subject: mail.subject,
      from: mail.from,
      created_at: stored.created_at.toISOString(),
    };
    events.emit('mail.received', received);
    checkSender(raw, received, mail.senderVerified).catch((err: unknown) =>
      events.emit('service.fault', { source: 'sender check', err }),
    );
    return { id, unreadable: mail.unreadable };
  }

  return {
    ...createMailbox(mailbox),
    route,
    accept,

    /** POST /api/inbound: the same routing and storage as SMTP, for HTTP forwarders. */
    async ingest(raw: Buffer, envelopeFrom: string, recipients: string[]): Promise<InboundResult> {
      if (raw.length === 0) throw errors.inboundEmpty();
      const wanted = [...new Set(recipients.map((r) => r.trim()).filter(Boolean))];
      if (wanted.length === 0) throw errors.envelopeRecipientsMissing();
      const routes: RecipientRoute[] = [];
      const accepted: string[] = [];
      const rejected: string[] = [];
      for (const address of wanted) {
        const found = await route(address);
        if (found.length === 0) rejected.push(address);
        else {
          accepted.push(found[0]!.address);
          routes.push(...found);
        }
      }
      if (routes.length === 0) throw errors.mailRecipientsUnknown(rejected);
      let id: number;
      try {
        ({ id } = await accept(raw, envelopeFrom, routes));
      } catch {
        throw errors.mailStorageFailed();
      }
      return { id, accepted, rejected };
    },

    /** The retention job: deletes mail older than MAIL_RETENTION_DAYS; returns how many. */
    async prune(batch = PRUNE_BATCH): Promise<number> {
      let total = 0;
      for (;;) {
        const n = await repo.pruneBatch(retentionDays, batch);
        total += n;
        if (n < batch) return total;
      }
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
