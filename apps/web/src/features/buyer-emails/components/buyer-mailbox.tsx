import { ShieldAlert } from 'lucide-react';
import { playNewMailChime } from '@/components/mailbox/new-mail-chime';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingText } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useBuyerDisputes } from '@/api/buyer-disputes';
import { accessFailureMessage, isAccessRefused, useBuyerEmails } from '../api/get-buyer-emails';
import { useBuyerLiveUpdates } from '../hooks/use-buyer-live-updates';
import { useFreshMail } from '../hooks/use-fresh-mail';
import { openDisputesByPurchase } from '../lib/open-disputes';
import { BUYER_PAGE_TITLE, BuyerPageFrame } from './buyer-page-frame';
import { BuyerMail } from './buyer-mail';
import { NewMailStatus } from './new-mail-status';

/**
 * With a token (SPEC §2, §4): the mail of the bought accounts, live, or the Access Error card.
 * New mail is counted beside the heading and in the tab's title ("(1) Buyer Emails"), so a
 * buyer waiting for a code in another tab sees it come, and hears the chime.
 */
export function BuyerMailbox({
  token,
  onRequestNewAccess,
}: {
  token: string;
  onRequestNewAccess: () => void;
}) {
  const emails = useBuyerEmails(token);
  const disputes = useBuyerDisputes(token);
  const fresh = useFreshMail();
  // A network hiccup on a refetch keeps the mail on screen; a refused token does not.
  const failed = emails.isError && (!emails.data || isAccessRefused(emails.error));
  useBuyerLiveUpdates(emails.data && !failed ? token : null, (event) => {
    fresh.arrived(event.id);
    playNewMailChime();
  });
  const newCount = failed ? 0 : fresh.count;
  useDocumentTitle(newCount > 0 ? `(${newCount}) ${BUYER_PAGE_TITLE}` : BUYER_PAGE_TITLE);

  return (
    <BuyerPageFrame status={<NewMailStatus count={newCount} />}>
      {failed ? (
        <EmptyState
          icon={<ShieldAlert />}
          title="Access Error"
          description={accessFailureMessage(emails.error)}
          action={<Button onClick={onRequestNewAccess}>Request New Access</Button>}
        />
      ) : emails.data ? (
        <BuyerMail
          token={token}
          data={emails.data}
          openDisputes={openDisputesByPurchase(disputes.data?.disputes)}
          disputeCount={disputes.data?.disputes.length ?? 0}
          freshIds={fresh.ids}
          onOpened={fresh.opened}
        />
      ) : (
        <LoadingText>Loading your emails...</LoadingText>
      )}
    </BuyerPageFrame>
  );
}
