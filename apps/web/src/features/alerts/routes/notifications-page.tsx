import { useState } from 'react';
import { useGames } from '@/api/games';
import { errorMessage } from '@/api/api-error';
import { LoadFailedAlert } from '@/components/ui/load-states';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { AddressProofNotice } from '../components/address-proof-notice';
import { BrowserPushCard } from '../components/browser-push-card';
import { ConfirmAddressLink } from '../components/confirm-address-link';
import { NotificationEmailCard } from '../components/notification-email-card';
import { SubscriptionList } from '../components/subscription-list';
import { useSavedPushToken } from '../hooks/use-push-token';
import { useAlertProof } from '../hooks/use-alert-proof';
import { useSavedEmail } from '../hooks/use-saved-email';

const TITLE = 'Notifications';

/**
 * `/notifications` (SPEC §2, §4): the saved e-mail and every alert this device may see: all of
 * the e-mail's once this browser proved it (decision 0040; `?confirm=` opens a mailed link),
 * else those it created, with what to do to see the rest.
 */
export default function NotificationsPage() {
  useDocumentTitle(TITLE);
  const games = useGames();
  const email = useSavedEmail();
  const pushToken = useSavedPushToken();
  const proof = useAlertProof(email);
  const [linkSentTo, setLinkSentTo] = useState<string | null>(null);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageHeader
        title={TITLE}
        description="Get an alert when an account matching your search is listed."
      />
      {games.isError && (
        <LoadFailedAlert
          title="Unable to Load Games"
          message={errorMessage(games.error)}
          busy={games.isFetching}
          onRetry={() => void games.refetch()}
        />
      )}
      <ConfirmAddressLink />
      <NotificationEmailCard email={email} onLinkSent={setLinkSentTo} />
      {email && !proof?.proven && (
        <AddressProofNotice
          email={email}
          proof={proof}
          sentTo={linkSentTo}
          onSent={setLinkSentTo}
        />
      )}
      <BrowserPushCard pushToken={pushToken} />
      {(email || pushToken) && (
        <SubscriptionList games={games.data} email={email} pushToken={pushToken} />
      )}
    </div>
  );
}
