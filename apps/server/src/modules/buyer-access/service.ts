import type { BuyerCredentials, BuyerEmails, EmailDetail } from '@shop/contract';
import type { Clock } from '../../lib/clock.ts';
import type { SecretBox } from '../../lib/crypto.ts';
import { errors } from '../../lib/errors.ts';
import { RateWindow } from '../../lib/rate-window.ts';
import { utcTime } from '../../lib/utc-time.ts';
import type { MailFile } from '../mail/attachments.ts';
import type { Mailbox } from '../mail/mailbox.ts';
import { buyerReader } from '../mail/readers.ts';
import type { OutgoingMail } from '../outbox/outbox.ts';
import type { Part, UnitsOfWork } from '../../db/unit-of-work.ts';
import { warrantyUntil } from '../../lib/warranty.ts';
import { renderMail } from '../outbox/layout.ts';
import type { BuyerAccessRepo } from './repo.ts';
import { clientKey } from '../../lib/client-key.ts';
import { hashOf, type BuyerLinks } from './links.ts';
import type { ShopAddresses } from '../../lib/shop-addresses.ts';

/** Requests per client address, and links mailed per buyer e-mail, per hour. */
const REQUESTS_PER_ADDRESS = 10;
const LINKS_PER_EMAIL = 3;
/**
 * Credential reads per client address per hour: a buyer reveals and copies a few passwords; a
 * page left open, or a stolen link, does not read them in a loop.
 */
const CREDENTIAL_READS_PER_ADDRESS = 60;
const HOUR_MS = 60 * 60 * 1000;
/** Mails listed per account, newest first. */
const BUYER_EMAILS_PER_ACCOUNT = 50;

/** The one answer to every well-formed request: whether the e-mail bought anything stays unsaid. */
export const ACCESS_REQUESTED =
  'If this e-mail has received accounts from the shop, a link to read their mail is on its way. It works for 24 hours.';

function accessMail(email: string, link: string, expiresAt: Date): OutgoingMail {
  return {
    to: email,
    subject: 'Your link to read your accounts’ mail',
    ...renderMail({
      heading: 'Read the mail of your accounts',
      paragraphs: [
        'Open the link below to read the mail that reached the accounts you bought since each purchase, such as login codes.',
        `The link works for 24 hours, until ${utcTime(expiresAt)}. Ask for a new one on the same page after that.`,
      ],
      action: { label: 'Read my accounts’ mail', url: link },
      footer: 'You receive this mail because this address asked for access on the shop.',
    }),
  };
}

/**
 * Buyer mail access (SPEC §3, DESIGN §5): a buyer asks with the e-mail they bought with and
 * gets a 24-hour link by mail; the link reads the mail each delivered account received since
 * its purchase, nothing else.
 */
export function createBuyerAccessService(deps: {
  repo: BuyerAccessRepo;
  /** Reads the mail of the buyer's delivered accounts, each since its purchase. */
  mailbox: Pick<Mailbox, 'latest' | 'get' | 'attachment'>;
  /** The link and the mail that carries it commit together; the outbox sends it right after. */
  unitOfWork: UnitsOfWork;
  /** Mints the link's token in the mail's unit of work (links.ts). */
  buyerLinks: Part<BuyerLinks>;
  /** Opens the sealed password of a delivered account, as the delivery mail did. */
  secrets: Pick<SecretBox, 'decrypt'>;
  clock: Clock;
  /**
   * The shop's own addresses (a seller's reply inbox, the contact): an account that has one as
   * its login, saved before the name was reserved, shows its buyer none of that mail
   * (decision 0042).
   */
  shopAddresses: Pick<ShopAddresses, 'isShopOwn'>;
}) {
  const { repo, mailbox, clock, secrets } = deps;
  const readable = (loginEmail: string) => !deps.shopAddresses.isShopOwn(loginEmail);
  const unitOfWork = deps.unitOfWork({ links: deps.buyerLinks });

  /** The buyer a live token belongs to; an unknown or expired one answers 401. */
  async function buyerOf(token: string) {
    const row = await repo.tokenByHash(hashOf(token));
    if (!row || row.expires_at.getTime() <= clock().getTime()) throw errors.buyerAccessInvalid();
    return row;
  }

  /** What a buyer's token reads: each delivered account's mail since its purchase. */
  async function readerOf(email: string) {
    const deliveries = (await repo.deliveries(email)).filter((d) => readable(d.login_email));
    return buyerReader(deliveries.map((d) => ({ accountId: d.account_id, since: d.created_at })));
  }

  const byAddress = new RateWindow(REQUESTS_PER_ADDRESS, HOUR_MS, clock);
  const byEmail = new RateWindow(LINKS_PER_EMAIL, HOUR_MS, clock);
  const credentialReads = new RateWindow(CREDENTIAL_READS_PER_ADDRESS, HOUR_MS, clock);

  return {
    /** Mails a link when the e-mail has delivered accounts or a dispute; answers the same either way. */
    async requestAccess(rawEmail: string, clientAddress: string): Promise<string> {
      byAddress.take(clientKey(clientAddress));
      const email = rawEmail.trim().toLowerCase();
      if (!(await repo.mayHaveLink(email))) return ACCESS_REQUESTED;
      // Over the per-e-mail limit nothing more is sent, and nothing different is said.
      try {
        byEmail.take(email);
      } catch {
        return ACCESS_REQUESTED;
      }
      await unitOfWork.run(async ({ links, outbox }) => {
        const { url, expiresAt } = await links.link(email);
        await outbox.queue(accessMail(email, url, expiresAt));
      });
      return ACCESS_REQUESTED;
    },

    async emails(token: string): Promise<BuyerEmails> {
      const row = await buyerOf(token);
      const accounts = await repo.deliveredAccounts(row.email);
      return {
        buyer_email: row.email,
        total_accounts: accounts.length,
        access_expires_at: row.expires_at.toISOString(),
        accounts: await Promise.all(
          accounts.map(async (a) => {
            const reader = buyerReader([{ accountId: a.account_id, since: a.purchase_date }]);
            const { emails, total } = readable(a.account_email)
              ? await mailbox.latest(reader, BUYER_EMAILS_PER_ACCOUNT)
              : { emails: [], total: 0 };
            const until = warrantyUntil(a);
            return {
              transaction_id: a.transaction_id,
              game_name: a.game_name,
              server_name: a.server_name,
              account_email: a.account_email,
              login_method: a.login_method,
              account_code: a.account_code,
              purchase_date: a.purchase_date.toISOString(),
              warranty_until: until ? until.toISOString() : null,
              email_count: total,
              emails,
            };
          }),
        ),
      };
    },

    /** One mail of the buyer's delivered accounts, whole; any other mail answers 404. */
    async email(token: string, id: number): Promise<EmailDetail> {
      return mailbox.get(await readerOf((await buyerOf(token)).email), id);
    },

    async attachment(token: string, id: number, n: number): Promise<MailFile> {
      return mailbox.attachment(await readerOf((await buyerOf(token)).email), id, n);
    },

    /**
     * The sign-in of one of the token's delivered purchases; 404 for any other purchase (another
     * buyer's, not delivered, refunded), 401 for a dead token, as every buyer read answers.
     */
    async credentials(
      token: string,
      transactionId: number,
      clientAddress: string,
    ): Promise<BuyerCredentials> {
      credentialReads.take(clientKey(clientAddress));
      const { email } = await buyerOf(token);
      const row = await repo.credentials(email, transactionId);
      if (!row) throw errors.transactionNotFound();
      return {
        login_method: row.login_method,
        login: row.login_email,
        password: secrets.decrypt(row.password_enc),
      };
    },

    /** The buyer a live token belongs to, for the buyer's other pages (disputes); 401 if dead. */
    buyerOf: async (token: string) => ({ email: (await buyerOf(token)).email }),

    /** What the buyer's live channel hears: their delivered accounts, until the token expires. */
    async listenerOf(token: string): Promise<{ accountIds: number[]; until: Date; buyer: string }> {
      const { email, expires_at } = await buyerOf(token);
      const { accounts } = await readerOf(email);
      return { accountIds: accounts.map((a) => a.accountId), until: expires_at, buyer: email };
    },
  };
}

export type BuyerAccessService = ReturnType<typeof createBuyerAccessService>;
