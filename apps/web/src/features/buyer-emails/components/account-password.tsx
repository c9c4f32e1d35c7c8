import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Copy, Eye, EyeOff } from 'lucide-react';
import { errorMessage } from '@/api/api-error';
import { Button } from '@/components/ui/button';
import { COPIED_TOAST_MS, copyToClipboard } from '@/lib/copy-to-clipboard';
import { buyerEmailKeys } from '../api/buyer-email-keys';
import { useBuyerCredentials } from '../api/get-buyer-credentials';

const copyPassword = (password: string) =>
  copyToClipboard(password, {
    copied: 'Password copied to clipboard!',
    failed: 'Could not copy the password. Select it and copy it by hand.',
    durationMs: COPIED_TOAST_MS,
  });

/**
 * The account's password, hidden until the buyer asks (a page read over a shoulder shows none):
 * Reveal asks the shop for it with the page's token, Hide forgets it, Copy copies it.
 */
export function AccountPassword({
  token,
  transactionId,
  accountCode,
}: {
  token: string;
  transactionId: number;
  /** Names the buttons: a page lists several accounts, each with its own. */
  accountCode: string;
}) {
  const [revealed, setRevealed] = useState(false);
  const queryClient = useQueryClient();
  const credentials = useBuyerCredentials(token, transactionId, revealed);
  const labelId = useId();
  const password = revealed ? credentials.data?.password : undefined;
  const loading = revealed && credentials.isPending && credentials.isFetching;

  const hide = () => {
    setRevealed(false);
    queryClient.removeQueries({ queryKey: buyerEmailKeys.credentials(token, transactionId) });
  };

  return (
    <div className="flex min-w-0 flex-col gap-1">
      <p id={labelId} className="text-xs text-fg-muted">
        Password
      </p>
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <span
          role="group"
          aria-labelledby={labelId}
          className="min-w-0 rounded-control bg-surface-muted px-2 py-1 font-mono text-sm font-semibold break-all text-fg"
        >
          {password !== undefined ? (
            <span className="select-all">{password}</span>
          ) : (
            <>
              <span aria-hidden="true">••••••••</span>
              <span className="sr-only">Hidden</span>
            </>
          )}
        </span>
        {password !== undefined ? (
          // Together: on a narrow card both go to the next line, never one of them.
          <span className="flex gap-2">
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Hide the password of ${accountCode}`}
              onClick={hide}
            >
              <EyeOff aria-hidden="true" className="size-4" />
              Hide
            </Button>
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Copy the password of ${accountCode}`}
              onClick={() => void copyPassword(password)}
            >
              <Copy aria-hidden="true" className="size-4" />
              Copy
            </Button>
          </span>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            busy={loading}
            aria-label={`${loading ? 'Revealing' : 'Reveal'} the password of ${accountCode}`}
            onClick={() => (revealed ? void credentials.refetch() : setRevealed(true))}
          >
            {!loading && <Eye aria-hidden="true" className="size-4" />}
            {loading ? 'Revealing...' : 'Reveal'}
          </Button>
        )}
      </div>
      {revealed && credentials.isError && (
        <p role="alert" className="text-sm text-danger-text">
          The password could not be shown: {errorMessage(credentials.error)}
        </p>
      )}
    </div>
  );
}
