import { useId, useState } from 'react';
import type { Dispute } from '@shop/contract';
import {
  DISPUTE_MESSAGE_MAX,
  DISPUTE_RESOLUTION_LABELS,
  DISPUTE_RESOLUTIONS,
  type DisputeResolution,
} from '@shop/contract/values';
import { Gavel } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { formatUsd } from '@/lib/format';
import { useResolveDispute } from '../api/resolve-dispute';
import { fieldError, generalError } from '../lib/field-error';

const WHAT_HAPPENS: Readonly<Record<DisputeResolution, string>> = {
  refund: "The purchase is marked refunded and leaves the seller's totals.",
  replacement: 'The seller gives the buyer another account.',
  rejected: 'The purchase stands; the note tells both sides why.',
};

/** Why Resolve cannot be pressed yet, or null when it can. */
function blocker(resolution: DisputeResolution | null, note: string): string | null {
  if (!resolution) return 'Choose an outcome first.';
  if (resolution === 'rejected' && !note.trim())
    return 'A rejection needs a note saying why: write it above.';
  return null;
}

/**
 * The owner's decision: refund, replacement account or rejected, with a note (required for a
 * rejection). A refund asks once more, as it changes the seller's totals. Resolve stays
 * focusable while it cannot be pressed, and says why.
 */
export function ResolvePanel({
  dispute,
  onResolved,
}: {
  dispute: Dispute;
  onResolved: (dispute: Dispute) => void;
}) {
  const [resolution, setResolution] = useState<DisputeResolution | null>(null);
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const resolve = useResolveDispute(dispute.id);
  const reasonId = useId();
  const why = blocker(resolution, note);

  const submit = () => {
    if (!resolution) return;
    resolve.mutate(
      { resolution, note: note.trim() },
      {
        onSuccess: (resolved) => {
          setConfirming(false);
          onResolved(resolved);
        },
        onError: () => setConfirming(false),
      },
    );
  };

  return (
    <Card as="section" aria-labelledby="resolve-title" className="flex flex-col gap-4">
      <div>
        <CardTitle id="resolve-title" className="flex items-center gap-2">
          <Gavel aria-hidden="true" className="size-5" />
          Resolve
        </CardTitle>
        <p className="mt-1 text-sm text-fg-muted">
          As the shop owner you decide. Both sides get a mail with the outcome and the note.
        </p>
      </div>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (why) return;
          if (resolution === 'refund') setConfirming(true);
          else submit();
        }}
      >
        <fieldset className="flex min-w-0 flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-fg">Outcome</legend>
          {DISPUTE_RESOLUTIONS.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer items-start gap-2 rounded-control border border-border p-3 text-sm has-[:checked]:border-accent has-[:checked]:bg-accent-soft has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
            >
              <input
                type="radio"
                name={`resolution-${dispute.id}`}
                value={value}
                checked={resolution === value}
                onChange={() => setResolution(value)}
                className="mt-0.5 size-4 shrink-0 cursor-pointer accent-accent focus-visible:outline-none"
              />
              <span className="min-w-0">
                <span className="block font-medium text-fg">
                  {DISPUTE_RESOLUTION_LABELS[value]}
                </span>
                <span className="block text-fg-muted">{WHAT_HAPPENS[value]}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <Field
          label={resolution === 'rejected' ? 'Note (required)' : 'Note'}
          error={fieldError(resolve.error, 'note') ?? undefined}
          hint="Both sides read it."
        >
          {(control) => (
            <Textarea
              {...control}
              value={note}
              rows={3}
              maxLength={DISPUTE_MESSAGE_MAX}
              required={resolution === 'rejected'}
              onChange={(event) => setNote(event.target.value)}
            />
          )}
        </Field>
        {generalError(resolve.error, ['note']) && (
          <Alert variant="error" title="The dispute was not resolved">
            {generalError(resolve.error, ['note'])}
          </Alert>
        )}
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-end">
          {why && (
            <p id={reasonId} className="text-sm text-fg-muted sm:order-first sm:mr-auto">
              {why}
            </p>
          )}
          <Button
            type="submit"
            busy={resolve.isPending && !confirming}
            aria-disabled={why ? true : undefined}
            aria-describedby={why ? reasonId : undefined}
          >
            Resolve dispute
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Refund ${formatUsd(dispute.amount)}?`}
        description="The purchase will be marked refunded and leave the seller's totals."
        confirmLabel="Refund"
        busy={resolve.isPending}
        onConfirm={submit}
      />
    </Card>
  );
}
