import type { GameLookup } from '@/lib/game-items';

/** What an account holds, as both the listing card and the purchase page carry it. */
export type FactsSource = {
  banner_guarantee: boolean;
  characters: readonly { character: string; copies: number }[];
  weapons: readonly { weapon: string; copies: number }[];
};

/**
 * The figures a buyer compares accounts by at a glance. Every one is derived from data the shop
 * already holds (the account's items and the catalogue's rarity), never typed again by the seller.
 * How many characters there are is left to the chips below them: a fourth figure no longer fits a
 * card three to a row.
 *
 * No account level: the data model has an account `level` column, but the seller's form does
 * not ask for it (SPEC §3), so every account reads the default 1 and it would tell a buyer
 * nothing. Sellers write the in-game level in the description instead.
 */
export type AccountFacts = {
  /** Characters the catalogue rates five stars; null when the catalogue gives no rarities. */
  fiveStars: number | null;
  /** Extra copies over all characters and weapons (the sum of the C and R steps above base). */
  copies: number;
  rateOn: boolean;
};

export function accountFacts(account: FactsSource, lookup: GameLookup): AccountFacts {
  let rated = false;
  let fiveStars = 0;
  let copies = 0;
  for (const { character, copies: n } of account.characters) {
    const { rarity } = lookup.item('character', character);
    if (rarity !== null) rated = true;
    if (rarity === 5) fiveStars++;
    copies += n;
  }
  for (const w of account.weapons) copies += w.copies;
  return {
    fiveStars: rated ? fiveStars : null,
    copies,
    rateOn: account.banner_guarantee,
  };
}
