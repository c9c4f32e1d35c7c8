import type { Game } from '@shop/contract';
import { errors } from '../../lib/errors.ts';

/**
 * Checks that every item of `list` is one of the game's own and none is listed twice, naming
 * the offending entry (`characters.2`). Shared by what a seller lists and what a buyer awaits.
 */
export function checkGameItems<T>(
  list: readonly T[],
  value: (t: T) => string,
  known: Game['characters'],
  field: string,
): void {
  const allowed = new Set(known.map((k) => k.value));
  const seen = new Set<string>();
  for (const [i, item] of list.entries()) {
    const v = value(item);
    if (!allowed.has(v)) throw errors.unknownGameValue(`${field}.${i}`, v);
    if (seen.has(v)) throw errors.itemListedTwice(field, v);
    seen.add(v);
  }
}

/** A server by its value or, failing that, its name (any case); undefined when neither. */
export function findServer(game: Game, given: string): Game['servers'][number] | undefined {
  const lower = given.trim().toLowerCase();
  return (
    game.servers.find((s) => s.value === given) ??
    game.servers.find((s) => s.value.toLowerCase() === lower || s.name.toLowerCase() === lower)
  );
}
