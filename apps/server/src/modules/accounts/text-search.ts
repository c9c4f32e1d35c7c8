import { sql, type ExpressionBuilder } from 'kysely';
import type { DB as Tables } from '../../db/schema.ts';

/**
 * The listing's text search (`q`, docs/decisions/0009-listing-text-search.md): the account
 * whose code it is, compared exactly but in any case, or the accounts whose description holds
 * each of its words, each word matching the start of a description word ("lyr" finds "Lyra"),
 * in any case.
 */
export interface TextSearch {
  /** The whole text in lower case, as a code is compared. */
  code: string;
  /** Its words in lower case, each once; letters and digits only. */
  words: string[];
}

/** A word as PostgreSQL's text search parser cuts one: letters and digits between the rest. */
const WORD = /[\p{L}\p{N}]+/gu;

/** What `q` asks for; undefined when it asks nothing (absent or blank). */
export function toTextSearch(raw: string | undefined): TextSearch | undefined {
  const text = raw?.trim().toLowerCase();
  if (!text) return undefined;
  return { code: text, words: [...new Set(text.match(WORD) ?? [])] };
}

/**
 * `to_tsquery` syntax of the words, each a prefix, all required. Only letters and digits reach
 * it (WORD), so no operator or quote a buyer types can change the query.
 */
export const prefixQuery = (words: readonly string[]) => words.map((w) => `${w}:*`).join(' & ');

/**
 * The SQL condition. Both halves have their own index (migration 0012): the code on
 * `(game_id, lower(code))`, the words in a GIN index of `to_tsvector('simple', description)`
 * ('simple': lower case, no stemming or stop words, so every word a seller wrote is findable).
 */
export function textCondition(
  eb: ExpressionBuilder<Tables & { a: Tables['accounts'] }, 'a'>,
  t: TextSearch,
) {
  const byCode = eb(eb.fn('lower', ['a.code']), '=', t.code);
  if (t.words.length === 0) return byCode;
  return eb.or([
    byCode,
    sql<boolean>`to_tsvector('simple', a.description) @@ to_tsquery('simple', ${prefixQuery(t.words)})`,
  ]);
}
