import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * A statement whose text starts with this comment is sent to PostgreSQL as a named prepared
 * statement: each connection parses and plans it once, then only binds and runs it. For the
 * few hot statements whose text never changes (a batch of received mail): their parse and
 * plan cost PostgreSQL about a millisecond per run. PGlite reads the comment as a comment.
 */
export const PREPARED = '/* prepared */';

/** Names by text; the marked statements are a handful of fixed texts. */
const names = new Map<string, string>();

/** The name is the text's own hash: two statements can never share one. */
function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `shop_${createHash('sha256').update(text).digest('base64url').slice(0, 22)}`;
    names.set(text, name);
  }
  return name;
}

/** Makes `client` send statements marked with PREPARED as named ones. */
export function prepareMarkedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((text: unknown, ...rest: unknown[]) => {
    if (typeof text === 'string' && text.startsWith(PREPARED) && Array.isArray(rest[0]))
      return query({ name: nameOf(text), text, values: rest[0] }, ...rest.slice(1));
    return query(text, ...rest);
  }) as typeof client.query;
}
