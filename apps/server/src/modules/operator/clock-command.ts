import type { DB } from '../../db/index.ts';
import { isMovable, movableClock, systemClock, type Clock } from '../../lib/clock.ts';
import { errors } from '../../lib/errors.ts';
import { createClockRepo } from './clock-repo.ts';
import type { OperatorCommand } from '../../lib/operator-command.ts';

const HOUR_MS = 60 * 60 * 1000;
/** Further than any timer of the shop runs (a 30-day warranty), and no further. */
const MAX_HOURS = 24 * 60;

/** How soon a running test shop on PostgreSQL takes up a move another process made. */
const FOLLOW_EVERY_MS = 1000;

/**
 * The clock a shop (or a command run on a stopped one) starts with: the real one, or with
 * TEST_CLOCK=1 a movable one that starts as far ahead as the moves kept in the database took it,
 * so a restart in the middle of a test does not turn the shop's time back. With `follow` it also
 * takes up moves made meanwhile by other processes: on PostgreSQL `clock advance` runs in the
 * CLI's own process, not in the running shops (a test shop only: the real clock never polls).
 */
export async function shopClock(
  testClock: boolean,
  db: DB,
  { follow = false }: { follow?: boolean } = {},
): Promise<Clock> {
  if (!testClock) return systemClock;
  const offsets = createClockRepo(db);
  const clock = movableClock(await offsets.offset(), offsets);
  if (follow)
    // Unreferenced: it never keeps a stopping shop alive; a read after the database closed fails
    // quietly, as the shop is gone by then.
    setInterval(() => {
      offsets.offset().then(clock.adopt, () => {});
    }, FOLLOW_EVERY_MS).unref();
  return clock;
}

/**
 * `shop clock advance --hours N`: moves the shop's clock forward and keeps the move in the
 * database, then runs the timers that the move made due (a dispute's answer window, invoice
 * expiry) at once, so an end-to-end test of a 24-hour timer takes a second. A running shop does
 * it on its own clock (through the control socket); on a stopped one the command does it and the
 * shop starts from there. Only a shop with TEST_CLOCK=1 has a clock that moves; every other refuses.
 */
export const clockCommand: OperatorCommand = {
  name: 'clock advance',
  description: 'move the shop’s clock forward, kept over restarts (tests only: TEST_CLOCK=1)',
  options: [{ flags: '--hours <hours>', description: 'how many hours, 1-1440', required: true }],
  async run({ clock, disputes, orders }, args) {
    const hours = Number(args.hours);
    if (!Number.isInteger(hours) || hours < 1 || hours > MAX_HOURS)
      throw errors.validation(`hours must be a whole number from 1 to ${MAX_HOURS}`, 'hours');
    if (!isMovable(clock))
      throw errors.validation('the clock moves only in a shop run with TEST_CLOCK=1', 'hours');
    await clock.move(hours * HOUR_MS);
    const escalated = await disputes.escalateDue();
    const lapsed = await orders.expireDue();
    return `Clock moved ${hours} h forward, to ${clock().toISOString()}: ${escalated} dispute(s) handed to the owner, ${lapsed} invoice(s) lapsed.`;
  },
};
