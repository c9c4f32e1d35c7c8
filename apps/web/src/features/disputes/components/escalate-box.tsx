import { Scale } from 'lucide-react';
import { errorMessage } from '@/api/api-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useEscalateDispute } from '../api/escalate-dispute';

/** After the seller's answer the buyer may hand the dispute to the owner, who then decides. */
export function EscalateBox({ token, disputeId }: { token: string; disputeId: number }) {
  const escalate = useEscalateDispute(token, disputeId);
  return (
    <div className="flex flex-col gap-2 rounded-control border border-border bg-surface-muted p-3">
      <p className="text-sm text-fg">
        Not satisfied with the seller&apos;s answer? The shop owner reads this thread and the cited
        mail, and decides.
      </p>
      <div>
        <Button variant="secondary" busy={escalate.isPending} onClick={() => escalate.mutate()}>
          <Scale aria-hidden="true" className="size-4" />
          Ask the shop owner to decide
        </Button>
      </div>
      {escalate.isError && (
        <Alert variant="error" title="The dispute was not handed over">
          {errorMessage(escalate.error)}
        </Alert>
      )}
    </div>
  );
}
