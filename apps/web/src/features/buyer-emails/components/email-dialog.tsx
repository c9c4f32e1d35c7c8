import type { BuyerEmail } from '@shop/contract';
import { NO_SUBJECT } from '@/components/mailbox/email-row';
import { MailLoadState } from '@/components/mailbox/mail-load-state';
import { MailReader } from '@/components/mailbox/mail-reader';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { buyerAttachmentDownload } from '../api/buyer-email-attachment';
import { useBuyerEmail } from '../api/get-buyer-email';

/** Buyer mail is reached through the access link's accounts, not an inbox of their own. */
const MAIL_GONE_FROM_ACCESS_LINK = 'This email is no longer available to your access link.';

/**
 * Phones (under 768 px): the whole screen, so a long mail scrolls in one place; wider: the
 * shared wide dialog.
 */
const FULL_SCREEN_ON_PHONES =
  'max-md:inset-0 max-md:h-dvh max-md:max-h-none max-md:w-full max-md:max-w-none max-md:translate-none max-md:rounded-none max-md:border-0';

/**
 * The whole mail, fetched when opened, in the reader every mailbox uses (DESIGN §5): sanitised
 * HTML in a sandboxed frame, the code and verification link, the attachments.
 */
export function EmailDialog({
  token,
  email,
  onClose,
  onCloseAutoFocus,
}: {
  token: string;
  /** The card that was opened: its subject names the dialog while the mail loads. */
  email: BuyerEmail | null;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  const mail = useBuyerEmail(token, email?.id ?? null);
  return (
    <Dialog open={email !== null} onOpenChange={(open) => !open && onClose()}>
      {email && (
        <DialogContent
          size="wide"
          className={FULL_SCREEN_ON_PHONES}
          onCloseAutoFocus={onCloseAutoFocus}
          title={email.subject || NO_SUBJECT}
        >
          {mail.data ? (
            // Edge to edge: the reader brings its own padding and dividers.
            <div className="-m-4">
              <MailReader
                mail={mail.data}
                attachmentDownload={buyerAttachmentDownload(token, email.id)}
                headingLevel="h3"
                subjectInTitle
              />
            </div>
          ) : (
            <MailLoadState mail={mail} goneMessage={MAIL_GONE_FROM_ACCESS_LINK} />
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}
