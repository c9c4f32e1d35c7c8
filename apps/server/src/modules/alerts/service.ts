import { createHash, randomBytes } from 'node:crypto';
import {
  ALERTS_TOKEN_PATTERN,
  MAX_ACTIVE_SUBSCRIPTIONS,
  UNSUBSCRIBE_TOKEN_PATTERN,
  type AddressProven,
  type PushRegistration,
  type Subscription,
  type SubscriptionCreate,
  type SubscriptionCreated,
  type SubscriptionOwnerQuery,
  type SubscriptionUpdate,
  type UnsubscribeResult,
  type Game,
} from '@shop/contract';
import type { Clock } from '../../lib/clock.ts';
import { errors } from '../../lib/errors.ts';
import { RateWindow } from '../../lib/rate-window.ts';
import type { CatalogService } from '../catalog/service.ts';
import type { JobQueue } from '../../db/jobs/queue.ts';
import { addressMail } from './address-mail.ts';
import { alertMail, alertPush } from './alert-mail.ts';
import { anchorToken, requiredTokens, resolveCriteria } from './criteria.ts';
import type { PushSender } from './push.ts';
import { alertPushWorker } from './push-job.ts';
import type { PushRepo } from './push-repo.ts';
import type { Bound, UnitsOfWork } from '../../db/unit-of-work.ts';
import type {
  AlertAccountRow,
  AlertsRepo,
  Delivery,
  ManageToken,
  MatchQueue,
  Owner,
} from './repo.ts';
import { clientKey } from '../../lib/client-key.ts';

const HOUR_MS = 60 * 60 * 1000;
/** New subscriptions per client address and per owner, per hour; browsers registered per address. */
const CREATES_PER_ADDRESS = 60;
const CREATES_PER_OWNER = 30;
const PUSH_REGISTRATIONS_PER_ADDRESS = 20;
/** Accounts matched per transaction: each may queue a mail per waiting subscription. */
const MATCH_BATCH = 20;
/** A link mailed to an alert address works once, for this long (as a buyer's link does). */
export const ALERT_LINK_HOURS = 24;
/** Link requests per client address, and links mailed per address, per hour. */
const LINK_REQUESTS_PER_ADDRESS = 10;
const LINKS_PER_EMAIL = 3;

const UNSUBSCRIBE_TOKEN_RE = new RegExp(UNSUBSCRIBE_TOKEN_PATTERN);
const ALERTS_TOKEN_RE = new RegExp(ALERTS_TOKEN_PATTERN);
const newToken = () => randomBytes(32).toString('base64url');
const hashOf = (token: string) => createHash('sha256').update(token).digest();

export const UNSUBSCRIBED_ONE = 'You have been successfully unsubscribed from this subscription.';
export const UNSUBSCRIBED_ALL =
  'You have been successfully unsubscribed from all email notifications.';
export const UNSUBSCRIBE_ALL_DONE = 'Successfully unsubscribed from all email notifications.';
/** What a browser that has not proven the address is told: where to look, never what is there. */
export const linkSentTo = (email: string) => `We sent a link to ${email} to manage its alerts.`;

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
 * waiting subscription is told once. Subscriptions need no account, but an e-mail is proven
 * before anything of it is shown, changed or mailed (decision 0040): a browser holds a
 * management token for the address, and alerts go only to subscriptions a link mailed to the
 * address confirmed. Creation is capped and rate-limited, and every alert carries a one-click
 * unsubscribe that needs no token.
 */
export function createAlertsService(deps: {
  repo: AlertsRepo;
  pushes: PushRepo;
  catalog: CatalogService;
  push: PushSender;
  clock: Clock;
  publicUrl: string;
  /**
   * A matching pass and the mails it queues commit together, as do a subscription and the
   * confirmation it mails; the outbox sends them after.
   */
  unitOfWork: UnitsOfWork;
  /** The shop's job queue: push alerts are one kind of job on it (decision 0043). */
  jobs: JobQueue;
}) {
  const { repo, pushes, catalog, push, clock, publicUrl } = deps;
  const unitOfWork = deps.unitOfWork({ alerts: repo.within });
  const pushJobs = deps.jobs.register(alertPushWorker({ pushes, push, clock }));
  const createsByAddress = new RateWindow(CREATES_PER_ADDRESS, HOUR_MS, clock);
  const createsByOwner = new RateWindow(CREATES_PER_OWNER, HOUR_MS, clock);
  const registrationsByAddress = new RateWindow(PUSH_REGISTRATIONS_PER_ADDRESS, HOUR_MS, clock);
  const linkRequestsByAddress = new RateWindow(LINK_REQUESTS_PER_ADDRESS, HOUR_MS, clock);
  const linksByEmail = new RateWindow(LINKS_PER_EMAIL, HOUR_MS, clock);

  const normalised = (email: string) => email.trim().toLowerCase();

  /** The caller's management token when it is one of this e-mail's; else none. */
  async function tokenFor(email: string, presented: string | undefined) {
    if (presented === undefined || !ALERTS_TOKEN_RE.test(presented)) return null;
    const token = await repo.manageToken(hashOf(presented));
    return token && token.email === email ? token : null;
  }

  /** How far a token reaches: every subscription of a proven address, else its own. */
  const reachOf = (token: ManageToken) => (token.proven ? ('all' as const) : token.id);

  /**
   * Whose subscriptions the caller names, and may touch: a push token is its own proof; an
   * e-mail counts only with a management token of it, else null (nothing of it is shown).
   */
  async function ownerOf(
    given: SubscriptionOwnerQuery,
    presented: string | undefined,
  ): Promise<Owner | null> {
    if ((given.email === undefined) === (given.fcm_token === undefined))
      throw errors.subscriptionOwnerMissing();
    if (given.email !== undefined) {
      const email = normalised(given.email);
      const token = await tokenFor(email, presented);
      return token ? { email, reach: reachOf(token) } : null;
    }
    const client = await pushes.pushClientByHash(hashOf(given.fcm_token!));
    if (!client) throw errors.pushTokenUnknown();
    return { pushClientId: client.id };
  }

  /** Whether a link may be mailed to `email` now: at most a few an hour, silently. */
  function mayMailLink(email: string): boolean {
    try {
      linksByEmail.take(email);
      return true;
    } catch {
      return false;
    }
  }

  const addressLink = (token: string) => `${publicUrl}/notifications?confirm=${token}`;

  /** Queues a link to the address in the unit of work that stores it. */
  async function queueLink(
    parts: Bound<{ alerts: AlertsRepo['within'] }>,
    email: string,
    kind: 'confirm' | 'manage',
  ) {
    const token = newToken();
    const expiresAt = new Date(clock().getTime() + ALERT_LINK_HOURS * HOUR_MS);
    await parts.alerts.insertLink(hashOf(token), email, expiresAt);
    await parts.outbox.queue(addressMail(email, addressLink(token), kind, ALERT_LINK_HOURS));
  }

  /**
   * Mails the address a link to manage its alerts, when it has any (whether it has stays
   * unsaid: the answer is the same either way); per client address over the limit, 429. An
   * address never confirmed is mailed nothing while its confirmation link is still open: until
   * it answers one link, it gets no other mail.
   */
  async function mailManageLink(email: string, clientAddress: string): Promise<void> {
    linkRequestsByAddress.take(clientKey(clientAddress));
    const state = await repo.addressState(email, clock());
    if (!state.subscribed || (!state.confirmed && state.liveLink) || !mayMailLink(email)) return;
    await unitOfWork.run((parts) => queueLink(parts, email, 'manage'));
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

    /**
     * A new subscription. For an e-mail, the browser's token says how far it is proven: a
     * browser without one for this address is issued one (it sees what it creates); a
     * subscription from a browser that has not opened a link mailed to the address waits,
     * unmailed, and the address is mailed a confirmation link unless one is still open.
     */
    async create(
      input: SubscriptionCreate,
      clientAddress: string,
      presented?: string,
    ): Promise<SubscriptionCreated> {
      if ((input.email === undefined) === (input.fcm_token === undefined))
        throw errors.subscriptionOwnerMissing();
      const email = input.email === undefined ? null : normalised(input.email);
      const held = email === null ? null : await tokenFor(email, presented);
      const push = email === null ? await ownerOf(input, undefined) : null;
      const game = await catalog.getGame(input.game_id);
      const criteria = resolveCriteria(game, input);
      createsByAddress.take(clientKey(clientAddress));
      createsByOwner.take(email ?? `push:${(push as { pushClientId: number }).pushClientId}`);
      const now = clock();
      const made = await unitOfWork.run(async (parts) => {
        const { alerts } = parts;
        let token = held;
        let issued: string | undefined;
        if (email !== null && !token) {
          issued = newToken();
          token = {
            id: await alerts.insertManageToken(hashOf(issued), email, false),
            email,
            proven: false,
          };
        }
        const owner: Owner = push ?? { email: email!, reach: reachOf(token!) };
        const proven = token === null || token.proven;
        const id = await alerts.insertSubscription(
          owner,
          criteria,
          { tokens: requiredTokens(criteria), anchor: anchorToken(criteria) },
          MAX_ACTIVE_SUBSCRIPTIONS,
          { createdBy: token?.id ?? null, confirmedAt: proven ? now : null, createdAt: now },
        );
        // Thrown inside, so the token issued for it is not kept either.
        if (id === null) throw errors.tooManySubscriptions(MAX_ACTIVE_SUBSCRIPTIONS);
        let linkSent = false;
        if (!proven && !(await alerts.hasLiveLink(email!, now)) && mayMailLink(email!)) {
          await queueLink(parts, email!, 'confirm');
          linkSent = true;
        }
        return { id, owner, issued, proven, linkSent };
      });
      return {
        ...(await owned(made.id, made.owner)),
        ...(made.issued === undefined ? {} : { manage_token: made.issued }),
        address_proven: made.proven,
        link_sent: made.linkSent,
      };
    },

    /** The subscriptions the caller may see; an e-mail without its token has none to show. */
    async list(given: SubscriptionOwnerQuery, presented?: string): Promise<Subscription[]> {
      const owner = await ownerOf(given, presented);
      if (!owner) return [];
      return (await repo.listOwned(owner)).map(toSubscription);
    },

    async update(id: number, input: SubscriptionUpdate, presented?: string): Promise<Subscription> {
      const owner = await ownerOf(input, presented);
      if (!owner) throw errors.subscriptionNotFound();
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

    async remove(id: number, given: SubscriptionOwnerQuery, presented?: string): Promise<string> {
      const owner = await ownerOf(given, presented);
      if (!owner || !(await repo.deleteOwned(id, owner))) throw errors.subscriptionNotFound();
      return 'Subscription deleted successfully!';
    },

    /**
     * Every alert of the e-mail off, from a browser that proved it. Any other browser changes
     * nothing: the address is mailed a link to manage its alerts, and the answer says so.
     */
    async unsubscribeAll(
      rawEmail: string,
      clientAddress: string,
      presented?: string,
    ): Promise<UnsubscribeResult> {
      const email = normalised(rawEmail);
      const token = await tokenFor(email, presented);
      if (token?.proven)
        return { message: UNSUBSCRIBE_ALL_DONE, count: await repo.deactivateAll(email) };
      await mailManageLink(email, clientAddress);
      return { message: linkSentTo(email), count: 0, link_sent: true };
    },

    /** Mails the address a link to manage its alerts; says so whether or not it had any. */
    async requestManageLink(rawEmail: string, clientAddress: string): Promise<string> {
      const email = normalised(rawEmail);
      await mailManageLink(email, clientAddress);
      return linkSentTo(email);
    },

    /**
     * Opens a link mailed to an alert address: its waiting subscriptions are confirmed, and
     * this browser gets a management token that shows every subscription of the address.
     */
    async confirmAddress(link: string): Promise<AddressProven> {
      const manage = newToken();
      const email = await unitOfWork.run(async ({ alerts }) => {
        const opened = await alerts.openLink(hashOf(link), clock());
        if (opened === null) throw errors.alertLinkInvalid();
        await alerts.insertManageToken(hashOf(manage), opened, true);
        return opened;
      });
      return { email, manage_token: manage };
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
        const pass = await unitOfWork.run(({ alerts }) =>
          alerts.matchPass(MATCH_BATCH, (...args) => notify(games, ...args)),
        );
        queued.mails += pass.mails;
        queued.pushes += pass.pushes;
        if (pass.accounts === 0) return queued;
      }
    },

    /**
     * One batch of due push alerts, sent now (tests and tooling; the queue's runner does it in
     * the shop); a browser that unsubscribed (404/410) is forgotten.
     */
    async sendDuePushes(): Promise<{ sent: number; failed: number }> {
      const { done, failed } = await pushJobs.drainOnce();
      return { sent: done, failed };
    },
  };
}

export type AlertsService = ReturnType<typeof createAlertsService>;
