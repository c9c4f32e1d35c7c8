import { INVOICE_WINDOW_SECONDS } from '@shop/contract/values';
import { Link } from 'react-router';
import { Card, CardTitle } from '@/components/ui/card';

const WINDOW_MINUTES = INVOICE_WINDOW_SECONDS / 60;

/**
 * The purchase page's short guide to an order, from the invoice to reading the account's mail,
 * so a first-time buyer knows what happens after Purchase before pressing it.
 */
export function HowBuyingWorks() {
  return (
    <Card as="section" aria-labelledby="how-buying-works-heading">
      <CardTitle id="how-buying-works-heading" className="mb-3">
        How buying works
      </CardTitle>
      <ol className="list-decimal space-y-2 pl-5 text-sm text-fg-muted marker:font-semibold marker:text-fg">
        <li>
          <span className="font-medium text-fg">Invoice.</span> Enter your name and e-mail and press
          Purchase: you get an invoice, on the page and by mail, and the account is held for you.
        </li>
        <li>
          <span className="font-medium text-fg">{`${WINDOW_MINUTES} minutes to pay.`}</span> Pay as
          the invoice says within {WINDOW_MINUTES} minutes; an unpaid invoice lapses and the account
          goes back on sale.
        </li>
        <li>
          <span className="font-medium text-fg">Delivery by mail.</span> Once the payment is
          confirmed, the account&apos;s login method, e-mail and password are mailed to the address
          you gave.
        </li>
        <li>
          <span className="font-medium text-fg">The account&apos;s mail.</span> Codes the game sends
          to the account&apos;s e-mail are yours to read: ask for access with your e-mail on{' '}
          <Link to="/buyer-emails" className="font-medium text-accent-text underline">
            Buyer emails
          </Link>
          .
        </li>
      </ol>
    </Card>
  );
}
