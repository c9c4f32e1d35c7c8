import type { AccountInput, Game, SellerAccount } from '@shop/contract';
import type { SecretBox } from '../../lib/crypto.ts';
import { AppError, errors } from '../../lib/errors.ts';
import type { EventBus } from '../../lib/events.ts';
import { RESERVED_LOCAL_PATTERN, type ShopAddresses } from '../../lib/shop-addresses.ts';
import type { AuthedRoller } from '../auth/service.ts';
import type { CatalogService } from '../catalog/service.ts';
import { checkGameItems } from '../catalog/items.ts';
import { formLogin, splitLoginEmail } from './login-email.ts';
import { transactionStatusView } from './mappers.ts';
import type {
  AccountInsert,
  AccountQueries,
  AccountsRepo,
  AccountStatus,
  TransactionStatus,
} from './repo.ts';
import { violatedUnique } from '../../db/unique-violation.ts';

/**
 * A generated code can still meet a code chosen by hand in a save that committed after our
 * check (the unique index refuses it); the retry then sees it and steps over it.
 */
const MAX_CODE_ATTEMPTS = 3;

/** A generated account code: the seller's code in capitals and its number, DEMO-0042. */
const accountCode = (prefix: string, n: number) => `${prefix}-${String(n).padStart(4, '0')}`;

/**
 * Whether a sale binds the account: sold (delivered, or marked sold), pending (an open
 * purchase, or reserved), or free. Read with the row locked, so it cannot change before the write.
 */
function saleState(status: AccountStatus, binding: TransactionStatus[]) {
  if (status === 'sold' || binding.includes('delivered')) return 'sold';
  if (status === 'reserved' || binding.length > 0) return 'pending';
  return 'free';
}

/** Accounts the start log names at most, so a long list cannot drown the log. */
const NAMED_MAX = 20;

/**
 * What the start says of accounts whose login e-mail is one of the shop's own addresses: mail
 * to such an address is the shop's (a seller's reply inbox, the contact), so the account's
 * buyer never reads it, and its seller should give it another name.
 */
export function shopAddressWarning(
  rows: { login_email: string; code: string; game_name: string; roller_code: string }[],
): string | null {
  if (rows.length === 0) return null;
  const named = rows
    .slice(0, NAMED_MAX)
    .map((r) => `${r.login_email} (${r.game_name} ${r.code}, seller ${r.roller_code})`);
  if (rows.length > NAMED_MAX) named.push(`and ${rows.length - NAMED_MAX} more`);
  const what = rows.length === 1 ? '1 account has' : `${rows.length} accounts have`;
  return `${what} one of the shop's own addresses as login e-mail: ${named.join(', ')}. Mail to these addresses belongs to the shop, so their buyers never see it; each seller should give the account another login e-mail (docs/decisions/0042-reserved-addresses.md).`;
}

/** A seller's own accounts: create, read in full, change and delete (issue rules in DESIGN §5, §9). */
export function createBackofficeService(deps: {
  repo: AccountsRepo;
  catalog: CatalogService;
  secrets: SecretBox;
  mailDomains: readonly string[];
  /** The shop's own addresses, which no account may have as its login (decision 0042). */
  shopAddresses: ShopAddresses;
  events: EventBus;
}) {
  const { repo, catalog, secrets, mailDomains, shopAddresses, events } = deps;

  /** The row to write, once every field is checked; `code` is the code it will carry. */
  async function toInsert(
    repo: AccountQueries,
    roller: AuthedRoller,
    game: Game,
    input: AccountInput,
    code: (repo: AccountQueries) => Promise<string>,
    warrantyDays: number,
    accountId?: number,
  ): Promise<AccountInsert> {
    if (!game.servers.some((s) => s.value === input.server_name)) {
      throw errors.unknownServer('server_name', input.server_name);
    }
    checkGameItems(input.characters, (c) => c.character, game.characters, 'characters');
    checkGameItems(input.weapons, (w) => w.weapon, game.weapons, 'weapons');
    const loginEmail = formLogin(roller.code, input, mailDomains);
    if (input.login === 'Email' && shopAddresses.isShopOwn(loginEmail)) {
      throw errors.loginEmailReserved(input.email.trim().toLowerCase(), loginEmail);
    }
    if (input.login === 'Email' && (await repo.loginEmailTaken(loginEmail, accountId))) {
      throw errors.loginEmailTaken(loginEmail);
    }
    const chosen = await code(repo);
    if (await repo.codeTaken(game.id, chosen, accountId)) throw errors.accountCodeTaken(chosen);
    return {
      game_id: game.id,
      roller_id: roller.id,
      server_value: input.server_name,
      banner_guarantee: input.banner_guarantee,
      code: chosen,
      description: input.description.trim(),
      price: input.price,
      images: input.images,
      login_method: input.login,
      login_email: loginEmail,
      password_enc: secrets.encrypt(input.password),
      recovery_email_enc: input.recovery_email
        ? secrets.encrypt(input.recovery_email.trim().toLowerCase())
        : null,
      gender: input.gender,
      characters: input.characters.map((c) => ({
        character: c.character,
        copies: c.copies,
        level: c.level ?? 1,
      })),
      weapons: input.weapons.map((w) => ({
        weapon: w.weapon,
        copies: w.copies,
        level: w.level ?? 1,
      })),
      warranty_days: warrantyDays,
    };
  }

  /**
   * The seller's next code (DESIGN §5 codes): numbered from the seller's own counter, so a
   * number is never handed out twice, not after a delete either. A code the seller once chose
   * by hand with that number moves the counter past every number so used in the game.
   */
  async function generatedCode(
    repo: AccountQueries,
    roller: AuthedRoller,
    gameId: number,
  ): Promise<string> {
    const prefix = roller.code.toUpperCase();
    const code = accountCode(prefix, await repo.takeAccountNumber(roller.id));
    if (!(await repo.codeTaken(gameId, code))) return code;
    const past = (await repo.highestCodeNumber(gameId, prefix)) + 1;
    return accountCode(prefix, await repo.takeAccountNumber(roller.id, past));
  }

  async function getOwn(
    roller: AuthedRoller,
    gameId: number,
    accountId: number,
  ): Promise<SellerAccount> {
    const row = await repo.findOwned(roller.id, gameId, accountId);
    if (!row) throw errors.accountNotFound();
    const { local, domain } =
      row.login_method === 'Email'
        ? splitLoginEmail(row.roller_code, row.login_email)
        : { local: null, domain: null };
    return {
      id: row.id,
      game_id: row.game_id,
      server_name: row.server_value,
      code: row.code,
      level: row.level,
      banner_guarantee: row.banner_guarantee,
      description: row.description,
      gender: row.gender,
      characters: row.characters,
      weapons: row.weapons,
      login: row.login_method,
      email: row.login_email,
      email_local: local,
      email_domain: domain,
      password: secrets.decrypt(row.password_enc),
      recovery_email: row.recovery_email_enc ? secrets.decrypt(row.recovery_email_enc) : null,
      price: row.price,
      images: row.images,
      warranty_days: row.warranty_days,
      roller: row.roller_code,
      transaction_status: transactionStatusView(row.last_transaction_status),
      created_at: row.created_at.toISOString(),
    };
  }

  async function guardUnique<T>(row: AccountInsert, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      // Two saves racing past the checks above meet the unique indexes instead.
      const index = violatedUnique(err);
      if (index === null) throw err;
      throw index.includes('login_email')
        ? errors.loginEmailTaken(row.login_email)
        : errors.accountCodeTaken(row.code);
    }
  }

  /**
   * Accounts saved before their name was reserved whose login e-mail is one of the shop's own
   * addresses: the start log names them, for their seller to give them another.
   */
  async function withShopAddresses() {
    const rows = await repo.shopAddressCandidates(RESERVED_LOCAL_PATTERN, shopAddresses.contact);
    return rows.filter((r) => shopAddresses.isShopOwn(r.login_email));
  }

  return {
    mailDomains: () => [...mailDomains],

    withShopAddresses,

    /** The start log's warning naming those accounts, or null when there are none. */
    shopAddressWarning: async () => shopAddressWarning(await withShopAddresses()),

    getOwn,

    async create(
      roller: AuthedRoller,
      gameId: number,
      input: AccountInput,
    ): Promise<SellerAccount> {
      const game = await catalog.getGame(gameId);
      const handChosen = input.code?.trim();
      const code = (tx: AccountQueries) =>
        handChosen !== undefined ? Promise.resolve(handChosen) : generatedCode(tx, roller, gameId);
      let id: number | undefined;
      for (let attempt = 1; id === undefined; attempt++) {
        try {
          // One transaction: a save that fails gives its number back.
          id = await repo.transaction(async (tx) => {
            // Omitted, the seller's default from /settings applies (DESIGN §5 warranty).
            const warranty = input.warranty_days ?? (await tx.defaultWarrantyDays(roller.id));
            const row = await toInsert(tx, roller, game, input, code, warranty);
            return guardUnique(row, () => tx.insertOne(row));
          });
        } catch (err) {
          const codeClash = err instanceof AppError && err.code === 'ACCOUNT_CODE_TAKEN';
          if (handChosen !== undefined || !codeClash || attempt >= MAX_CODE_ATTEMPTS) throw err;
        }
      }
      events.emit('account.created', { accountId: id, gameId });
      return getOwn(roller, gameId, id);
    },

    async update(
      roller: AuthedRoller,
      gameId: number,
      accountId: number,
      input: AccountInput,
    ): Promise<SellerAccount> {
      const game = await catalog.getGame(gameId);
      // Check and write under the row lock: a purchase cannot slip in between.
      const previousPrice = await repo.transaction(async (tx) => {
        const current = await tx.lockOwned(roller.id, gameId, accountId);
        if (!current) throw errors.accountNotFound();
        const state = saleState(current.status, await tx.bindingTransactions(accountId));
        if (state === 'sold') throw errors.accountSold('change');
        if (state === 'pending' && input.price !== current.price)
          throw errors.accountPending('price');
        const code = input.code?.trim() ?? current.code;
        const warranty = input.warranty_days ?? current.warranty_days;
        const row = await toInsert(tx, roller, game, input, async () => code, warranty, accountId);
        await guardUnique(row, () => tx.updateOne(accountId, row));
        return current.price;
      });
      events.emit('account.updated', {
        accountId,
        gameId,
        priceChanged: input.price !== previousPrice,
      });
      return getOwn(roller, gameId, accountId);
    },

    async remove(roller: AuthedRoller, gameId: number, accountId: number): Promise<void> {
      await repo.transaction(async (tx) => {
        const current = await tx.lockOwned(roller.id, gameId, accountId);
        if (!current) throw errors.accountNotFound();
        const state = saleState(current.status, await tx.bindingTransactions(accountId));
        if (state === 'sold') throw errors.accountSold('delete');
        if (state === 'pending') throw errors.accountPending('delete');
        await tx.deleteOne(accountId);
      });
      events.emit('account.deleted', { accountId, gameId });
    },
  };
}

export type BackofficeService = ReturnType<typeof createBackofficeService>;
