import type { SubscriptionCreate, WantedCharacter, WantedWeapon } from '@shop/contract';
import { GENDERS, type Gender } from '@shop/contract/values';

type Selection = { readonly value: string; readonly count: number };

/**
 * The part of a listing search an alert is made from. The storefront's filters have this
 * shape, so the listing hands them over as they are. Item counts are the search's entries:
 * an item listed k times asks for k - 1 copies.
 */
export type AlertSearch = {
  readonly servers: readonly string[];
  /** '' for any gender. */
  readonly gender: string;
  readonly characters: readonly Selection[];
  readonly weapons: readonly Selection[];
  /** As typed in the search; '' for no limit. */
  readonly maxPrice: string;
};

/** Who gets the alert: an e-mail address, or this browser's push token. */
export type AlertOwner = { email: string } | { fcm_token: string };

/** SPEC §9: a subscription's min_copies is the search count minus 1. */
const minCopies = (count: number) => Math.max(0, count - 1);

/** A whole number of dollars, or null for "no limit" (blank); NaN when it is not one. */
export function parseMaxPrice(raw: string): number | null {
  const text = raw.trim();
  if (text === '') return null;
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
}

function genderOf(raw: string): Gender | null {
  return (GENDERS as readonly string[]).includes(raw) ? (raw as Gender) : null;
}

/**
 * The subscriptions that stand for one search. A subscription names one server while a search
 * may name several, so there is one per selected server (one without a server when none is).
 */
export function subscriptionsForSearch(
  gameId: number,
  search: AlertSearch,
  maxPrice: number | null,
  owner: AlertOwner,
): SubscriptionCreate[] {
  const characters: WantedCharacter[] = search.characters.map(({ value, count }) => ({
    character: value,
    min_copies: minCopies(count),
  }));
  const weapons: WantedWeapon[] = search.weapons.map(({ value, count }) => ({
    weapon: value,
    min_copies: minCopies(count),
  }));
  const servers = search.servers.length > 0 ? search.servers : [null];
  return servers.map((server_name) => ({
    ...owner,
    game_id: gameId,
    server_name,
    gender: genderOf(search.gender),
    max_price: maxPrice,
    characters,
    weapons,
  }));
}
