/**
 * The denormalised search key of an account: one token per copies threshold it satisfies,
 * `c:{character}:{n}` and `w:{weapon}:{n}` for n = 0..copies, plus `s:{server}` and
 * `g:{gender}`. "Character a with copies >= 2 and weapon x with copies >= 0 on server eu,
 * female" is then `search_tokens @> {c:a:2, w:x:0, s:eu, g:F}`: one GIN lookup, which leaves
 * only `max_price` to check against the rows (bench/notes/listing-history.md, "What the listing
 * query does now").
 */
export interface TokenSource {
  characters: readonly { character: string; copies: number }[];
  weapons: readonly { weapon: string; copies: number }[];
  server_value: string;
  gender: string;
}

export const serverToken = (server: string) => `s:${server}`;
export const genderToken = (gender: string) => `g:${gender}`;

export function searchTokens(account: TokenSource): string[] {
  const tokens: string[] = [];
  for (const c of account.characters)
    for (let n = 0; n <= c.copies; n++) tokens.push(`c:${c.character}:${n}`);
  for (const w of account.weapons)
    for (let n = 0; n <= w.copies; n++) tokens.push(`w:${w.weapon}:${n}`);
  tokens.push(serverToken(account.server_value), genderToken(account.gender));
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
