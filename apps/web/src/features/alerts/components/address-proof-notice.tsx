import { toast } from 'sonner';
import { errorMessage } from '@/api/api-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useRequestManageLink } from '../api/request-manage-link';
import type { AlertProof } from '../hooks/use-alert-proof';
import { linkSentText, OPEN_IN_THIS_BROWSER } from '../lib/address-proof';

/**
 * For a saved e-mail this browser has not proven (decision 0040): the server shows it none of
 * the address's alerts but those this browser created, so the page says how to see them all:
 * open a link mailed to the address, in this browser.
 */
export function AddressProofNotice({
  email,
  proof,
  sentTo,
  onSent,
}: {
  email: string;
  proof: AlertProof | null;
  /** The address a link was last sent to from this page, if any. */
  sentTo: string | null;
  onSent: (email: string) => void;
}) {
  const request = useRequestManageLink();

  if (sentTo === email)
    return (
      <Alert variant="info" title={linkSentText(email)}>
        <p>{OPEN_IN_THIS_BROWSER}</p>
      </Alert>
    );

  return (
    <Alert variant="info" title="Confirm this browser">
      <p>
        {proof
          ? `This browser shows only the alerts it created for ${email}. To see and change all of them, open a link we mail to it.`
          : `To see and change the alerts of ${email} in this browser, open a link we mail to it.`}
      </p>
      <Button
        size="sm"
        variant="secondary"
        className="mt-2"
        busy={request.isPending}
        onClick={() =>
          request.mutate(email, {
            onSuccess: () => onSent(email),
            onError: (error) => void toast.error(errorMessage(error)),
          })
        }
      >
        Send Link
      </Button>
    </Alert>
  );
}
