/**
 * The copies filter ("character a with copies >= 2 and weapon x with copies >= 0") in the
 * layouts the shop could store it in, as SQL over the same accounts table:
 *   tokens    search_tokens text[] + GIN, `search_tokens @> ARRAY[...]` (the current design)
 *   exists    child table account_items (composite index), one EXISTS per wanted item
 *   intersect the same child table, one INTERSECT branch per wanted item
 *   jsonpath  the characters/weapons jsonb columns + GIN (jsonb_path_ops), one `@?` per item
 */

export interface Item {
  kind: 'c' | 'w';
  value: string;
  min: number;
}

export interface Filter {
  label: string;
  items: Item[];
  servers?: string[];
  gender?: 'F' | 'M';
}

export type Strategy = 'tokens' | 'exists' | 'intersect' | 'jsonpath';
export const STRATEGIES: readonly Strategy[] = ['tokens', 'exists', 'intersect', 'jsonpath'];

/** Child table and jsonb indexes next to the existing search_tokens GIN index. */
export const SETUP_SQL = [
  `create table account_items (
     account_id integer not null references accounts(id) on delete cascade,
     kind text not null check (kind in ('c', 'w')),
     value text not null,
     copies integer not null,
     primary key (account_id, kind, value)
   )`,
  `insert into account_items (account_id, kind, value, copies)
     select a.id, 'c', e->>'character', (e->>'copies')::int from accounts a cross join jsonb_array_elements(a.characters) e
     union all
     select a.id, 'w', e->>'weapon', (e->>'copies')::int from accounts a cross join jsonb_array_elements(a.weapons) e`,
  'create index account_items_search_idx on account_items (kind, value, copies, account_id)',
  'create index accounts_characters_gin on accounts using gin (characters jsonb_path_ops)',
  'create index accounts_weapons_gin on accounts using gin (weapons jsonb_path_ops)',
  'vacuum analyze',
];

/** Sizes of what each layout adds, for the report. */
export const SIZES_SQL = `select
  pg_relation_size('accounts_search_idx') as tokens_gin,
  pg_total_relation_size('account_items') as child_table,
  pg_relation_size('accounts_characters_gin') + pg_relation_size('accounts_weapons_gin') as jsonb_gin`;

const jsonPath = (item: Item) =>
  `$[*] ? (@.${item.kind === 'c' ? 'character' : 'weapon'} == ${JSON.stringify(item.value)} && @.copies >= ${item.min})`;

/** WHERE clause (after `a.game_id = $1 and a.status = 'available'`) and its parameters. */
export function whereClause(
  strategy: Strategy,
  f: Filter,
  gameId: number,
): { where: string; params: unknown[] } {
  const params: unknown[] = [gameId];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const parts = [`a.game_id = $1`, `a.status = 'available'`];
  if (f.servers?.length) parts.push(`a.server_value = any(${p(f.servers)}::text[])`);
  if (f.gender) parts.push(`a.gender = ${p(f.gender)}`);
  const item = (i: Item) =>
    `i.kind = ${p(i.kind)} and i.value = ${p(i.value)} and i.copies >= ${p(i.min)}`;
  if (strategy === 'tokens') {
    parts.push(
      `a.search_tokens @> ${p(f.items.map((i) => `${i.kind}:${i.value}:${i.min}`))}::text[]`,
    );
  } else if (strategy === 'exists') {
    for (const i of f.items)
      parts.push(`exists (select 1 from account_items i where i.account_id = a.id and ${item(i)})`);
  } else if (strategy === 'intersect') {
    const branches = f.items.map(
      (i) => `select i.account_id from account_items i where ${item(i)}`,
    );
    parts.push(`a.id in (${branches.join(' intersect ')})`);
  } else {
    for (const i of f.items)
      parts.push(`a.${i.kind === 'c' ? 'characters' : 'weapons'} @? ${p(jsonPath(i))}::jsonpath`);
  }
  return { where: parts.join(' and '), params };
}

/** The storefront's first page (newest first, 24 rows) and its total, as the server asks them. */
export function listingSql(strategy: Strategy, f: Filter, gameId: number) {
  const { where, params } = whereClause(strategy, f, gameId);
  return {
    page: {
      text: `select a.id, a.server_value, s.name as server_name, a.code, a.description, a.price, a.images, a.gender,
               a.characters, a.weapons, a.created_at
             from accounts a join game_servers s on s.game_id = a.game_id and s.value = a.server_value
             where ${where} order by a.created_at desc, a.id desc limit 24`,
      params,
    },
    count: { text: `select count(*)::int as n from accounts a where ${where}`, params },
  };
}
