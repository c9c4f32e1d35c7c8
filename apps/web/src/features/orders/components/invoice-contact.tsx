import { Alert } from '@/components/ui/alert';
import { useShopPolicies } from '@/api/shop-policies';

// The buyer reaches the seller at `reply_to`, the seller's own inbox, where a reply to the
// invoice mail lands too; so the invoice never leaves a buyer without someone to ask.

const LINK_CLASSES = 'font-medium wrap-anywhere text-accent-text underline';

function MailLink({ address }: { address: string }) {
  return (
    <a href={`mailto:${address}`} className={LINK_CLASSES}>
      {address}
    </a>
  );
}

/** In place of the seller's payment instructions while there are none. */
export function NoInstructions({ replyTo }: { replyTo: string }) {
  return (
    <Alert>
      {'The seller has not set payment instructions yet. Write to '}
      <MailLink address={replyTo} />
      {' (or reply to the invoice mail) to ask how to pay.'}
    </Alert>
  );
}

export function QuestionsLine({ replyTo }: { replyTo: string }) {
  return (
    <p className="text-sm text-fg-muted">
      {'Questions? Reply to the invoice mail, or write to '}
      <MailLink address={replyTo} />.
    </p>
  );
}

/** The shop's own contact (SHOP_CONTACT), when the operator set one. */
export function ShopContactLine() {
  // Silent: the invoice reads well without it.
  const contact = useShopPolicies().data?.contact;
  if (!contact) return null;
  return (
    <p className="text-sm text-fg-muted">
      {'Shop contact: '}
      <a href={contact.href} className={LINK_CLASSES}>
        {contact.label}
      </a>
    </p>
  );
}
