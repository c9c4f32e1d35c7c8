/**
 * The denormalised search key of an account: one token per copies threshold it satisfies,
 * `c:{character}:{n}` and `w:{weapon}:{n}` for n = 0..copies. "Character a with copies >= 2
 * and weapon x with copies >= 0" is then `search_tokens @> {c:a:2, w:x:0}`, one GIN lookup.
 */
export function searchTokens(
  characters: readonly { character: string; copies: number }[],
  weapons: readonly { weapon: string; copies: number }[],
): string[] {
  const tokens: string[] = [];
  for (const c of characters)
    for (let n = 0; n <= c.copies; n++) tokens.push(`c:${c.character}:${n}`);
  for (const w of weapons) for (let n = 0; n <= w.copies; n++) tokens.push(`w:${w.weapon}:${n}`);
  return tokens;
}

/** Tokens a search needs: each wanted item at its minimum copies. */
export function wantedTokens(
  characters: ReadonlyMap<string, number>,
  weapons: ReadonlyMap<string, number>,
): string[] {
  return [
    ...[...characters].map(([value, min]) => `c:${value}:${min}`),
    ...[...weapons].map(([value, min]) => `w:${value}:${min}`),
  ];
}
