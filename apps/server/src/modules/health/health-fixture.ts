import type { HealthData } from '@shop/contract';
import type { TestContext } from '../../../test/helpers.ts';
import type { Listen } from '../../db/listen.ts';
import { signal } from '../../../test/signal.ts';

/** GET /api/health: its status code and its data. */
export async function health(ctx: Pick<TestContext, 'app'>) {
  const res = await ctx.app.inject({ url: '/api/health' });
  return { status: res.statusCode, data: (res.json() as { data: HealthData }).data };
}

/**
 * The LISTEN of `inner`, except that once its connection has been lost, its coming back is told
 * to the shop only after `release()`: the lost state stays observable however fast the real
 * reconnection is, and however slow the machine.
 */
export function holdReconnection(inner: Listen) {
  const lost = signal();
  const held = signal();
  const back = signal();
  let connected = false;
  const listen: Listen = (channel, handlers) =>
    inner(channel, {
      ...handlers,
      onListening(now) {
        if (!now) {
          handlers.onListening(false);
          lost.resolve();
        } else if (!connected) {
          connected = true;
          handlers.onListening(true);
        } else {
          void held.promise.then(() => {
            handlers.onListening(true);
            back.resolve();
          });
        }
      },
    });
  return { listen, lost: lost.promise, release: held.resolve, back: back.promise };
}
