import type { BuyerEmail } from '@shop/contract';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { formatMailTime } from '@/lib/format-mail-time';
import { NO_SUBJECT } from './email-card';

/**
 * The whole mail. The body is rendered as text, never as HTML: the page is public and the mail
 * comes from anyone who knows the account's address.
 */
export function EmailDialog({
  email,
  onClose,
  onCloseAutoFocus,
}: {
  email: BuyerEmail | null;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  return (
    <Dialog open={email !== null} onOpenChange={(open) => !open && onClose()}>
      {email && (
        <DialogContent
          size="wide"
          onCloseAutoFocus={onCloseAutoFocus}
          title={email.subject || NO_SUBJECT}
          description={
            <>
              <span className="block break-all">From: {email.from}</span>
              <span className="block break-all">To: {email.to}</span>
              <span className="block">{formatMailTime(email.email_created_at)}</span>
            </>
          }
        >
          <div className="text-sm break-words whitespace-pre-wrap text-fg">{email.body}</div>
        </DialogContent>
      )}
    </Dialog>
  );
}
