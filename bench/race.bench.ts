/**
 * DESIGN §8: 200 concurrent purchase attempts on one account; exactly one succeeds, the rest
 * get 409. In-process on each backend (the shop's own app, answering through `inject`, each
 * attempt from its own client address so the per-address limit stays out of it), a few rounds.
 */
import { recordFigures, type Figure } from './lib/figures.ts';
import { openInProcessShop } from './lib/in-process-shop.ts';
import { selectedBackends, type BackendKind } from './lib/sql.ts';
import { ms, table } from './lib/stats.ts';

const ATTEMPTS = 200;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

async function run(kind: BackendKind) {
  const { app, listAccount, close } = await openInProcessShop(kind, {
    code: 'race',
    password: 'race-password-1',
  });
  try {
    const rounds: { created: number; conflicts: number; other: number; ms: number }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const accountId = await listAccount({
        description: 'Raced',
        email: `raced${round}`,
        price: 50,
      });
      const started = performance.now();
      const answers = await Promise.all(
        Array.from({ length: ATTEMPTS }, (_, i) =>
          app.inject({
            method: 'POST',
            url: '/api/transaction',
            payload: {
              account_id: accountId,
              name: `Racer ${i}`,
              email: `racer${round}-${i}@example.com`,
            },
            remoteAddress: `10.${round}.${Math.floor(i / 200)}.${i % 200}`,
          }),
        ),
      );
      const codes = answers.map((a) => a.statusCode);
      rounds.push({
        created: codes.filter((c) => c === 201).length,
        conflicts: codes.filter((c) => c === 409).length,
        other: codes.filter((c) => c !== 201 && c !== 409).length,
        ms: performance.now() - started,
      });
    }
    return { kind, rounds };
  } finally {
    await close();
  }
}

const results: Awaited<ReturnType<typeof run>>[] = [];
for (const kind of selectedBackends()) {
  console.log(`${kind}: ${ROUNDS} rounds of ${ATTEMPTS} concurrent purchases on one account`);
  results.push(await run(kind));
}
console.log(
  table(
    ['backend', 'round', '201', '409', 'other', 'all answered in ms'],
    results.flatMap((r) =>
      r.rounds.map((x, i) => [r.kind, i + 1, x.created, x.conflicts, x.other, ms(x.ms)]),
    ),
  ),
);
const figures: Figure[] = results.flatMap((r) => {
  const most = (pick: (x: (typeof r.rounds)[number]) => number) => Math.max(...r.rounds.map(pick));
  const least = (pick: (x: (typeof r.rounds)[number]) => number) => Math.min(...r.rounds.map(pick));
  return [
    {
      budget: `${ATTEMPTS} concurrent purchases on one account: orders made (most in a round)`,
      backend: r.kind,
      label: `${r.rounds.length} rounds; fewest ${least((x) => x.created)}`,
      value: most((x) => x.created),
      unit: 'orders',
      target: { op: '<=', value: 1 },
    },
    {
      budget: `${ATTEMPTS} concurrent purchases on one account: answered 409 (fewest in a round)`,
      backend: r.kind,
      label: `other answers: ${most((x) => x.other)} at most`,
      value: least((x) => x.conflicts),
      unit: 'answers',
      target: { op: '>=', value: ATTEMPTS - 1 },
    },
  ];
});
recordFigures('race', figures);
if (results.some((r) => r.rounds.some((x) => x.created !== 1 || x.conflicts !== ATTEMPTS - 1)))
  process.exitCode = 1;
