import { useGames } from '@/api/games';
import { errorMessage } from '@/api/api-error';
import { LoadFailedAlert } from '@/components/ui/load-states';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { BrowserPushCard } from '../components/browser-push-card';
import { NotificationEmailCard } from '../components/notification-email-card';
import { SubscriptionList } from '../components/subscription-list';
import { useSavedPushToken } from '../hooks/use-push-token';
import { useSavedEmail } from '../hooks/use-saved-email';

const TITLE = 'Notifications';

/** `/notifications` (SPEC §2, §4): the saved e-mail and every alert made from this device. */
export default function NotificationsPage() {
  useDocumentTitle(TITLE);
  const games = useGames();
  const email = useSavedEmail();
  const pushToken = useSavedPushToken();

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
      <NotificationEmailCard email={email} />
      <BrowserPushCard pushToken={pushToken} />
      {(email || pushToken) && (
        <SubscriptionList games={games.data} email={email} pushToken={pushToken} />
      )}
    </div>
  );
}
