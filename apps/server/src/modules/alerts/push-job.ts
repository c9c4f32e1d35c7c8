import type { JobWorker } from '../../db/jobs/queue.ts';
import type { Clock } from '../../lib/clock.ts';
import type { PushSender } from './push.ts';
import { alertPushJob, type PushRepo, type QueuedPush } from './push-repo.ts';

const PUSH_BATCH = 20;
const PUSH_LEASE_MS = 60_000;
/** The poll that takes retries; new pushes go out on the wake after their pass commits. */
const PUSH_POLL_MS = 5_000;
/** After this many failed tries a push is dropped: an alert days late is no alert. */
const PUSH_MAX_ATTEMPTS = 8;

/** Sends browser push alerts as a kind of job on the shop's queue (decision 0043). */
export function alertPushWorker(deps: {
  pushes: PushRepo;
  push: Pick<PushSender, 'send'>;
  clock: Clock;
}): JobWorker<QueuedPush> {
  const { pushes } = deps;
  return {
    kind: alertPushJob,
    retry: { baseMs: 5_000, maxMs: 15 * 60_000, maxAttempts: PUSH_MAX_ATTEMPTS },
    leaseMs: PUSH_LEASE_MS,
    batchSize: PUSH_BATCH,
    pollMs: PUSH_POLL_MS,
    clock: deps.clock,
    load: (claimed) => pushes.loadPushes(claimed),
    async run(item) {
      const outcome = await deps.push.send(item.client, item.payload);
      if (outcome === 'sent') return { kind: 'done' };
      if (outcome === 'gone') {
        // The browser unsubscribed (404/410): forget it, and what waits for it.
        await pushes.dropPushClient(item.client.id);
        return { kind: 'final', error: 'the browser unsubscribed' };
      }
      return { kind: 'retry', error: outcome.retry };
    },
    done: (item) => pushes.pushSent(item.id),
    gaveUp: (item) => pushes.pushSent(item.id),
    describe: (item) => ({ pushId: item.id, clientId: item.client.id }),
  };
}
