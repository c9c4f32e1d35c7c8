import {
  DELIVERY_LIST_MAX,
  NOTIFY_EVENTS,
  type ChannelTestResult,
  type ConfirmEmailData,
  type NotificationDelivery,
  type NotifyEvent,
  type PushDevice,
  type PushSubscriptionJson,
  type SellerSettings,
  type UpdateSellerSettingsBody,
} from '@shop/contract';
import { randomBytes } from 'node:crypto';
import type { Clock } from '../../lib/clock.ts';
import type { SecretBox } from '../../lib/crypto.ts';
import { errors } from '../../lib/errors.ts';
import { RateWindow } from '../../lib/rate-window.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { PushSender } from '../alerts/push.ts';
import type { UnitsOfWork } from '../../db/unit-of-work.ts';
import { confirmEmailMail } from './messages.ts';
import { notifySwitches, webhookBody } from './notices.ts';
import {
  checkReceiverUrl,
  postJson,
  sendSignedWebhook,
  type ReceiverKind,
  type ReceiverOptions,
} from './receivers.ts';
import type { SellerSettingsRepo, SellerSettingsRow, SettingsPatch } from './repo.ts';

export interface SellerSettingsDeps {
  repo: SellerSettingsRepo;
  unitOfWork: UnitsOfWork;
  secrets: SecretBox;
  clock: Clock;
  push: Pick<PushSender, 'checkEndpoint'>;
  receivers: ReceiverOptions;
  publicUrl: string;
  /**
   * Where buyers' replies to a seller's order mail go, shown on their settings: the orders
   * module's address, passed in because orders already depends on this module's notices.
   */
  replyAddress: (code: string) => string;
}

const CONFIRM_LINK_HOURS = 24;
/** Confirmation mails a seller may ask for in an hour: a typo or two, not a mail cannon. */
const EMAIL_CHANGES_PER_HOUR = 5;
/** Test messages a seller may send in a minute, to receivers they name. */
const TESTS_PER_MINUTE = 10;

const iso = (d: Date | string) => new Date(d).toISOString();

function deliveryState(r: {
  delivered_at: Date | null;
  failed_at: Date | null;
  attempts: number;
}): NotificationDelivery['state'] {
  if (r.delivered_at) return 'delivered';
  if (r.failed_at) return 'failed';
  return r.attempts > 0 ? 'retrying' : 'pending';
}

export function createSellerSettingsService(deps: SellerSettingsDeps) {
  const { repo, clock } = deps;
  const emailChange = deps.unitOfWork({ settings: repo.within });
  const emailChanges = new RateWindow(EMAIL_CHANGES_PER_HOUR, 60 * 60_000, clock);
  const tests = new RateWindow(TESTS_PER_MINUTE, 60_000, clock);

  function present(row: SellerSettingsRow): SellerSettings {
    const pendingLive =
      row.pending_email !== null &&
      row.pending_email_expires_at !== null &&
      new Date(row.pending_email_expires_at) > clock();
    return {
      code: row.code,
      name: row.name,
      notification_email: row.email,
      pending_notification_email: pendingLive ? row.pending_email : null,
      notify: notifySwitches(row.notify),
      discord_webhook_url: row.discord_webhook_url,
      webhook_url: row.webhook_url,
      webhook_secret_set: row.webhook_secret_enc !== null,
      payment_instructions: row.payment_instructions,
      order_reply_to: deps.replyAddress(row.code),
      default_warranty_days: row.default_warranty_days,
    };
  }

  const read = async (rollerId: number) => present(await repo.byId(rollerId));

  async function checkedUrl(value: string | null | undefined, field: ReceiverKind) {
    if (value === undefined || value === null) return value;
    return (await checkReceiverUrl(value.trim(), field, deps.receivers)).href;
  }

  /** Where a test message goes (`given`, checked as a save would, else the saved address). */
  async function testTarget(rollerId: number, field: ReceiverKind, given?: string) {
    tests.take(`roller:${rollerId}`);
    const seller = await repo.byId(rollerId);
    if (given !== undefined)
      return { seller, target: (await checkReceiverUrl(given.trim(), field, deps.receivers)).href };
    const saved = seller[field];
    if (!saved)
      throw errors.validation(`${field}: save an address first, or send one to test`, field);
    return { seller, target: saved };
  }

  const testOutcome = (status: number): ChannelTestResult =>
    status >= 200 && status < 300
      ? { ok: true, status, message: `Test message delivered (HTTP ${status}).` }
      : { ok: false, status, message: `The receiver answered HTTP ${status}.` };

  const unreachable = (err: unknown): ChannelTestResult => ({
    ok: false,
    status: null,
    message: `The receiver could not be reached: ${err instanceof Error ? err.message : String(err)}`,
  });

  return {
    get: read,

    async update(rollerId: number, body: UpdateSellerSettingsBody): Promise<SellerSettings> {
      const patch: SettingsPatch = {};
      if (body.name !== undefined) {
        const name = body.name.trim();
        if (!name) throw errors.validation('name must not be blank', 'name');
        patch.name = name;
      }
      if (body.notify) patch.notify = body.notify;
      if (body.payment_instructions !== undefined)
        patch.payment_instructions = body.payment_instructions.trim();
      if (body.default_warranty_days !== undefined)
        patch.default_warranty_days = body.default_warranty_days;
      // Both addresses are checked before either is saved: a refused request changes nothing.
      const discord = await checkedUrl(body.discord_webhook_url, 'discord_webhook_url');
      const webhook = await checkedUrl(body.webhook_url, 'webhook_url');
      if (discord !== undefined) patch.discord_webhook_url = discord;
      if (webhook !== undefined) patch.webhook_url = webhook;
      if (Object.keys(patch).length > 0) await repo.update(rollerId, patch);
      return read(rollerId);
    },

    /**
     * A new notification address takes effect only once the link mailed to it is opened, so
     * nobody can point a seller's order mail at an inbox that did not agree to it.
     */
    async startEmailChange(rollerId: number, rawEmail: string): Promise<SellerSettings> {
      const email = rawEmail.trim().toLowerCase();
      const seller = await repo.byId(rollerId);
      if (email === seller.email) return present(seller);
      emailChanges.take(`roller:${rollerId}`);
      const token = newToken();
      const expires = new Date(clock().getTime() + CONFIRM_LINK_HOURS * 60 * 60_000);
      const link = `${deps.publicUrl}/settings/confirm-email?token=${encodeURIComponent(token)}`;
      await emailChange.run(async ({ settings, outbox }) => {
        await settings.startEmailChange(rollerId, email, hashToken(token), expires);
        await outbox.queue(confirmEmailMail(email, seller.code, link));
      });
      return read(rollerId);
    },

    async confirmEmail(token: string): Promise<ConfirmEmailData> {
      const row = await repo.confirmEmail(hashToken(token.trim()), clock());
      if (!row?.email) throw errors.emailConfirmationInvalid();
      return {
        notification_email: row.email,
        message: `Order notifications now go to ${row.email}.`,
      };
    },

    /** A new signing secret; the old one stops signing at once. Shown only in this answer. */
    async rotateWebhookSecret(rollerId: number): Promise<{ secret: string }> {
      // Standard base64 after `whsec_`, the form Standard Webhooks libraries decode.
      const secret = `whsec_${randomBytes(32).toString('base64')}`;
      await repo.update(rollerId, { webhook_secret_enc: deps.secrets.encrypt(secret) });
      return { secret };
    },

    async testDiscord(rollerId: number, url?: string): Promise<ChannelTestResult> {
      const { seller, target } = await testTarget(rollerId, 'discord_webhook_url', url);
      const body = JSON.stringify({
        username: 'Gacha Shop',
        allowed_mentions: { parse: [] },
        content: `Test message from the shop: order news of seller ${seller.code} will appear here.`,
      });
      try {
        return testOutcome((await postJson(target, body, {}, deps.receivers)).status);
      } catch (err) {
        return unreachable(err);
      }
    },

    async testWebhook(rollerId: number, url?: string): Promise<ChannelTestResult> {
      const { seller, target } = await testTarget(rollerId, 'webhook_url', url);
      if (!seller.webhook_secret_enc)
        throw errors.validation('webhook_url: create a signing secret first', 'webhook_url');
      const body = JSON.stringify(webhookBody('test', { seller: seller.code }, clock()));
      try {
        const answer = await sendSignedWebhook(
          target,
          deps.secrets.decrypt(seller.webhook_secret_enc),
          { id: `test-${Date.now()}`, event: 'test', body },
          deps.receivers,
          clock(),
        );
        return testOutcome(answer.status);
      } catch (err) {
        return unreachable(err);
      }
    },

    async devices(rollerId: number): Promise<PushDevice[]> {
      const rows = await repo.pushDevices(rollerId);
      return rows.map((r) => ({ id: r.id, label: r.label, created_at: iso(r.created_at) }));
    },

    async addDevice(
      rollerId: number,
      subscription: PushSubscriptionJson,
      label: string | undefined,
    ): Promise<PushDevice> {
      await deps.push.checkEndpoint(subscription.endpoint);
      const row = await repo.upsertPushDevice(rollerId, {
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        label: label?.trim() || 'Browser',
      });
      return { id: row.id, label: row.label, created_at: iso(row.created_at) };
    },

    async removeDevice(rollerId: number, id: number): Promise<void> {
      if (!(await repo.deletePushDevice(rollerId, id))) throw errors.pushDeviceNotFound();
    },

    async deliveries(rollerId: number): Promise<NotificationDelivery[]> {
      const rows = await repo.recentDeliveries(rollerId, DELIVERY_LIST_MAX);
      return rows.map((r) => {
        const state = deliveryState(r);
        return {
          id: Number(r.id),
          channel: r.channel as NotificationDelivery['channel'],
          event: r.event,
          state,
          attempts: r.attempts,
          response_status: r.response_status,
          last_error: r.last_error,
          created_at: iso(r.created_at),
          delivered_at: r.delivered_at ? iso(r.delivered_at) : null,
          next_attempt_at:
            state === 'pending' || state === 'retrying' ? iso(r.next_attempt_at) : null,
        };
      });
    },

    /** Operator commands (`roller set-email`, `roller notify`, ...): no link, no rate limit. */
    operator: {
      async find(code: string) {
        const row = await repo.byCode(code.trim().toLowerCase());
        if (!row) throw errors.rollerNotFound(code);
        return row;
      },
      setEmail: (rollerId: number, email: string | null) =>
        repo.setEmailDirectly(rollerId, email?.trim().toLowerCase() || null),
      setNotify: (rollerId: number, switches: Partial<Record<NotifyEvent, boolean>>) =>
        repo.update(rollerId, { notify: switches }),
      show: read,
    },
  };
}

export type SellerSettingsService = ReturnType<typeof createSellerSettingsService>;

/** `order_created,order_paid` as switches, refusing an unknown event by name. */
export function parseEvents(list: string, field: string): NotifyEvent[] {
  const names = list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const name of names)
    if (!(NOTIFY_EVENTS as readonly string[]).includes(name))
      throw errors.validation(
        `${field}: unknown event "${name}"; events are ${NOTIFY_EVENTS.join(', ')}`,
        field,
      );
  return names as NotifyEvent[];
}
