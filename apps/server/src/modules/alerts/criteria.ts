import type { Game, Gender, SubscriptionCreate } from '@shop/contract';
import { errors } from '../../lib/errors.ts';
import { genderToken, serverToken, wantedTokens } from '../accounts/search-tokens.ts';
import { checkGameItems, findServer } from '../catalog/items.ts';
import type { WantedCharacter, WantedWeapon } from '../../db/column-types.ts';

/** What a subscription waits for, checked against its game's catalogue. */
export interface Criteria {
  gameId: number;
  serverValue: string | null;
  gender: Gender | null;
  maxPrice: number | null;
  characters: WantedCharacter[];
  weapons: WantedWeapon[];
}

/** Validates the criteria of a new subscription against the game (fields named as sent). */
export function resolveCriteria(game: Game, input: SubscriptionCreate): Criteria {
  const characters = input.characters ?? [];
  const weapons = input.weapons ?? [];
  checkGameItems(characters, (c) => c.character, game.characters, 'characters');
  checkGameItems(weapons, (w) => w.weapon, game.weapons, 'weapons');
  let serverValue: string | null = null;
  if (input.server_name != null && input.server_name.trim() !== '') {
    const server = findServer(game, input.server_name);
    if (!server) throw errors.unknownServer('server_name', input.server_name);
    serverValue = server.value;
  }
  return {
    gameId: game.id,
    serverValue,
    gender: input.gender ?? null,
    maxPrice: input.max_price ?? null,
    characters: characters.map(({ character, min_copies }) => ({ character, min_copies })),
    weapons: weapons.map(({ weapon, min_copies }) => ({ weapon, min_copies })),
  };
}

/**
 * The criteria as listing search tokens: an account matches when it holds every one of them
 * (`required_tokens <@ search_tokens`) and its price is within `maxPrice`. Server and gender
 * are tokens only when given, which is "any or equal" (DESIGN §5).
 */
export function requiredTokens(c: Criteria): string[] {
  return [
    ...wantedTokens(
      new Map(c.characters.map((x) => [x.character, x.min_copies])),
      new Map(c.weapons.map((x) => [x.weapon, x.min_copies])),
    ),
    ...(c.serverValue === null ? [] : [serverToken(c.serverValue)]),
    ...(c.gender === null ? [] : [genderToken(c.gender)]),
  ];
}

/** The anchor of criteria with nothing to anchor on: every account is a candidate. */
export const ANY_ANCHOR = '*';

/**
 * The one required token the matcher looks a subscription up by: the most demanding item (the
 * highest copies threshold, which fewest accounts reach), else the server, else the gender,
 * else ANY_ANCHOR. An account is a candidate for the subscriptions anchored on one of its own
 * tokens; `required_tokens <@ search_tokens` then checks the rest. A GIN `<@` lookup instead
 * fetches every subscription sharing any token with the account, most of them on popular
 * characters (bench/notes/alerts.md, "Alert matching").
 */
export function anchorToken(c: Criteria): string {
  const items = [
    ...c.weapons.map((w) => ({ n: w.min_copies, token: `w:${w.weapon}:${w.min_copies}` })),
    ...c.characters.map((x) => ({ n: x.min_copies, token: `c:${x.character}:${x.min_copies}` })),
  ];
  const best = items.reduce<(typeof items)[number] | undefined>(
    (a, b) => (!a || b.n > a.n ? b : a),
    undefined,
  );
  if (best) return best.token;
  if (c.serverValue !== null) return serverToken(c.serverValue);
  if (c.gender !== null) return genderToken(c.gender);
  return ANY_ANCHOR;
}

/** An account as matching sees it. */
export interface MatchableAccount {
  game_id: number;
  server_value: string;
  gender: string;
  price: number;
  characters: readonly { character: string; copies: number }[];
  weapons: readonly { weapon: string; copies: number }[];
}

/**
 * DESIGN §5's rule in plain code: the reference the SQL matcher is tested against, and the
 * sentence of the rule a reader can check by eye.
 */
export function criteriaMatch(c: Criteria, a: MatchableAccount): boolean {
  const characters = new Map(a.characters.map((x) => [x.character, x.copies]));
  const weapons = new Map(a.weapons.map((x) => [x.weapon, x.copies]));
  return (
    c.gameId === a.game_id &&
    (c.serverValue === null || c.serverValue === a.server_value) &&
    (c.gender === null || c.gender === a.gender) &&
    (c.maxPrice === null || a.price <= c.maxPrice) &&
    c.characters.every((w) => (characters.get(w.character) ?? -1) >= w.min_copies) &&
    c.weapons.every((w) => (weapons.get(w.weapon) ?? -1) >= w.min_copies)
  );
}
