import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ShieldX } from 'lucide-react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { hasErrorCode } from '@/api/api-error';
import { PageLoadFailed } from '@/components/ui/load-states';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { LoadingText } from '@/components/ui/spinner';
import { VIEWER_LIST_WIDTH } from '@/components/mailbox/list-width';
import { mailboxSearch, readMailboxView } from '@/components/mailbox/mailbox-search';
import { playNewMailChime } from '@/components/mailbox/new-mail-chime';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSwipe } from '@/hooks/use-swipe';
import { parseRouteId } from '@/lib/route-ids';
import { errorMessage } from '@/api/api-error';
import { useAccessInfo } from '../api/get-access-info';
import { accessQueryKey } from '../api/get-access-emails';
import { AccessMailbox } from '../components/access-mailbox';
import { useSubRollerLiveUpdates } from '../hooks/use-sub-roller-live-updates';

const NO_TOKEN = 'No token provided. Please use a valid email viewer link.';
const BAD_TOKEN = 'The provided token is invalid or has expired. Please request a new link.';

function InvalidAccess({ reason }: { reason: string }) {
  return (
    <div className="pt-8">
      <EmptyState
        headingLevel="h1"
        icon={<ShieldX />}
        title="Invalid Access"
        description={reason}
      />
    </div>
  );
}

/**
 * `/email-viewer?token=` and `/email-viewer/{emailId}?token=` (public): the read-only inbox of
 * a sub-roller's link (SPEC §2 Email viewer). The token stays in the query of every address.
 */
export default function EmailViewerPage() {
  useDocumentTitle('Email Viewer');
  const [search] = useSearchParams();
  const token = search.get('token') || null;
  const queryClient = useQueryClient();
  const [revoked, setRevoked] = useState<string | null>(null);
  if (!token) return <InvalidAccess reason={NO_TOKEN} />;
  if (token === revoked) return <InvalidAccess reason={BAD_TOKEN} />;
  // The sub-roller was removed: its mail (codes included) leaves the screen and the cache now.
  const onRevoked = () => {
    setRevoked(token);
    queryClient.removeQueries({ queryKey: accessQueryKey(token) });
  };
  return <Viewer token={token} onRevoked={onRevoked} />;
}

function Viewer({ token, onRevoked }: { token: string; onRevoked: () => void }) {
  const { emailId } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const info = useAccessInfo(token);
  useSubRollerLiveUpdates(token, { onNewEmail: playNewMailChime, onRevoked });
  // SPEC §2: pull-to-refresh on phones.
  const pull = useSwipe(
    'down',
    () => void queryClient.invalidateQueries({ queryKey: accessQueryKey(token) }),
    { fromTop: true },
  );

  // The open mail is in the path here, not in `?mail=`.
  const { page } = readMailboxView(search);
  const selected = parseRouteId(emailId);
  const query = (p: number) => mailboxSearch({ page: p }, { token });
  const inbox = { pathname: '/email-viewer', search: query(page) };

  if (!info.data) {
    if (hasErrorCode(info.error, 'SUB_ROLLER_TOKEN_INVALID')) {
      return <InvalidAccess reason={BAD_TOKEN} />;
    }
    if (info.error) {
      return (
        <PageLoadFailed
          message={errorMessage(info.error)}
          busy={info.isFetching}
          onRetry={() => void info.refetch()}
        />
      );
    }
    return <LoadingText>Loading emails...</LoadingText>;
  }

  return (
    <div {...pull}>
      <PageHeader title={`Emails of ${info.data.sub_code}`} />
      <AccessMailbox
        token={token}
        page={page}
        selected={selected}
        linkTo={(id) => ({ pathname: `/email-viewer/${id}`, search: query(page) })}
        backTo={inbox}
        onPageChange={(p) => void navigate({ pathname: '/email-viewer', search: query(p) })}
        bounds={VIEWER_LIST_WIDTH}
        pagerAbove
        className="h-[calc(100dvh-9rem)] min-h-[32rem]"
      />
    </div>
  );
}
