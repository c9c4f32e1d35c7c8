/**
 * Issue 35, "One clock": a test shop's clock (TEST_CLOCK=1) stays where `shop clock advance` put
 * it over a restart, whether the move was made while the shop ran (on PGlite through the shop
 * itself; on PostgreSQL by the CLI, which the shop follows) or while it was stopped. The shop's
 * time is read where the web app reads it: the Date header of an answer. On PGlite or, with
 * TEST_DATABASE_URL, on a PostgreSQL database of its own.
 */
import { describe, expect, it } from 'vitest';
import { eventually } from './eventually.ts';
import { PROCESS_WAIT, runCli, scratchStore, startServer } from './processes.ts';

const HOUR = 60 * 60 * 1000;

/** How far ahead of this machine's clock the shop's Date header runs, in hours. */
async function hoursAhead(base: string): Promise<number> {
  const res = await fetch(`${base}/api/health`);
  const shopTime = Date.parse(res.headers.get('date') ?? '');
  return (shopTime - Date.now()) / HOUR;
}

describe('a moved test clock over a restart', () => {
  it(
    'keeps the moves made through the running shop and on the stopped one',
    { timeout: PROCESS_WAIT.timeoutMs * 3 },
    async () => {
      const store = await scratchStore('demo-password-for-the-clock');
      try {
        const env = { ...store.env, DEMO: '0', TEST_CLOCK: '1' };
        const advance = async (hours: number) => {
          const run = await runCli(['clock', 'advance', '--hours', String(hours)], env);
          expect(run.stderr).toBe('');
          expect(run.code).toBe(0);
          return run.stdout;
        };
        const stop = async (shop: ReturnType<typeof startServer>) => {
          shop.child.kill('SIGTERM');
          expect((await shop.exited).code).toBe(0);
        };

        const first = startServer(env);
        expect(await hoursAhead(await first.listening())).toBeCloseTo(0, 1);
        expect(await advance(2)).toMatch(/^Clock moved 2 h forward/);
        // On PGlite the running shop moved it; on PostgreSQL the CLI did, and the shop follows.
        const base = await first.listening();
        await eventually(
          'the running shop to be 2 h ahead',
          async () => Math.abs((await hoursAhead(base)) - 2) < 0.05,
        );
        await stop(first);

        // The stopped shop's clock moves too, from where the running one left it.
        expect(await advance(3)).toMatch(/^Clock moved 3 h forward/);

        const second = startServer(env);
        expect(await hoursAhead(await second.listening())).toBeCloseTo(5, 1);
        await stop(second);
      } finally {
        await store.dispose();
      }
    },
  );
});
