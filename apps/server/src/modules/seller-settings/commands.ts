import { NOTIFY_EVENTS, SELLER_NAME_MAX } from '@shop/contract';
import { errors } from '../../lib/errors.ts';
import type { CommandArgs, OperatorCommand } from '../../lib/operator-command.ts';
import { parseEvents } from './service.ts';

const EMAIL = /^[^\s@<>()]+@[^\s@<>()]+\.[^\s@<>()]+$/;
// eslint-disable-next-line no-control-regex -- the characters the API's fields refuse
const CONTROL = /[\u0000-\u001f\u007f]/;
const codeOption = { flags: '--code <code>', description: 'the roller', required: true };

function given(args: CommandArgs, key: string): string {
  const value = args[key];
  if (value === undefined) throw errors.validation(`${key} is required`, key);
  return value;
}

/**
 * The operator's side of the settings page (`npm run shop -- roller ...`). The operator is
 * trusted, so a notification e-mail set here takes effect at once, without a link. Like every
 * operator command they reach a running shop through its control socket.
 */
export const sellerSettingsCommands: OperatorCommand[] = [
  {
    name: 'roller set-email',
    description: "set a seller's notification e-mail at once (--email none clears it)",
    options: [
      codeOption,
      { flags: '--email <email>', description: 'where order notifications go', required: true },
    ],
    async run({ sellerSettings }, args) {
      const seller = await sellerSettings.operator.find(given(args, 'code'));
      const raw = given(args, 'email').trim();
      const email = raw === 'none' || raw === '' ? null : raw.toLowerCase();
      if (email !== null && (!EMAIL.test(email) || email.length > 254))
        throw errors.validation(`email: "${raw}" is not an e-mail address`, 'email');
      await sellerSettings.operator.setEmail(seller.id, email);
      return email
        ? `Order notifications of ${seller.code} now go to ${email}.`
        : `Order notifications of ${seller.code} are no longer mailed.`;
    },
  },
  {
    name: 'roller notify',
    description: `choose which events notify a seller (${NOTIFY_EVENTS.join(', ')})`,
    options: [
      codeOption,
      { flags: '--on <events>', description: 'comma-separated events to turn on' },
      { flags: '--off <events>', description: 'comma-separated events to turn off' },
    ],
    async run({ sellerSettings }, args) {
      const seller = await sellerSettings.operator.find(given(args, 'code'));
      const on = parseEvents(args.on ?? '', 'on');
      const off = parseEvents(args.off ?? '', 'off');
      if (on.length + off.length === 0)
        throw errors.validation('name events with --on or --off', 'on');
      const both = on.find((e) => off.includes(e));
      if (both) throw errors.validation(`${both} is both --on and --off`, 'on');
      await sellerSettings.operator.setNotify(seller.id, {
        ...Object.fromEntries(on.map((e) => [e, true])),
        ...Object.fromEntries(off.map((e) => [e, false])),
      });
      const now = (await sellerSettings.operator.show(seller.id)).notify;
      const list = (want: boolean) =>
        NOTIFY_EVENTS.filter((e) => now[e] === want).join(', ') || 'none';
      return `Notifications of ${seller.code}: on ${list(true)}; off ${list(false)}.`;
    },
  },
  {
    name: 'roller set-name',
    description: "change a seller's display name (shown on invoices and order mail)",
    options: [codeOption, { flags: '--name <name>', description: 'display name', required: true }],
    async run({ sellerSettings }, args) {
      const seller = await sellerSettings.operator.find(given(args, 'code'));
      const name = given(args, 'name').trim();
      if (!name || name.length > SELLER_NAME_MAX || CONTROL.test(name))
        throw errors.validation(
          `name must be 1-${SELLER_NAME_MAX} characters without control characters`,
          'name',
        );
      await sellerSettings.update(seller.id, { name });
      return `Display name of ${seller.code} is now ${name}.`;
    },
  },
  {
    name: 'roller set-webhooks',
    description:
      "point a seller's Discord or signed webhook somewhere (public https only; none removes it)",
    options: [
      codeOption,
      { flags: '--discord <url>', description: 'Discord webhook address, or none' },
      { flags: '--webhook <url>', description: 'signed webhook address, or none' },
    ],
    async run({ sellerSettings }, args) {
      const seller = await sellerSettings.operator.find(given(args, 'code'));
      const url = (value: string | undefined) =>
        value === undefined ? undefined : value.trim() === 'none' ? null : value.trim();
      const discord = url(args.discord);
      const webhook = url(args.webhook);
      if (discord === undefined && webhook === undefined)
        throw errors.validation('give --discord or --webhook', 'discord');
      const s = await sellerSettings.update(seller.id, {
        ...(discord !== undefined ? { discord_webhook_url: discord } : {}),
        ...(webhook !== undefined ? { webhook_url: webhook } : {}),
      });
      const lines = [
        `Discord webhook of ${s.code}: ${s.discord_webhook_url ? 'set' : 'not set'}; signed webhook: ${s.webhook_url ?? 'not set'}.`,
      ];
      if (s.webhook_url && !s.webhook_secret_set) {
        const { secret } = await sellerSettings.rotateWebhookSecret(seller.id);
        lines.push(`Signing secret (shown once): ${secret}`);
      }
      return lines.join('\n');
    },
  },
  {
    name: 'roller settings',
    description: "show a seller's notification settings",
    options: [codeOption],
    async run({ sellerSettings }, args) {
      const seller = await sellerSettings.operator.find(given(args, 'code'));
      const s = await sellerSettings.operator.show(seller.id);
      const on = NOTIFY_EVENTS.filter((e) => s.notify[e]).join(', ') || 'none';
      return [
        `Roller ${s.code} (${s.name})`,
        `notification e-mail: ${s.notification_email ?? 'not set'}${s.pending_notification_email ? ` (waiting for ${s.pending_notification_email} to confirm)` : ''}`,
        `notify: ${on}`,
        `Discord webhook: ${s.discord_webhook_url ? 'set' : 'not set'}`,
        `signed webhook: ${s.webhook_url ?? 'not set'}${s.webhook_url && !s.webhook_secret_set ? ' (no secret yet)' : ''}`,
        `buyers' replies go to: ${s.order_reply_to}`,
      ].join('\n');
    },
  },
];
