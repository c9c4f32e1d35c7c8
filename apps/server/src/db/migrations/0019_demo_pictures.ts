import type { Kysely } from 'kysely';
import { runSql } from './run-sql.ts';

/**
 * The demo's pictures are stored files now, served like uploads, and nothing answers under
 * /api/art any more. A shop seeded before links /api/art/{kind}/{name}.webp (or .svg); each such
 * link in games, game items and account images is re-pointed at the stored image the demo names
 * that picture by (demo/picture-names.ts: md5 of `demo-art/{kind}/{name}`, 32 hex digits, the
 * form of every stored image's name), and its key is listed in legacy_demo_pictures. The start
 * draws the listed pictures into the file store before the shop listens (demo/seed.ts), so no
 * link is left dangling and the core keeps no route or redirect for the demo.
 * Uploads and external images are never touched.
 */
const ART = `'^/api/art/([a-z]+/[A-Za-z0-9_-]+)\\.(?:webp|svg)$'`;
const stored = (url: string) =>
  `'/api/media/' || md5('demo-art/' || substring(${url} from ${ART})) || '.webp'`;
/** Each string element of an account's images, as `expr(element)` says, in order. */
const mapImages = (expr: (url: string) => string) => `(
  select jsonb_agg(case when jsonb_typeof(e) = 'string' then to_jsonb(${expr(`(e #>> '{}')`)})
    else e end order by i)
  from jsonb_array_elements(images) with ordinality as t(e, i))`;
/** Accounts with an image `u` that passes `test`; a case, not an and: only an array is looked into. */
const anyImage = (test: string) => `case when jsonb_typeof(images) = 'array' then exists (
  select 1 from jsonb_array_elements_text(images) u where ${test}) end`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
    create table legacy_demo_pictures (
      key text primary key,
      stored boolean not null default false
    );
    insert into legacy_demo_pictures (key)
      select distinct substring(u from ${ART}) from (
        select image as u from games
        union all select image from game_items
        union all select e from accounts, jsonb_array_elements_text(
          case when jsonb_typeof(images) = 'array' then images else '[]' end) as t(e)
      ) links where u ~ ${ART};
    update games set image = ${stored('image')} where image ~ ${ART};
    update game_items set image = ${stored('image')} where image ~ ${ART};
    update accounts set images = ${mapImages((e) => `case when ${e} ~ ${ART} then ${stored(e)} else ${e} end`)}
      where ${anyImage(`u ~ ${ART}`)};
  `,
  );
}

/** Back to the /api/art links, for the pictures this migration re-pointed. */
export async function down(db: Kysely<unknown>): Promise<void> {
  const link = (key: string) => `'/api/media/' || md5('demo-art/' || ${key}) || '.webp'`;
  const back = (url: string) =>
    `coalesce((select '/api/art/' || key || '.webp' from legacy_demo_pictures
      where ${link('key')} = ${url}), ${url})`;
  const ours = `(select ${link('key')} from legacy_demo_pictures)`;
  await runSql(
    db,
    `
    update games set image = ${back('image')} where image in ${ours};
    update game_items set image = ${back('image')} where image in ${ours};
    update accounts set images = ${mapImages(back)}
      where ${anyImage(`u in ${ours}`)};
    drop table legacy_demo_pictures;
  `,
  );
}
