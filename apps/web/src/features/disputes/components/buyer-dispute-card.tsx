import type { Ref } from 'react';
import type { Dispute } from '@shop/contract';
import { Card } from '@/components/ui/card';
import { useBuyerMessage } from '../api/post-buyer-message';
import { formatDateTime } from '../lib/format-time';
import { DisputeFacts } from './dispute-facts';
import { DisputeStatusBadge } from './dispute-status-badge';
import { DisputeThread } from './dispute-thread';
import { EscalateBox } from './escalate-box';
import { EvidenceList } from './evidence-list';
import { MessageBox } from './message-box';
import { Panel } from './panel';
import { ResolutionOutcome } from './resolution-outcome';

/** Where the dispute stands, from the buyer's side. */
function nextStep(d: Dispute): string | null {
  if (d.status === 'open' && d.answer_due_at)
    return `The seller has until ${formatDateTime(d.answer_due_at)} to answer; after that the shop owner decides.`;
  if (d.status === 'escalated') return 'The shop owner is reading this dispute and will decide.';
  return null;
}

/**
 * One of the buyer's disputes whole: what it is about, the outcome once resolved, the cited
 * mail, the thread and a message box, and after the seller's answer the way to the owner. The
 * heading takes the focus when the dispute was just opened.
 */
export function BuyerDisputeCard({
  token,
  dispute: d,
  headingRef,
}: {
  token: string;
  dispute: Dispute;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const send = useBuyerMessage(token, d.id);
  const step = nextStep(d);
  const titleId = `dispute-${d.id}`;
  return (
    <Card as="article" aria-labelledby={titleId} className="flex flex-col gap-4">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2
            id={titleId}
            ref={headingRef}
            tabIndex={-1}
            className="text-lg font-semibold break-words text-fg focus:outline-none focus-visible:outline-2 focus-visible:outline-ring"
          >
            {`${d.account_code} · ${d.game_name}`}
          </h2>
          <p className="text-sm text-fg-muted">Opened {formatDateTime(d.opened_at)}</p>
        </div>
        <DisputeStatusBadge status={d.status} />
      </header>
      <DisputeFacts dispute={d} showBuyer={false} nested />
      {step && <p className="text-sm font-medium text-fg">{step}</p>}
      {d.status === 'resolved' && <ResolutionOutcome dispute={d} nested />}
      <EvidenceList disputeId={d.id} evidence={d.evidence} nested />
      <Panel id={`messages-${d.id}`} title="Messages" nested>
        <DisputeThread messages={d.messages} mine="buyer" />
        {d.status === 'answered' && <EscalateBox token={token} disputeId={d.id} />}
        <MessageBox send={send} resolved={d.status === 'resolved'} label="Your message" />
      </Panel>
    </Card>
  );
}
