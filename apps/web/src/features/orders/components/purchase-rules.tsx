import { INVOICE_WINDOW_SECONDS, MAX_LAPSED_INVOICES } from '@shop/contract/values';

const WINDOW_MINUTES = INVOICE_WINDOW_SECONDS / 60;

/** SPEC §2's rules text, read before paying. */
const RULES = [
  `The invoice must be paid within ${WINDOW_MINUTES} minutes.`,
  `At most ${MAX_LAPSED_INVOICES} cancellations per account.`,
  `Delivery usually within ${WINDOW_MINUTES} minutes.`,
  'Delivered with the login method and e-mail; the e-mail and login passwords are the same.',
  'This is a digital product: no refund unless it is not as described.',
];

export function PurchaseRules() {
  return (
    <ul className="list-disc space-y-1 pl-5 text-xs text-fg-muted">
      {RULES.map((rule) => (
        <li key={rule}>{rule}</li>
      ))}
    </ul>
  );
}
