import type { OutgoingMail } from '../outbox/outbox.ts';
import { renderMail } from '../outbox/layout.ts';

export const CONFIRM_SUBJECT = 'Confirm your e-mail for account alerts';
export const MANAGE_SUBJECT = 'Your link to manage your account alerts';

/**
 * The link that proves an alert address (decision 0040): `confirm` for the first subscription
 * of a new address (double opt-in), `manage` when a browser asked to see or change the
 * address's alerts. Opening either does the same: it confirms what waits and shows the list.
 */
export function addressMail(
  to: string,
  link: string,
  kind: 'confirm' | 'manage',
  hours: number,
): OutgoingMail {
  const confirm = kind === 'confirm';
  return {
    to,
    subject: confirm ? CONFIRM_SUBJECT : MANAGE_SUBJECT,
    ...renderMail({
      heading: confirm ? 'Confirm your e-mail for account alerts' : 'Manage your account alerts',
      paragraphs: [
        confirm
          ? 'Someone, probably you, asked the shop to mail this address when an account matching a search is listed. No alert is sent until you open the link below.'
          : 'Someone, probably you, asked to see or change the account alerts of this address. Open the link below to see them in that browser.',
        'Opening it turns on the alerts waiting for this address and lists them, so you can delete any you did not ask for.',
        `The link works once, for ${hours} hours. If you did not ask for it, ignore this mail and nothing is sent.`,
      ],
      action: { label: confirm ? 'Confirm and see my alerts' : 'Manage my alerts', url: link },
      footer: 'You receive this mail because this address was entered for alerts on the shop.',
    }),
  };
}
