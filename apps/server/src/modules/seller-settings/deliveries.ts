import type { Clock } from '../../lib/clock.ts';
import type { SecretBox } from '../../lib/crypto.ts';
import type { PushSender } from '../alerts/push.ts';
import { backoffDelay } from '../outbox/worker.ts';
import { postJson, sendSignedWebhook, type ReceiverOptions } from './receivers.ts';
import type { ClaimedDelivery } from './deliveries-repo.ts';
import type { SellerSettingsRepo } from './repo.ts';

/** Retries of one delivery: 5 s, 10 s, 20 s ... up to 10 minutes apart, for a day. */
export const DELIVERY_BACKOFF_MS = 5_000;
export const DELIVERY_MAX_BACKOFF_MS = 10 * 60_000;
export const DELIVERY_GIVE_UP_MS = 24 * 60 * 60_000;
const LEASE_MS = 2 * 60_000;
const BATCH = 20;
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
}

/**
 * Drains the queue of notifications beyond e-mail (DESIGN §2 outbox): claims due rows with a
 * lease, sends each to where the seller's settings point now (a rotated secret or a changed
 * address applies to what is still queued), and records the answer. A receiver that is down gets
 * the message when it is back; one that answered 2xx is never sent it again.
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

  async function record(d: ClaimedDelivery, result: Attempt): Promise<void> {
    const now = clock();
    if (result.kind === 'delivered') return repo.markDelivered(d.id, now, result.status);
    let retryAt: Date | null = null;
    if (result.kind === 'retry' && now.getTime() - d.createdAt.getTime() < DELIVERY_GIVE_UP_MS) {
      const backoff = backoffDelay(d.attempts + 1, DELIVERY_BACKOFF_MS, DELIVERY_MAX_BACKOFF_MS);
      retryAt = new Date(now.getTime() + Math.max(backoff, result.afterMs ?? 0));
    }
    await repo.markFailed(d.id, { status: result.status, error: result.error, retryAt, at: now });
  }

  return {
    /** One pass over what is due; the interval job and kicks call it. */
    async sendDue(): Promise<{ delivered: number; failed: number }> {
      const tally = { delivered: 0, failed: 0 };
      let batch: ClaimedDelivery[];
      do {
        const now = clock();
        batch = await repo.claimDue(now, new Date(now.getTime() + LEASE_MS), BATCH);
        // One slow receiver must not hold the others: a batch goes out side by side.
        await Promise.all(
          batch.map(async (d) => {
            const result = await attempt(d);
            await record(d, result);
            if (result.kind === 'delivered') tally.delivered++;
            else tally.failed++;
          }),
        );
      } while (batch.length === BATCH);
      return tally;
    },

    prune: () => repo.pruneBefore(new Date(clock().getTime() - DELIVERY_KEEP_MS)),
  };
}

export type DeliveryWorker = ReturnType<typeof createDeliveryWorker>;
