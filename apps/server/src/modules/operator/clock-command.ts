import { isMovable } from '../../lib/clock.ts';
import { errors } from '../../lib/errors.ts';
import type { OperatorCommand } from './operator-commands.ts';

const HOUR_MS = 60 * 60 * 1000;
/** Further than any timer of the shop runs (a 30-day warranty), and no further. */
const MAX_HOURS = 24 * 60;

/**
 * `shop clock advance --hours N`: moves the running shop's clock forward, then runs the timers
 * that the move made due (a dispute's answer window, invoice expiry) at once, so an end-to-end
 * test of a 24-hour timer takes a second. Only a shop started with TEST_CLOCK=1 has a clock that
 * moves; every other shop refuses.
 */
export const clockCommand: OperatorCommand = {
  name: 'clock advance',
  description: 'move the running shop’s clock forward (tests only: TEST_CLOCK=1)',
  options: [{ flags: '--hours <hours>', description: 'how many hours, 1-1440', required: true }],
  async run({ clock, disputes, orders }, args) {
    const hours = Number(args.hours);
    if (!Number.isInteger(hours) || hours < 1 || hours > MAX_HOURS)
      throw errors.validation(`hours must be a whole number from 1 to ${MAX_HOURS}`, 'hours');
    if (!isMovable(clock))
      throw errors.validation(
        'the clock moves only in a running shop started with TEST_CLOCK=1',
        'hours',
      );
    clock.move(hours * HOUR_MS);
    const escalated = await disputes.escalateDue();
    const lapsed = await orders.expireDue();
    return `Clock moved ${hours} h forward, to ${clock().toISOString()}: ${escalated} dispute(s) handed to the owner, ${lapsed} invoice(s) lapsed.`;
  },
};
