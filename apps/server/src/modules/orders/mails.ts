import { INVOICE_WINDOW_SECONDS } from '@shop/contract';
import type { OutgoingMail } from '../outbox/outbox.ts';
import { renderMail, usd, utcTime as utc } from '../outbox/layout.ts';
import type { OrderRow } from './repo.ts';
import { warrantyUntil } from './warranty.ts';

/**
 * The texts of the buyer's order mails. Links are absolute: they are built from PUBLIC_URL.
 * Each carries a Reply-To of the seller's own inbox (`{code}.orders@{domain}`), so a buyer's
 * answer reaches the seller beside the account mail, never the shop's no-reply address.
 */

const replyTo = (address: string) => ({ 'Reply-To': address });

const minutes = INVOICE_WINDOW_SECONDS / 60;

export function invoiceMail(
  order: OrderRow,
  invoiceUrl: string,
  sellerInbox: string,
): OutgoingMail {
  const subject = `Invoice for ${order.game_name} account ${order.account_code}: ${usd(order.amount)}`;
  return {
    to: order.buyer_email,
    subject,
    headers: replyTo(sellerInbox),
    ...renderMail({
      heading: `Your invoice: ${usd(order.amount)}`,
      paragraphs: [
        `Hello ${order.buyer_name}, thank you for your order.`,
        `Please pay within ${minutes} minutes, by ${utc(new Date(order.expires_at))}. After that the invoice lapses and the account goes back on sale.`,
        'Once the payment is confirmed, the account’s login method, login e-mail and password are sent to this address.',
        `Questions about paying? Reply to this mail: it reaches the seller at ${sellerInbox}.`,
      ],
      facts: [
        ['Account', order.account_code],
        ['Game', order.game_name],
        ['Amount', usd(order.amount)],
        ['Pay by', utc(new Date(order.expires_at))],
      ],
      action: { label: 'Open the invoice and pay', url: invoiceUrl },
      footer: 'You receive this mail because this address was entered on the purchase page.',
    }),
  };
}

/** The delivery mail's warranty line: how long, and until when, counted from this delivery. */
export function warrantyLine(order: OrderRow): string {
  const until = warrantyUntil(order);
  if (until === null) return 'No warranty.';
  const days = `${order.warranty_days} day${order.warranty_days === 1 ? '' : 's'}`;
  return `Warranty: ${days}, until ${utc(until)}. Until then the shop watches the account’s mail for security changes, and you can open a dispute from the buyer e-mail page.`;
}

export interface DeliveredCredentials {
  loginMethod: string;
  loginEmail: string;
  password: string;
}

export function deliveryMail(
  order: OrderRow,
  credentials: DeliveredCredentials,
  buyerEmailsUrl: string,
  sellerInbox: string,
): OutgoingMail {
  return {
    to: order.buyer_email,
    headers: replyTo(sellerInbox),
    subject: `Your ${order.game_name} account ${order.account_code} is ready`,
    ...renderMail({
      heading: 'Your account is ready',
      paragraphs: [
        `Hello ${order.buyer_name}, your payment of ${usd(order.amount)} is confirmed. Here is how to sign in to your ${order.game_name} account ${order.account_code}.`,
        'Codes the game sends to the account’s e-mail (sign-in or verification codes) can be read for 24 hours on the buyer e-mail page: request access there with this e-mail address.',
        warrantyLine(order),
        'Change the password after your first sign-in. Keep this mail private: it holds the account’s password.',
        `Anything wrong with the account? Reply to this mail: it reaches the seller at ${sellerInbox}.`,
      ],
      facts: [
        ['Login method', credentials.loginMethod],
        [
          credentials.loginMethod === 'Username' ? 'Username' : 'Login e-mail',
          credentials.loginEmail,
        ],
        ['Password', credentials.password],
      ],
      action: { label: 'Read the account’s mail', url: buyerEmailsUrl },
    }),
  };
}
