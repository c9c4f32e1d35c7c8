import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { LoadingText } from '@/components/ui/spinner';
import { useConfirmAddress } from '../api/confirm-address';
import { ADDRESS_CONFIRMED, LINK_FAILED } from '../lib/address-proof';

/**
 * `/notifications?confirm=TOKEN`, the page a link mailed to an alert address opens: the link is
 * spent once, its token kept with the address as this browser's saved e-mail, and the token
 * taken out of the address bar so a reload does not spend it again.
 */
export function ConfirmAddressLink() {
  const [params, setParams] = useSearchParams();
  const token = params.get('confirm');
  const confirm = useConfirmAddress();
  const opened = useRef<string | null>(null);

  useEffect(() => {
    if (!token || opened.current === token) return;
    opened.current = token;
    confirm.mutate(token, {
      onSuccess: () => void toast.success(ADDRESS_CONFIRMED),
      onSettled: () =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete('confirm');
            return next;
          },
          { replace: true },
        ),
    });
  }, [token, confirm, setParams]);

  if (confirm.isPending) return <LoadingText>Confirming your email...</LoadingText>;
  if (confirm.isError)
    return (
      <Alert variant="error" title="Could not confirm your email">
        <p>{LINK_FAILED}</p>
      </Alert>
    );
  return null;
}
