import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { movableClock } from '../../lib/clock.ts';
import { clockCommand } from './clock-command.ts';

const HOUR = 60 * 60 * 1000;
const contexts: TestContext[] = [];
afterAll(() => Promise.all(contexts.map((c) => c.close())));

describe('shop clock advance', () => {
  it('moves a test shop’s clock forward and runs the timers it made due', async () => {
    const ctx = await createTestContext({}, undefined, movableClock());
    contexts.push(ctx);
    const before = ctx.services.clock().getTime();
    const said = await clockCommand.run(ctx.services, { hours: '25' });
    const moved = ctx.services.clock().getTime() - before;
    expect(moved).toBeGreaterThanOrEqual(25 * HOUR);
    expect(moved).toBeLessThan(25 * HOUR + 60_000);
    expect(said).toMatch(
      /^Clock moved 25 h forward, to .+: 0 dispute\(s\) handed to the owner, 0 invoice\(s\) lapsed\.$/,
    );
  });

  it('is refused by a shop whose clock is the system’s, and names a bad number of hours', async () => {
    const ctx = await createTestContext();
    contexts.push(ctx);
    await expect(clockCommand.run(ctx.services, { hours: '25' })).rejects.toMatchObject({
      message: 'the clock moves only in a shop run with TEST_CLOCK=1',
      field: 'hours',
    });
    for (const hours of ['0', '1.5', 'x', '1441'])
      await expect(clockCommand.run(ctx.services, { hours })).rejects.toMatchObject({
        field: 'hours',
      });
  });
});
