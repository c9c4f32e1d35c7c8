import { useState } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { errorMessage, isNotFound } from '@/api/api-error';
import { NotFoundState, PageLoadFailed } from '@/components/ui/load-states';
import { LoadingText } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useRollerProfile } from '@/hooks/use-roller-profile';
import { parseRouteId } from '@/lib/route-ids';
import { useDispute } from '../api/get-dispute';
import { DisputeView } from '../components/dispute-view';
import { useDisputesLiveUpdates } from '../hooks/use-disputes-live-updates';

/**
 * `/disputes/:id` (signed in): one dispute whole for its seller or the owner, with its thread,
 * its evidence, a message box, and for the owner the Resolve panel, refreshed live with each
 * step. Another seller's dispute is "not found", as the server answers it.
 */
export default function DisputePage() {
  const id = parseRouteId(useParams().id);
  const dispute = useDispute(id);
  useDisputesLiveUpdates();
  const profile = useRollerProfile();
  const [resolvedHere, setResolvedHere] = useState(false);
  useDocumentTitle(dispute.data ? `Dispute about ${dispute.data.account_code}` : 'Dispute');

  if (id === null || isNotFound(dispute.error)) {
    return (
      <NotFoundState title="Dispute not found" backTo="/disputes" backLabel="Back to disputes" />
    );
  }
  if (dispute.data) {
    return (
      <>
        <Link
          to="/disputes"
          className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-accent-text hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to disputes
        </Link>
        <DisputeView
          dispute={dispute.data}
          viewer={profile.data ?? null}
          resolvedHere={resolvedHere}
          onResolved={() => setResolvedHere(true)}
        />
      </>
    );
  }
  if (dispute.isError) {
    return (
      <PageLoadFailed
        message={errorMessage(dispute.error)}
        busy={dispute.isFetching}
        onRetry={() => dispute.refetch()}
      />
    );
  }
  return <LoadingText>Loading dispute...</LoadingText>;
}
