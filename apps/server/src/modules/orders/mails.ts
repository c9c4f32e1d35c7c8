import { INVOICE_WINDOW_SECONDS, type OrderCanceller } from '@shop/contract';
import { linkLifetime, type BuyerLink } from '../buyer-access/links.ts';
import type { OutgoingMail } from '../outbox/outbox.ts';
import { renderMail, SHOP_NAME, usd, utcTime as utc } from '../outbox/layout.ts';
import { sellerName } from './mappers.ts';
import type { OrderRow } from './repo.ts';
import { warrantyUntil } from '../../lib/warranty.ts';

/**
 * The texts of the buyer's order mails. Links are absolute: they are built from PUBLIC_URL.
 * Each carries a Reply-To of the seller's own inbox (`{code}.orders@{domain}`), so a buyer's
 * answer reaches the seller beside the account mail, never the shop's no-reply address.
 */

const replyTo = (address: string) => ({ 'Reply-To': address });

/**
 * Order mail goes out under the seller's name (the one the invoice shows) from the shop's own
 * address: "Sella Stars via Gacha Shop" <no-reply@…>.
 */
export const fromSeller = (order: OrderRow) => ({
  fromName: `${sellerName(order)} via ${SHOP_NAME}`,
});

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
    ...fromSeller(order),
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
  /** Opens the buyer's page at once: the account's mail and sign-in (buyer-access/links.ts). */
  buyerLink: BuyerLink,
  sellerInbox: string,
): OutgoingMail {
  return {
    to: order.buyer_email,
    headers: replyTo(sellerInbox),
    ...fromSeller(order),
    subject: `Your ${order.game_name} account ${order.account_code} is ready`,
    ...renderMail({
      heading: 'Your account is ready',
      paragraphs: [
        `Hello ${order.buyer_name}, your payment of ${usd(order.amount)} is confirmed. Here is how to sign in to your ${order.game_name} account ${order.account_code}.`,
        'Codes the game sends to the account’s e-mail (sign-in or verification codes) can be read on your buyer page, where the sign-in below is kept too.',
        linkLifetime(buyerLink),
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
      action: { label: 'Read the account’s mail', url: buyerLink.url },
    }),
  };
}

/** What the cancellation mail says ended the order. */
const CANCELLED_BY: Record<OrderCanceller, { fact: string; lead: (o: OrderRow) => string }> = {
  seller: {
    fact: 'The seller',
    lead: (o) => `the seller cancelled your order of the ${o.game_name} account ${o.account_code}.`,
  },
  owner: {
    fact: 'The shop owner',
    lead: (o) =>
      `the shop owner cancelled your order of the ${o.game_name} account ${o.account_code}: its seller no longer sells on this shop.`,
  },
  lapsed: {
    fact: `Time ran out (not paid within ${minutes} minutes)`,
    lead: (o) =>
      `time ran out: the invoice for the ${o.game_name} account ${o.account_code} was not paid within ${minutes} minutes, so the order was cancelled and the account went back on sale.`,
  },
};

/**
 * The buyer's news that the shop ended their unpaid order, and who ended it (the seller, the
 * shop owner by disabling the seller, or time); queued in the cancel's own transaction.
 */
export function cancellationMail(
  order: OrderRow,
  by: OrderCanceller,
  links: {
    /** The account's page, to order it again when it is still for sale. */
    accountUrl: string;
    sellerInbox: string;
    /** SHOP_CONTACT's label, when the operator set one. */
    shopContact: string | null;
  },
): OutgoingMail {
  const why = CANCELLED_BY[by];
  const paid =
    by === 'owner' && links.shopContact
      ? `Already paid? Write to the shop at ${links.shopContact}, or reply to this mail.`
      : `Already paid? Reply to this mail: it reaches the seller at ${links.sellerInbox}.`;
  return {
    to: order.buyer_email,
    subject: `Your order of ${order.game_name} account ${order.account_code} was cancelled`,
    headers: replyTo(links.sellerInbox),
    ...fromSeller(order),
    ...renderMail({
      heading: 'Your order was cancelled',
      paragraphs: [
        `Hello ${order.buyer_name}, ${why.lead(order)}`,
        'The invoice needs no payment now.',
        paid,
      ],
      facts: [
        ['Account', order.account_code],
        ['Game', order.game_name],
        ['Amount', usd(order.amount)],
        ['Cancelled by', why.fact],
      ],
      ...(by === 'owner' ? {} : { action: { label: 'See the account', url: links.accountUrl } }),
      footer: 'You receive this mail because this address was entered on the purchase page.',
    }),
  };
}
