import type { CatalogService } from '../catalog/service.ts';
import type { AuthService } from '../auth/service.ts';
import type { AccountsService } from '../accounts/service.ts';
import type { OrdersService } from '../orders/service.ts';
import type { SecretBox } from '../../lib/crypto.ts';
import type { SellerSettingsService } from '../seller-settings/service.ts';
import { AppError } from '../../lib/errors.ts';
import type { FileStore } from '../../lib/file-store.ts';
import { demoAccounts } from './accounts-data.ts';
import { catalogPictureKeys, demoCatalog } from './catalog-data.ts';
import { storeDemoPictures, type StoredPictures } from './pictures.ts';
import type { RasterCache } from './raster-cache.ts';
import type { DemoRepo } from './repo.ts';

export const DEMO_ROLLER = 'demo';
const ACCOUNTS_PER_GAME = 24;
const SOLD_EVERY = 6;

interface SeederDeps {
  auth: AuthService;
  catalog: CatalogService;
  accounts: AccountsService;
  orders: OrdersService;
  secrets: SecretBox;
  sellerSettings: SellerSettingsService;
  /** Where the demo's pictures are stored, as uploads are. */
  files: FileStore;
  /** Where rasters drawn before are found; the machine's cache when not given. */
  pictureCache?: RasterCache;
  repo: DemoRepo;
  mailDomain: string;
  demoPassword: string | null;
}

/** What the demo seller's invoices say: the whole buying path, walked without real money. */
export const DEMO_PAYMENT_INSTRUCTIONS =
  'This is a demo shop: nothing is charged. In a real shop the seller writes here how to pay (for example a PayPal address and what to put in the note).\n\nTo see the delivery, sign in as the seller (code demo) and choose Confirm payment under Transactions, or ask the seller by replying to the invoice mail.';

/**
 * Who bought the demo's past sales. On a reserved domain (RFC 2606), so no one owns the address:
 * a newcomer who tries buyer@example.com on /buyer-emails finds no purchases that are not theirs,
 * and no mail can ever reach it.
 */
export const DEMO_PAST_BUYER = { name: 'Demo Buyer', email: 'buyer@example.invalid' };

/** The accounts the seed gives each demo game, the same every time. */
const draftDemoAccounts = () =>
  demoCatalog.games.map((game, i) => demoAccounts(game, ACCOUNTS_PER_GAME, i + 1));

/** Every picture the seeded demo links: the catalogue's and each account's cover. */
export function demoPictureKeys(drafted = draftDemoAccounts()): string[] {
  return [...catalogPictureKeys(), ...drafted.flat().map((d) => d.cover)];
}

export interface DemoSeedResult {
  games: number;
  accounts: number;
  /** Set only when the demo roller was created now. */
  password: string | null;
  /** The demo roller became the shop owner now (the shop had none). */
  owner: boolean;
  pictures: StoredPictures;
}

export function createDemoSeeder({
  auth,
  catalog,
  accounts,
  orders,
  secrets,
  sellerSettings,
  files,
  pictureCache,
  repo,
  mailDomain,
  demoPassword,
}: SeederDeps) {
  return {
    /**
     * Draws the demo's pictures into the file store, then imports the demo catalog, creates
     * roller `demo` (password generated), the shop's owner while the shop has none, and a few
     * dozen accounts for it, one in six of them already sold. Every picture is stored before anything links it, so a fresh shop shows
     * each at once. Safe to repeat: an existing demo roller, its accounts and the stored
     * pictures are kept.
     */
    async seed(): Promise<DemoSeedResult> {
      const drafted = draftDemoAccounts();
      const pictures = await storeDemoPictures(files, demoPictureKeys(drafted), {
        cache: pictureCache,
      });
      const games = await catalog.importCatalog(demoCatalog);
      let password: string | null = null;
      try {
        password = (
          await auth.createRoller({
            code: DEMO_ROLLER,
            name: 'Demo Seller',
            password: demoPassword ?? undefined,
          })
        ).password;
      } catch (err) {
        if (!(err instanceof AppError && err.code === 'ROLLER_CODE_TAKEN')) throw err;
      }
      const roller = await auth.findRoller(DEMO_ROLLER);
      if (!roller) throw new Error('demo roller missing after creation');
      // The demo shows the owner's pages too; an owner the operator chose is never replaced.
      const owner = (await auth.ownerCode()) === null;
      if (owner) await auth.setOwner(DEMO_ROLLER);
      if (password !== null)
        await sellerSettings.update(roller.id, { payment_instructions: DEMO_PAYMENT_INSTRUCTIONS });
      if ((await accounts.countOwnedBy(roller.id)) > 0)
        return { games: games.length, accounts: 0, password, owner, pictures };

      let inserted = 0;
      for (const [i, game] of demoCatalog.games.entries()) {
        const gameId = games.find((g) => g.slug === game.slug)!.id;
        const drafts = drafted[i]!;
        inserted += await accounts.insertMany(
          drafts.map((d) => ({
            game_id: gameId,
            roller_id: roller.id,
            server_value: d.server,
            banner_guarantee: d.bannerGuarantee,
            code: d.code,
            description: d.description,
            price: d.price,
            images: d.images,
            login_method: d.loginMethod,
            // SPEC §5: Email logins live on the shop's own domain as {roller}.{name}@{domain}.
            login_email:
              d.loginMethod === 'Email'
                ? `${DEMO_ROLLER}.${d.loginName}@${mailDomain}`
                : d.loginName,
            password_enc: secrets.encrypt(d.password),
            recovery_email_enc: null,
            gender: d.gender,
            characters: d.characters.map((c) => ({ ...c, level: 1 })),
            weapons: d.weapons.map((w) => ({ ...w, level: 1 })),
          })),
        );
        // A few past sales, so the totals and the seller's statuses show a shop in business.
        for (const d of drafts.filter((_, n) => n % SOLD_EVERY === SOLD_EVERY - 1)) {
          await orders.recordPastSale(gameId, d.code, DEMO_PAST_BUYER);
        }
      }
      return { games: games.length, accounts: inserted, password, owner, pictures };
    },

    /** Keys of pictures a shop seeded before they were stored files links, still to draw. */
    legacyPictures: () => repo.unstoredLegacyPictures(),

    /** Draws those pictures into the file store (the start does, before the shop listens). */
    async storeLegacyPictures(keys: readonly string[]): Promise<StoredPictures> {
      const stored = await storeDemoPictures(files, keys, { cache: pictureCache });
      await repo.markLegacyPicturesStored(keys);
      return stored;
    },
  };
}
