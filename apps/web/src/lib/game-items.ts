import type { Game } from '@shop/contract';
import { GENDER_LABELS, GENDERS, type Gender } from '@shop/contract/values';

export type ItemKind = 'character' | 'weapon';

/**
 * The badge for `copies` of an item (SPEC §9): C{n} for a character and, as the games count
 * weapon refinements from 1, R{n+1} for a weapon. An owned item's copies and a subscription's
 * min_copies read the same way.
 */
export function copiesBadge(kind: ItemKind, copies: number): string {
  return kind === 'weapon' ? `R${copies + 1}` : `C${copies}`;
}

/** `rarity` (stars) is the catalogue's; null when it gives none or does not know the item. */
export type GameItemInfo = {
  value: string;
  name: string;
  image: string | null;
  rarity: number | null;
};

export type GameLookup = {
  item: (kind: ItemKind, value: string) => GameItemInfo;
  serverName: (value: string) => string;
};

/**
 * Accounts and URLs carry item and server values ("aurelia"); people read names ("Aurelia").
 * A value the game does not know (a stale link) is shown as it is rather than hidden.
 */
export function gameLookup(game: Game): GameLookup {
  const characters = new Map(game.characters.map((c) => [c.value, c]));
  const weapons = new Map(game.weapons.map((w) => [w.value, w]));
  const servers = new Map(game.servers.map((s) => [s.value, s.name]));
  return {
    item(kind, value) {
      const found = (kind === 'weapon' ? weapons : characters).get(value);
      return found
        ? { value, name: found.name, image: found.image, rarity: found.rarity ?? null }
        : { value, name: value, image: null, rarity: null };
    },
    serverName: (value) => servers.get(value) ?? value,
  };
}

/** "F" -> "Female", "M" -> "Male"; anything else as given. */
export function genderLabel(gender: string): string {
  return (GENDERS as readonly string[]).includes(gender) ? GENDER_LABELS[gender as Gender] : gender;
}
