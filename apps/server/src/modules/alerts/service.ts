import { createHash, randomBytes } from 'node:crypto';
import {
  MAX_ACTIVE_SUBSCRIPTIONS,
  UNSUBSCRIBE_TOKEN_PATTERN,
  type PushRegistration,
  type Subscription,
  type SubscriptionCreate,
  type SubscriptionOwnerQuery,
  type SubscriptionUpdate,
  type UnsubscribeResult,
  type Game,
} from '@shop/contract';
import type { Clock } from '../../lib/clock.ts';
import { errors } from '../../lib/errors.ts';
import { RateWindow } from '../../lib/rate-window.ts';
import type { CatalogService } from '../catalog/service.ts';
import { backoffDelay } from '../outbox/worker.ts';
import { alertMail, alertPush } from './alert-mail.ts';
import { anchorToken, requiredTokens, resolveCriteria } from './criteria.ts';
import type { PushSender } from './push.ts';
import type { PushRepo } from './push-repo.ts';
import type { UnitsOfWork } from '../outbox/unit-of-work.ts';
import type { AlertAccountRow, AlertsRepo, Delivery, MatchQueue, Owner } from './repo.ts';
import { clientKey } from '../../lib/client-key.ts';

const HOUR_MS = 60 * 60 * 1000;
/** New subscriptions per client address and per owner, per hour; browsers registered per address. */
const CREATES_PER_ADDRESS = 60;
const CREATES_PER_OWNER = 30;
const PUSH_REGISTRATIONS_PER_ADDRESS = 20;
/** Accounts matched per transaction: each may queue a mail per waiting subscription. */
const MATCH_BATCH = 20;
const PUSH_BATCH = 20;
const PUSH_LEASE_MS = 60_000;
/** After this many failed tries a push is dropped: an alert days late is no alert. */
const PUSH_MAX_ATTEMPTS = 8;

const UNSUBSCRIBE_TOKEN_RE = new RegExp(UNSUBSCRIBE_TOKEN_PATTERN);
const newToken = () => randomBytes(32).toString('base64url');
const hashOf = (token: string) => createHash('sha256').update(token).digest();

export const UNSUBSCRIBED_ONE = 'You have been successfully unsubscribed from this subscription.';
export const UNSUBSCRIBED_ALL =
  'You have been successfully unsubscribed from all email notifications.';
export const UNSUBSCRIBE_ALL_DONE = 'Successfully unsubscribed from all email notifications.';

type SubscriptionRow = Awaited<ReturnType<AlertsRepo['listOwned']>>[number];

function toSubscription(row: SubscriptionRow): Subscription {
  return {
    id: row.id,
    channel: row.email === null ? 'push' : 'email',
    email: row.email,
    game_id: row.game_id,
    game: { id: row.game_id, name: row.game_name },
    server_name: row.server_value,
    gender: row.gender,
    max_price: row.max_price,
    characters: row.characters,
    weapons: row.weapons,
    is_active: row.is_active,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * Alerts (SPEC §2 "Alert subscription flow", DESIGN §5): buyers leave criteria and an e-mail
 * (or a browser's push token); when an account becomes available that meets them, each
 * waiting subscription is told once. Subscriptions need no account: whoever knows the e-mail
 * manages them (SPEC), so creation is capped and rate-limited, and every alert carries a
 * one-click unsubscribe.
 */
export function createAlertsService(deps: {
  repo: AlertsRepo;
  pushes: PushRepo;
  catalog: CatalogService;
  push: PushSender;
  clock: Clock;
  publicUrl: string;
  /** A matching pass and the mails it queues commit together; the outbox sends them after. */
  unitOfWork: UnitsOfWork;
}) {
  const { repo, pushes, catalog, push, clock, publicUrl } = deps;
  const unitOfWork = deps.unitOfWork({ matches: repo.within });
  const createsByAddress = new RateWindow(CREATES_PER_ADDRESS, HOUR_MS, clock);
  const createsByOwner = new RateWindow(CREATES_PER_OWNER, HOUR_MS, clock);
  const registrationsByAddress = new RateWindow(PUSH_REGISTRATIONS_PER_ADDRESS, HOUR_MS, clock);

  async function ownerOf(given: SubscriptionOwnerQuery): Promise<Owner> {
    if ((given.email === undefined) === (given.fcm_token === undefined))
      throw errors.subscriptionOwnerMissing();
    if (given.email !== undefined) return { email: given.email.trim().toLowerCase() };
    const client = await pushes.pushClientByHash(hashOf(given.fcm_token!));
    if (!client) throw errors.pushTokenUnknown();
    return { pushClientId: client.id };
  }

  async function owned(id: number, owner: Owner): Promise<Subscription> {
    const row = await repo.findOwned(id, owner);
    if (!row) throw errors.subscriptionNotFound();
    return toSubscription(row);
  }

  const link = (path: string, token: string) => `${publicUrl}${path}?token=${token}`;

  /** Queues the mail or push of each new (subscription, account) pair; see match-repo.ts. */
  async function notify(
    games: Game[],
    deliveries: Delivery[],
    accounts: Map<number, AlertAccountRow>,
    queue: MatchQueue,
  ): Promise<void> {
    for (const d of deliveries) {
      const account = accounts.get(d.account_id)!;
      const game = games.find((g) => g.id === account.game_id);
      // A game imported a moment ago: the pass rolls back and the next one, a tick later, sees it.
      if (!game) throw new Error(`game ${account.game_id} is not in the catalogue cache yet`);
      const accountUrl = `${publicUrl}/games/${account.game_id}/accounts/${account.id}`;
      if (d.push_client_id !== null) {
        queue.push(d.push_client_id, alertPush(account, game, accountUrl, publicUrl));
        continue;
      }
      const one = newToken();
      const all = newToken();
      queue.unsubscribeToken(hashOf(one), d.email!, d.subscription_id);
      queue.unsubscribeToken(hashOf(all), d.email!, null);
      queue.mail(
        alertMail(
          d.email!,
          account,
          game,
          {
            account: accountUrl,
            unsubscribeOne: link('/unsubscribe-single', one),
            unsubscribeAll: link('/unsubscribe', all),
            oneClick: link('/api/buyer-notifications/unsubscribe-single', one),
          },
          publicUrl,
        ),
      );
    }
  }

  return {
    vapidPublicKey: () => push.publicKey,

    async create(input: SubscriptionCreate, clientAddress: string): Promise<Subscription> {
      const owner = await ownerOf(input);
      const game = await catalog.getGame(input.game_id);
      const criteria = resolveCriteria(game, input);
      createsByAddress.take(clientKey(clientAddress));
      createsByOwner.take('email' in owner ? owner.email : `push:${owner.pushClientId}`);
      const id = await repo.insertSubscription(
        owner,
        criteria,
        { tokens: requiredTokens(criteria), anchor: anchorToken(criteria) },
        MAX_ACTIVE_SUBSCRIPTIONS,
      );
      if (id === null) throw errors.tooManySubscriptions(MAX_ACTIVE_SUBSCRIPTIONS);
      return owned(id, owner);
    },

    async list(given: SubscriptionOwnerQuery): Promise<Subscription[]> {
      return (await repo.listOwned(await ownerOf(given))).map(toSubscription);
    },

    async update(id: number, input: SubscriptionUpdate): Promise<Subscription> {
      const owner = await ownerOf(input);
      const outcome = await repo.updateOwned(
        id,
        owner,
        { is_active: input.is_active, max_price: input.max_price },
        MAX_ACTIVE_SUBSCRIPTIONS,
      );
      if (outcome === 'missing') throw errors.subscriptionNotFound();
      if (outcome === 'over-cap') throw errors.tooManySubscriptions(MAX_ACTIVE_SUBSCRIPTIONS);
      return owned(id, owner);
    },

    async remove(id: number, given: SubscriptionOwnerQuery): Promise<string> {
      if (!(await repo.deleteOwned(id, await ownerOf(given)))) throw errors.subscriptionNotFound();
      return 'Subscription deleted successfully!';
    },

    async unsubscribeAll(email: string): Promise<UnsubscribeResult> {
      const count = await repo.deactivateAll(email.trim().toLowerCase());
      return { message: UNSUBSCRIBE_ALL_DONE, count };
    },

    /** What `unsubscribe` would answer, without spending the link (HEAD). */
    async checkUnsubscribe(token: string, scope: 'single' | 'all'): Promise<void> {
      if (!UNSUBSCRIBE_TOKEN_RE.test(token)) throw errors.invalidUnsubscribeToken();
      if (!(await repo.tokenUsable(hashOf(token), scope))) throw errors.unsubscribeLinkUsed();
    },

    /** A mailed link, used once: `single` for its subscription, `all` for the e-mail's. */
    async unsubscribe(token: string, scope: 'single' | 'all'): Promise<UnsubscribeResult> {
      if (!UNSUBSCRIBE_TOKEN_RE.test(token)) throw errors.invalidUnsubscribeToken();
      const spent = await repo.spendToken(hashOf(token), scope, clock());
      if (!spent) throw errors.unsubscribeLinkUsed();
      return {
        message: scope === 'single' ? UNSUBSCRIBED_ONE : UNSUBSCRIBED_ALL,
        count: spent.count,
      };
    },

    async registerPush(
      { push_subscription: sub }: PushRegistration,
      clientAddress: string,
    ): Promise<{ fcm_token: string }> {
      registrationsByAddress.take(clientKey(clientAddress));
      await push.checkEndpoint(sub.endpoint);
      const token = newToken();
      await pushes.insertPushClient(hashOf(token), sub.endpoint, sub.keys.p256dh, sub.keys.auth);
      return { fcm_token: token };
    },

    /** Drains the match queue; says how many mails and pushes it queued. */
    async matchQueued(): Promise<{ mails: number; pushes: number }> {
      const queued = { mails: 0, pushes: 0 };
      for (;;) {
        // Read before the transaction: on PGlite a query outside it would wait for it forever.
        const games = await catalog.listGames();
        const pass = await unitOfWork.run(({ matches }) =>
          matches.matchPass(MATCH_BATCH, (...args) => notify(games, ...args)),
        );
        queued.mails += pass.mails;
        queued.pushes += pass.pushes;
        if (pass.accounts === 0) return queued;
      }
    },

    /** Sends due push alerts; a browser that unsubscribed (404/410) is forgotten. */
    async sendDuePushes(): Promise<{ sent: number; failed: number }> {
      const result = { sent: 0, failed: 0 };
      const now = clock();
      const batch = await pushes.claimPushes(
        now,
        new Date(now.getTime() + PUSH_LEASE_MS),
        PUSH_BATCH,
      );
      for (const item of batch) {
        const outcome = await push.send(item.client, item.payload);
        if (outcome === 'sent') {
          await pushes.pushSent(item.id);
          result.sent++;
        } else if (outcome === 'gone') {
          await pushes.dropPushClient(item.client.id);
          result.failed++;
        } else if (item.attempts + 1 >= PUSH_MAX_ATTEMPTS) {
          await pushes.pushSent(item.id);
          result.failed++;
        } else {
          const delay = backoffDelay(item.attempts + 1, 5_000, 15 * 60_000);
          await pushes.pushFailed(item.id, outcome.retry, new Date(clock().getTime() + delay));
          result.failed++;
        }
      }
      return result;
    },
  };
}

export type AlertsService = ReturnType<typeof createAlertsService>;
