import type { Clock } from '../../lib/clock.ts';
import type { SecretBox } from '../../lib/crypto.ts';
import type { PushSender } from '../alerts/push.ts';
import type { JobOutcome, JobQueue, JobWorker } from '../../db/jobs/queue.ts';
import { postJson, sendSignedWebhook, type ReceiverOptions } from './receivers.ts';
import { sellerDeliveryJob, type ClaimedDelivery } from './deliveries-repo.ts';
import type { SellerSettingsRepo } from './repo.ts';

/** Retries of one delivery: 5 s, 10 s, 20 s ... up to 10 minutes apart, for a day. */
export const DELIVERY_BACKOFF_MS = 5_000;
export const DELIVERY_MAX_BACKOFF_MS = 10 * 60_000;
export const DELIVERY_GIVE_UP_MS = 24 * 60 * 60_000;
const LEASE_MS = 2 * 60_000;
const BATCH = 20;
/** New notifications go out at once on this instance's wake; the poll takes retries. */
const POLL_MS = 2_000;
/** Delivered and failed rows are listed for a week, then pruned. */
export const DELIVERY_KEEP_MS = 7 * 24 * 60 * 60_000;

/** What one attempt came to: delivered, try again later, or never (gone or refused for good). */
type Attempt =
  | { kind: 'delivered'; status: number | null }
  | { kind: 'retry'; status: number | null; error: string; afterMs?: number }
  | { kind: 'final'; status: number | null; error: string };

// Discord's answers that no retry mends: a malformed message, or a webhook that was deleted.
const DISCORD_FINAL = new Set([400, 401, 403, 404]);

const describe = (err: unknown) => (err instanceof Error ? err.message : String(err));

export interface DeliveryWorkerDeps {
  repo: SellerSettingsRepo;
  push: Pick<PushSender, 'send'>;
  secrets: SecretBox;
  receivers: ReceiverOptions;
  clock: Clock;
  /** The shop's job queue: deliveries are one kind of job on it (decision 0043). */
  jobs: JobQueue;
}

/**
 * Notifications beyond e-mail as a kind of job on the shop's queue (DESIGN §2): each is sent to
 * where the seller's settings point now (a rotated secret or a changed address applies to what
 * is still queued), and the answer recorded. A receiver that is down gets the message when it is
 * back, for a day; one that answered 2xx is never sent it again.
 */
export function createDeliveryWorker(deps: DeliveryWorkerDeps) {
  const { repo, clock } = deps;

  async function attempt(d: ClaimedDelivery): Promise<Attempt> {
    const body = JSON.stringify(d.payload);
    try {
      if (d.channel === 'push') {
        if (!d.push) return { kind: 'final', status: null, error: 'the device was removed' };
        const outcome = await deps.push.send(
          { endpoint: d.push.endpoint, p256dh: d.push.p256dh, auth: d.push.auth },
          d.payload as object,
        );
        if (outcome === 'sent') return { kind: 'delivered', status: null };
        if (outcome === 'gone') {
          await repo.dropPushDevice(d.push.deviceId);
          return { kind: 'final', status: 410, error: 'the device unsubscribed' };
        }
        return { kind: 'retry', status: null, error: outcome.retry };
      }
      const url = d.channel === 'discord' ? d.discordUrl : d.webhookUrl;
      if (!url)
        return { kind: 'final', status: null, error: `the ${d.channel} address was removed` };
      let answer;
      if (d.channel === 'discord') {
        answer = await postJson(url, body, {}, deps.receivers);
      } else {
        if (!d.webhookSecretEnc)
          return {
            kind: 'retry',
            status: null,
            error: 'no signing secret yet: create one in Settings',
          };
        const secret = deps.secrets.decrypt(d.webhookSecretEnc);
        answer = await sendSignedWebhook(
          url,
          secret,
          { id: d.id, event: d.event, body },
          deps.receivers,
          clock(),
        );
      }
      if (answer.status >= 200 && answer.status < 300)
        return { kind: 'delivered', status: answer.status };
      const error = `the receiver answered ${answer.status}`;
      if (d.channel === 'discord' && DISCORD_FINAL.has(answer.status))
        return { kind: 'final', status: answer.status, error };
      return {
        kind: 'retry',
        status: answer.status,
        error,
        afterMs: answer.retryAfterMs ?? undefined,
      };
    } catch (err) {
      return { kind: 'retry', status: null, error: describe(err) };
    }
  }

  const worker: JobWorker<ClaimedDelivery> = {
    kind: sellerDeliveryJob,
    retry: {
      baseMs: DELIVERY_BACKOFF_MS,
      maxMs: DELIVERY_MAX_BACKOFF_MS,
      giveUpAfterMs: DELIVERY_GIVE_UP_MS,
    },
    leaseMs: LEASE_MS,
    batchSize: BATCH,
    pollMs: POLL_MS,
    // One slow receiver must not hold the others: a batch goes out side by side.
    parallel: true,
    clock,
    errorMax: 500,
    load: (claimed) => repo.loadDeliveries(claimed),
    async run(d): Promise<JobOutcome> {
      const result = await attempt(d);
      return result.kind === 'delivered' ? { kind: 'done', status: result.status } : result;
    },
    done: (d, outcome, at) => repo.markDelivered(d.id, at, outcome.status ?? null),
    gaveUp: (d, outcome, at) =>
      repo.markGivenUp(d.id, { status: outcome.status ?? null, error: outcome.error, at }),
    describe: (d) => ({ deliveryId: d.id, channel: d.channel }),
  };
  const runner = deps.jobs.register(worker);

  return {
    /** Sends what is due now (tests and tooling; the queue's runner does it in the shop). */
    async sendDue(): Promise<{ delivered: number; failed: number }> {
      const { done, failed } = await runner.drain();
      return { delivered: done, failed };
    },

    prune: () => repo.pruneBefore(new Date(clock().getTime() - DELIVERY_KEEP_MS)),
  };
}

export type DeliveryWorker = ReturnType<typeof createDeliveryWorker>;
