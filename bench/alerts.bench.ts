/**
 * Alert matching with 100,000 subscriptions (issue 11, DESIGN §5 Alerts): how long it takes to
 * find and notify the subscriptions an account meets when it is listed, on PGlite and on
 * PostgreSQL (BENCH_BACKENDS). In-process: the shop's own services on a fresh database.
 *
 * Subscriptions are what buyers leave after a search found nothing: criteria drawn from
 * generated accounts (2-3 of an account's characters at its copies or one more, a weapon now
 * and then, the server, gender or a price bound some of the time). Then accounts are listed one
 * at a time and each is matched by the matcher the shop runs (`alerts.matchQueued`), which
 * records the pairs and queues one mail per pair in one transaction. Reported: the matching
 * query alone (candidates by `anchor_token` in a b-tree, then `required_tokens <@`) and the same
 * query forced to a sequential scan,
 * in the same run, and the whole pass per account including its mails.
 */
import { CompiledQuery, sql as raw } from 'kysely';
import { loadConfig } from '../apps/server/src/config/load.ts';
import { migrate, openDb } from '../apps/server/src/db/index.ts';
import { createServices } from '../apps/server/src/services.ts';
import { demoCatalog } from '../apps/server/src/modules/demo/catalog-data.ts';
import {
  demoAccounts,
  type DemoAccountDraft,
} from '../apps/server/src/modules/demo/accounts-data.ts';
import {
  ANY_ANCHOR,
  anchorToken,
  requiredTokens,
  type Criteria,
} from '../apps/server/src/modules/alerts/criteria.ts';
import { searchTokens } from '../apps/server/src/modules/accounts/search-tokens.ts';
import { BENCH_GAME, insertDrafts } from './lib/dataset.ts';
import { createBackend, selectedBackends, type BackendKind, type Sql } from './lib/sql.ts';
import { recordFigures } from './lib/figures.ts';
import { ms, summarize, table } from './lib/stats.ts';
import path from 'node:path';

const SUBSCRIPTIONS = Number(process.env.BENCH_SUBSCRIPTIONS ?? 100_000);
const LISTED = Number(process.env.BENCH_LISTED ?? 200);
const BATCH = 1000;

/** A tiny seeded generator, so both backends get the same subscriptions. */
function rng(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return s / 2 ** 32;
  };
  return {
    next,
    chance: (p: number) => next() < p,
    int: (a: number, b: number) => a + Math.floor(next() * (b - a + 1)),
  };
}

function criteriaFrom(d: DemoAccountDraft, gameId: number, r: ReturnType<typeof rng>): Criteria {
  const chars = [...d.characters].sort(() => r.next() - 0.5).slice(0, r.int(2, 3));
  const weapon = r.chance(0.3) ? d.weapons[0] : undefined;
  return {
    gameId,
    serverValue: r.chance(0.4) ? d.server : null,
    gender: r.chance(0.3) ? d.gender : null,
    maxPrice: r.chance(0.6) ? Math.max(5, Math.round(d.price * (0.6 + r.next() * 0.6))) : null,
    characters: chars.map((c) => ({
      character: c.character,
      min_copies: Math.min(6, c.copies + (r.chance(0.5) ? 1 : 0)),
    })),
    weapons: weapon ? [{ weapon: weapon.weapon, min_copies: weapon.copies }] : [],
  };
}

async function run(kind: BackendKind) {
  const backend = await createBackend(kind);
  const handle = await openDb({
    databaseUrl: backend.databaseUrl,
    dataDir: backend.databaseUrl ? null : path.join(backend.dataDir, 'db'),
  });
  try {
    await migrate(handle.db);
    const config = loadConfig({
      DATA_DIR: backend.dataDir,
      SECRET_KEY: '22'.repeat(32),
      LOG_LEVEL: 'silent',
      ...(backend.databaseUrl ? { DATABASE_URL: backend.databaseUrl } : {}),
    });
    const services = createServices(config, handle);
    const db = handle.db;
    await services.catalog.importCatalog(demoCatalog);
    const game = (await services.catalog.listGames()).find((g) => g.name === BENCH_GAME.name)!;
    await services.auth.createRoller({
      code: 'bench',
      name: 'Bench',
      password: 'bench-password-1',
    });
    const roller = await db
      .selectFrom('rollers')
      .select('id')
      .where('code', '=', 'bench')
      .executeTakeFirstOrThrow();

    const started = Date.now();
    const r = rng(11);
    const sources = demoAccounts(BENCH_GAME, SUBSCRIPTIONS, 23);
    for (let from = 0; from < SUBSCRIPTIONS; from += BATCH) {
      await db
        .insertInto('alert_subscriptions')
        .values(
          sources.slice(from, from + BATCH).map((d, k) => {
            const c = criteriaFrom(d, game.id, r);
            return {
              email: `buyer${from + k}@example.com`,
              game_id: game.id,
              server_value: c.serverValue,
              gender: c.gender,
              max_price: c.maxPrice,
              characters: JSON.stringify(c.characters),
              weapons: JSON.stringify(c.weapons),
              required_tokens: requiredTokens(c),
              anchor_token: anchorToken(c),
              // Addresses that opened their confirmation link (decision 0040): alerts go out.
              confirmed_at: new Date(),
            };
          }),
        )
        .execute();
    }
    await raw`vacuum analyze`.execute(db);
    const loadMs = Date.now() - started;

    const listed = demoAccounts(BENCH_GAME, LISTED, 31);
    const matchQuery = (tokens: string[], price: number) =>
      raw<{ n: number }>`select count(*)::int as n from alert_subscriptions s
        where s.game_id = ${game.id} and s.is_active and s.confirmed_at is not null
          and s.anchor_token = any(${[...tokens, ANY_ANCHOR]}::text[])
          and s.required_tokens <@ ${tokens}::text[]
          and (s.max_price is null or s.max_price >= ${price})`;
    const query: number[] = [];
    const scan: number[] = [];
    const pass: number[] = [];
    const matches: number[] = [];
    // One connection for the timed queries, so the planner settings below stay on it.
    await db.connection().execute(async (conn) => {
      for (const d of listed) {
        const tokens = searchTokens({ ...d, server_value: d.server });
        let t = performance.now();
        const { rows } = await matchQuery(tokens, d.price).execute(conn);
        query.push(performance.now() - t);
        matches.push(rows[0]!.n);
        await raw`set enable_bitmapscan = off`.execute(conn);
        await raw`set enable_indexscan = off`.execute(conn);
        t = performance.now();
        const seq = await matchQuery(tokens, d.price).execute(conn);
        scan.push(performance.now() - t);
        if (seq.rows[0]!.n !== rows[0]!.n) throw new Error('the index and the scan disagree');
        await raw`reset enable_bitmapscan`.execute(conn);
        await raw`reset enable_indexscan`.execute(conn);
      }
    });
    // The shop's own pass per account: insert (the trigger queues it) -> match -> one mail per
    // pair, committed. Through Kysely, since PGlite allows one handle on its files.
    const viaKysely: Sql = {
      query: async <T>(text: string, params?: unknown[]) => ({
        rows: (await db.executeQuery(CompiledQuery.raw(text, params ?? []))).rows as T[],
      }),
      close: async () => {},
    };
    for (const [i, d] of listed.entries()) {
      await insertDrafts(
        viaKysely,
        [d],
        { game: game.id, roller: roller.id },
        {
          codeTag: `L${i}X`,
          base: Date.now(),
        },
      );
      const t = performance.now();
      await services.alerts.matchQueued();
      pass.push(performance.now() - t);
    }
    const mails = Number(
      (
        await db
          .selectFrom('outbox')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    await services.close();
    return {
      kind,
      loadMs,
      query: summarize(query),
      scan: summarize(scan),
      pass: summarize(pass),
      matches: summarize(matches),
      mails,
    };
  } finally {
    await handle.close();
    await backend.dispose();
  }
}

const results: Awaited<ReturnType<typeof run>>[] = [];
for (const kind of selectedBackends()) {
  console.log(
    `${kind}: ${SUBSCRIPTIONS.toLocaleString('en-US')} subscriptions, ${LISTED} accounts listed`,
  );
  results.push(await run(kind));
}
console.log(
  table(
    [
      'backend',
      'load s',
      'matches/acct p50',
      'p95',
      'query p50 ms',
      'p95',
      'seq scan p50 ms',
      'p95',
      'index speed-up',
      'pass p50 ms',
      'p95',
      'p99',
      'mails',
    ],
    results.map((x) => [
      x.kind,
      (x.loadMs / 1000).toFixed(1),
      x.matches.p50,
      x.matches.p95,
      ms(x.query.p50),
      ms(x.query.p95),
      ms(x.scan.p50),
      ms(x.scan.p95),
      `${(x.scan.p50 / x.query.p50).toFixed(1)}x`,
      ms(x.pass.p50),
      ms(x.pass.p95),
      ms(x.pass.p99),
      x.mails,
    ]),
  ),
);
recordFigures(
  'alerts',
  results.flatMap((x) => [
    {
      budget: 'Alert matching at 100,000 subscriptions: query p95 (reported)',
      backend: x.kind,
      label: `${(x.scan.p50 / x.query.p50).toFixed(1)}x faster than a sequential scan at p50`,
      value: Number(x.query.p95.toFixed(1)),
      unit: 'ms',
      target: null,
    },
    {
      budget: 'Alert matching: whole pass per listed account, p95 (reported)',
      backend: x.kind,
      label: `${x.matches.p50} mails per account at p50, ${x.matches.p95} at p95`,
      value: Number(x.pass.p95.toFixed(0)),
      unit: 'ms',
      target: null,
    },
  ]),
);
