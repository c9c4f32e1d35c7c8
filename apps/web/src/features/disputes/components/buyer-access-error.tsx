import { useEffect, useRef, useState } from 'react';
import { ShieldAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { RequestLinkForm } from './request-link-form';

export const ACCESS_FAILED = 'Failed to access emails. Your token may have expired or is invalid.';

/**
 * The buyer's link no longer works (expired, unknown) or was never given: the buyer mail page's
 * Access Error, and its Request New Access, which asks for a new link by mail right here.
 */
export function BuyerAccessError({ message }: { message: string | null }) {
  const [requesting, setRequesting] = useState(false);
  const form = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (requesting) form.current?.querySelector('input')?.focus();
  }, [requesting]);
  return (
    <EmptyState
      icon={<ShieldAlert />}
      title="Access Error"
      description={message || ACCESS_FAILED}
      action={
        requesting ? (
          <div ref={form} className="flex w-full justify-center">
            <RequestLinkForm />
          </div>
        ) : (
          <Button onClick={() => setRequesting(true)}>Request New Access</Button>
        )
      }
    />
  );
}
