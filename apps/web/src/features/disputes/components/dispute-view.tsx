import type { Dispute, RollerProfile } from '@shop/contract';
import { DISPUTE_ANSWER_HOURS } from '@shop/contract/values';
import { Card, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { useDisputeMessage } from '../api/post-dispute-message';
import { formatDateTime } from '../lib/format-time';
import { AnswerDeadline } from './answer-deadline';
import { DisputeFacts } from './dispute-facts';
import { DisputeStatusBadge } from './dispute-status-badge';
import { DisputeThread } from './dispute-thread';
import { EvidenceList } from './evidence-list';
import { MessageBox } from './message-box';
import { ResolutionOutcome } from './resolution-outcome';
import { ResolvePanel } from './resolve-panel';

/**
 * One dispute for the back office. The reader is its seller (whose first message answers it)
 * or the owner, who writes as the owner on another seller's dispute and may resolve any.
 */
export function DisputeView({
  dispute: d,
  viewer,
  resolvedHere,
  onResolved,
}: {
  dispute: Dispute;
  /** Null while the profile loads: nothing the owner alone may do is offered yet. */
  viewer: RollerProfile | null;
  resolvedHere: boolean;
  onResolved: () => void;
}) {
  const send = useDisputeMessage(d.id);
  const isSeller = viewer?.code === d.seller_code;
  const isOwner = viewer?.is_owner === true;
  const resolved = d.status === 'resolved';
  const waitingForSeller = isSeller && d.status === 'open';

  return (
    <>
      <PageHeader
        title={`Dispute about ${d.account_code}`}
        description={`${d.game_name} · opened ${formatDateTime(d.opened_at)}`}
        actions={<DisputeStatusBadge status={d.status} />}
      />
      <div className="flex flex-col gap-4">
        <DisputeFacts dispute={d} showSeller={isOwner && !isSeller} />
        {resolved && <ResolutionOutcome dispute={d} autoFocus={resolvedHere} />}
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)] lg:items-start">
          <Card as="section" aria-labelledby="thread-title" className="flex flex-col gap-4">
            <CardTitle id="thread-title">Messages</CardTitle>
            <DisputeThread
              messages={d.messages}
              mine={viewer ? (isSeller ? 'seller' : 'owner') : null}
            />
            <MessageBox
              send={send}
              resolved={resolved}
              label={messageLabel(viewer, isSeller, d.status)}
              hint={
                waitingForSeller && d.answer_due_at ? (
                  <div className="flex flex-col gap-1 rounded-control border border-border bg-surface-muted p-3">
                    <p className="text-sm font-semibold text-fg">
                      Answer within {DISPUTE_ANSWER_HOURS} hours or the shop owner decides.
                    </p>
                    <AnswerDeadline dueAt={d.answer_due_at} />
                  </div>
                ) : undefined
              }
            />
          </Card>
          <div className="flex flex-col gap-4">
            {isOwner && !resolved && <ResolvePanel dispute={d} onResolved={onResolved} />}
            <EvidenceList disputeId={d.id} evidence={d.evidence} />
          </div>
        </div>
      </div>
    </>
  );
}

function messageLabel(viewer: RollerProfile | null, isSeller: boolean, status: Dispute['status']) {
  if (!viewer) return 'Message';
  if (!isSeller) return 'Message as the shop owner';
  return status === 'open' ? 'Your answer' : 'Your message';
}
