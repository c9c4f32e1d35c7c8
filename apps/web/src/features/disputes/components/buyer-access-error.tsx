import { ShieldAlert } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

export const ACCESS_FAILED = 'Failed to access emails. Your token may have expired or is invalid.';

/**
 * The buyer's link no longer works (expired, unknown) or was never given: the buyer mail page's
 * Access Error. Request New Access leads to that page, where a new link is asked for by mail:
 * one form for it in the shop, and the new link opens the purchases with their disputes.
 */
export function BuyerAccessError({ message }: { message: string | null }) {
  return (
    <EmptyState
      icon={<ShieldAlert />}
      title="Access Error"
      description={message || ACCESS_FAILED}
      action={<ButtonLink to="/buyer-emails">Request New Access</ButtonLink>}
    />
  );
}
