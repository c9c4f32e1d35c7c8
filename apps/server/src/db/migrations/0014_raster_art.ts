import type { Kysely } from 'kysely';
import { runSql } from './run-sql.ts';

/**
 * The demo artwork's stored addresses point at its WebP instead of its SVG: a browser draws an
 * SVG `<img>` as a document on the main thread, a WebP decodes off it. Only addresses under
 * /api/art/ change (the generated art, which answers in both formats); uploads and external
 * images are never touched.
 */
const rewrite = (from: string, to: string) => `
  update games set image = left(image, -${from.length + 1}) || '.${to}'
    where image like '/api/art/%.${from}';
  update game_items set image = left(image, -${from.length + 1}) || '.${to}'
    where image like '/api/art/%.${from}';
  update accounts set images = (
      select jsonb_agg(
        case when jsonb_typeof(e) = 'string' and e #>> '{}' like '/api/art/%.${from}'
          then to_jsonb(left(e #>> '{}', -${from.length + 1}) || '.${to}') else e end
        order by i)
      from jsonb_array_elements(images) with ordinality as t(e, i))
    -- A case, not an and: only an array is looked into.
    where case when jsonb_typeof(images) = 'array' then exists (
      select 1 from jsonb_array_elements_text(images) u where u like '/api/art/%.${from}') end;
`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(db, rewrite('svg', 'webp'));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runSql(db, rewrite('webp', 'svg'));
}
