import type { Game, Subscription } from '@shop/contract';
import { formatUsd } from '@/lib/format';
import { copiesBadge, gameLookup, genderLabel } from '@/lib/game-items';

const NO_GAME: Game = { id: 0, name: '', image: '', servers: [], characters: [], weapons: [] };

/**
 * A subscription's criteria in words, with the game's own names: "Asia · Female · Aurelia C1,
 * Thorne C0 · Dawnlight Blade R2". min_copies reads as the storefront's badges do (SPEC §9):
 * C{n} for a character, R{n+1} for a weapon. Without the game (the list did not load), values
 * are shown as stored.
 */
export function describeSubscription(subscription: Subscription, game: Game | undefined): string {
  const lookup = gameLookup(game ?? NO_GAME);
  const parts: string[] = [];
  if (subscription.server_name) parts.push(lookup.serverName(subscription.server_name));
  if (subscription.gender) parts.push(genderLabel(subscription.gender));
  if (subscription.characters.length) {
    parts.push(
      subscription.characters
        .map(
          ({ character, min_copies }) =>
            `${lookup.item('character', character).name} ${copiesBadge('character', min_copies)}`,
        )
        .join(', '),
    );
  }
  if (subscription.weapons.length) {
    parts.push(
      subscription.weapons
        .map(
          ({ weapon, min_copies }) =>
            `${lookup.item('weapon', weapon).name} ${copiesBadge('weapon', min_copies)}`,
        )
        .join(', '),
    );
  }
  return parts.length ? parts.join(' · ') : 'Any account';
}

export function maxPriceText(maxPrice: number | null): string {
  return maxPrice === null ? 'Any price' : `Up to ${formatUsd(maxPrice)}`;
}
