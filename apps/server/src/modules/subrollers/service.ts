import { createHash, randomBytes } from 'node:crypto';
import type { EmailDetail, EmailList, SubRoller, SubRollerInfo } from '@shop/contract';
import type { SecretBox } from '../../lib/crypto.ts';
import { errors } from '../../lib/errors.ts';
import { isReservedName } from '../../lib/shop-addresses.ts';
import type { EventBus } from '../../lib/events.ts';
import type { AuthedRoller, AuthedSubRoller } from '../auth/service.ts';
import type { MailFile } from '../mail/attachments.ts';
import type { Mailbox } from '../mail/mailbox.ts';
import { subRollerReader } from '../mail/readers.ts';
import type { SubRollerRow, SubRollersRepo } from './repo.ts';

const hashOf = (token: string) => createHash('sha256').update(token).digest();

/**
 * Sub-rollers (SPEC §3, DESIGN §5): a roller names a helper by a code and hands out a token
 * link; the token reads the mail of `{roller}.{code}` and `{roller}.{code}.*` only, until the
 * roller removes it.
 */
export function createSubRollersService(deps: {
  repo: SubRollersRepo;
  /** Reads the sub-roller's mail: its pattern, since the code was (re)created. */
  mailbox: Pick<Mailbox, 'list' | 'open' | 'attachment'>;
  secrets: SecretBox;
  events: EventBus;
  mailDomain: string;
}) {
  const { repo, mailbox, secrets, events, mailDomain } = deps;

  const present = (
    row: Pick<SubRollerRow, 'id' | 'roller_code' | 'sub_code'>,
    token: string,
  ): SubRoller => ({
    id: row.id,
    sub_code: row.sub_code,
    email_pattern: `${row.roller_code}.${row.sub_code}.*@${mailDomain}`,
    token,
    roller_code: row.roller_code,
  });

  return {
    async create(roller: AuthedRoller, subCode: string): Promise<SubRoller> {
      const code = subCode.toLowerCase();
      // `{seller}.orders` is the seller's reply inbox: buyers' replies, payment details among
      // them, belong to the seller's own inbox, not to a pattern link handed to a helper.
      if (isReservedName(code))
        throw errors.subRollerCodeReserved(code, `${roller.code}.${code}@${mailDomain}`);
      const token = randomBytes(32).toString('base64url');
      const id = await repo.insert({
        rollerId: roller.id,
        subCode: code,
        tokenHash: hashOf(token),
        tokenSealed: secrets.encrypt(token),
      });
      if (id === null) throw errors.subRollerCodeTaken(code);
      return present({ id, roller_code: roller.code, sub_code: code }, token);
    },

    async list(roller: AuthedRoller): Promise<SubRoller[]> {
      const rows = await repo.listOf(roller.id);
      return rows.map((row) => present(row, secrets.decrypt(row.token_sealed)));
    },

    async remove(roller: AuthedRoller, subCode: string): Promise<void> {
      const row = await repo.byCode(roller.id, subCode.toLowerCase());
      if (!row) throw errors.subRollerNotFound();
      await repo.remove(row.id);
      events.emit('subroller.removed', { subRollerId: row.id, rollerId: roller.id });
    },

    /**
     * The sub-roller a token belongs to; a removed sub-roller's token answers 401, and so does
     * a disabled seller's while they stay disabled (decision 0039, "Disabling a seller").
     */
    async authenticate(token: string): Promise<SubRollerRow> {
      const row = await repo.byTokenHash(hashOf(token));
      if (!row) throw errors.subRollerTokenInvalid();
      return row;
    },

    async idOf(rollerId: number, subCode: string): Promise<number | null> {
      return (await repo.byCode(rollerId, subCode))?.id ?? null;
    },

    /** Whether a stream of the sub-roller may open: it exists and its seller is enabled. */
    exists: (subRollerId: number) => repo.exists(subRollerId),

    info: (sub: AuthedSubRoller): SubRollerInfo => ({
      roller_code: sub.roller_code,
      sub_code: sub.sub_code,
    }),

    mail: (sub: AuthedSubRoller, page: number, limit: number): Promise<EmailList> =>
      mailbox.list(subRollerReader(sub), { page, limit }),

    /** The n-th attachment of one of the sub-roller's mails; any other mail answers 404. */
    attachment: (sub: AuthedSubRoller, messageId: number, n: number): Promise<MailFile> =>
      mailbox.attachment(subRollerReader(sub), messageId, n),

    /** One mail of the sub-roller's; opening it marks it read in the sub-roller's own view. */
    oneMail: (sub: AuthedSubRoller, messageId: number): Promise<EmailDetail> =>
      mailbox.open(subRollerReader(sub), messageId),
  };
}

export type SubRollersService = ReturnType<typeof createSubRollersService>;
