import { useEffect, useRef } from 'react';
import type { Dispute } from '@shop/contract';
import { DISPUTE_RESOLUTION_LABELS } from '@shop/contract/values';
import { CircleCheck } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatDateTime } from '../lib/format-time';

/**
 * How a resolved dispute ended, with the owner's note; focused when it was just decided here.
 * Nested in the buyer's card it is a box, one heading level down.
 */
export function ResolutionOutcome({
  dispute,
  autoFocus = false,
  nested = false,
}: {
  dispute: Dispute;
  autoFocus?: boolean;
  nested?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (autoFocus) heading.current?.focus();
  }, [autoFocus]);
  if (!dispute.resolution) return null;
  const Heading = nested ? 'h3' : 'h2';
  const content = (
    <>
      <Heading
        id={`outcome-${dispute.id}`}
        ref={heading}
        tabIndex={-1}
        className={cn(
          'flex items-center gap-2 font-semibold text-fg focus:outline-none focus-visible:outline-2 focus-visible:outline-ring',
          nested ? 'text-base' : 'text-lg',
        )}
      >
        <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-accent-text" />
        Outcome: {DISPUTE_RESOLUTION_LABELS[dispute.resolution]}
      </Heading>
      {dispute.resolved_at && (
        <p className="text-sm text-fg-muted">
          Decided by the shop owner on{' '}
          <time dateTime={dispute.resolved_at}>{formatDateTime(dispute.resolved_at)}</time>
        </p>
      )}
      {dispute.resolution_note && (
        <p className="text-sm break-words whitespace-pre-wrap text-fg">{dispute.resolution_note}</p>
      )}
    </>
  );
  const labelled = { 'aria-labelledby': `outcome-${dispute.id}` };
  return nested ? (
    <section
      {...labelled}
      className="flex flex-col gap-2 rounded-control border border-border bg-surface-muted p-3"
    >
      {content}
    </section>
  ) : (
    <Card as="section" {...labelled} className="flex flex-col gap-2">
      {content}
    </Card>
  );
}
