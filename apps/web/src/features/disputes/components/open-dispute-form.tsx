import { useEffect, useRef, useState } from 'react';
import type { Dispute } from '@shop/contract';
import {
  DISPUTE_MESSAGE_MAX,
  DISPUTE_REASON_LABELS,
  DISPUTE_REASONS,
  type DisputeReason,
} from '@shop/contract/values';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { formatCount } from '@/lib/format';
import { useOpenDispute } from '../api/open-dispute';
import { fieldError, generalError } from '../lib/field-error';
import { formatDateTime } from '../lib/format-time';
import type { DisputablePurchase } from '../lib/purchases';
import { EvidencePicker } from './evidence-picker';

const FIELDS = ['transaction_id', 'reason', 'message', 'evidence_email_ids'] as const;

type Missing = Partial<Record<'purchase' | 'reason' | 'message', string>>;

/**
 * A new dispute about one purchase under warranty: which purchase, why, a message, and the
 * account's mail as evidence. Checked when sent; the server's refusal is shown at the field it
 * names, anything else above the button.
 */
export function OpenDisputeForm({
  token,
  purchases,
  preselected,
  cited = null,
  onOpened,
}: {
  token: string;
  purchases: readonly DisputablePurchase[];
  /** From `?transaction=`, when that purchase may be disputed. */
  preselected: number | null;
  /** From `?mail=`: a mail of the preselected purchase, ticked as evidence from the start. */
  cited?: number | null;
  onOpened: (dispute: Dispute) => void;
}) {
  const [transactionId, setTransactionId] = useState<number | null>(preselected);
  const [reason, setReason] = useState<DisputeReason | ''>('');
  const [message, setMessage] = useState('');
  const [evidence, setEvidence] = useState<number[]>(cited === null ? [] : [cited]);
  const [missing, setMissing] = useState<Missing>({});
  // Each refused send moves the focus to the first field that says why.
  const [refusals, setRefusals] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (refusals === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  const open = useOpenDispute(token, onOpened);
  const purchase = purchases.find((p) => p.transactionId === transactionId) ?? null;
  const general = generalError(open.error, FIELDS);

  const submit = () => {
    const next: Missing = {
      ...(purchase ? {} : { purchase: 'Choose the purchase the dispute is about.' }),
      ...(reason ? {} : { reason: 'Choose a reason.' }),
      ...(message.trim() ? {} : { message: 'Say what is wrong.' }),
    };
    setMissing(next);
    if (!purchase || !reason || !message.trim()) {
      setRefusals((n) => n + 1);
      return;
    }
    open.mutate(
      {
        transaction_id: purchase.transactionId,
        reason,
        message: message.trim(),
        evidence_email_ids: evidence,
      },
      {
        // The page heard of the new dispute already (useOpenDispute); a form still shown starts
        // afresh for the next purchase.
        onSuccess: () => {
          setTransactionId(null);
          setReason('');
          setMessage('');
          setEvidence([]);
        },
        onError: () => setRefusals((n) => n + 1),
      },
    );
  };

  return (
    <form
      ref={form}
      noValidate
      aria-label="Open a dispute"
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Field
        label="Purchase"
        error={missing.purchase ?? fieldError(open.error, 'transaction_id') ?? undefined}
      >
        {(control) => (
          <Select
            {...control}
            value={transactionId ?? ''}
            onChange={(event) => {
              setTransactionId(event.target.value ? Number(event.target.value) : null);
              setEvidence([]);
              setMissing(({ purchase: _, ...rest }) => rest);
            }}
          >
            <option value="">Choose a purchase</option>
            {purchases.map((p) => (
              <option key={p.transactionId} value={p.transactionId}>
                {`${p.account.account_code} · ${p.account.game_name} (warranty until ${formatDateTime(p.warrantyUntil)})`}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Reason" error={missing.reason ?? fieldError(open.error, 'reason') ?? undefined}>
        {(control) => (
          <Select
            {...control}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value as DisputeReason | '');
              setMissing(({ reason: _, ...rest }) => rest);
            }}
          >
            <option value="">Choose a reason</option>
            {DISPUTE_REASONS.map((value) => (
              <option key={value} value={value}>
                {DISPUTE_REASON_LABELS[value]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        label="Message"
        error={missing.message ?? fieldError(open.error, 'message') ?? undefined}
        hint={`${formatCount(message.length)} / ${formatCount(DISPUTE_MESSAGE_MAX)} characters`}
      >
        {(control) => (
          <Textarea
            {...control}
            value={message}
            rows={4}
            maxLength={DISPUTE_MESSAGE_MAX}
            placeholder="What happened, and when?"
            onChange={(event) => {
              setMessage(event.target.value);
              setMissing(({ message: _, ...rest }) => rest);
            }}
          />
        )}
      </Field>
      {purchase && (
        <EvidencePicker
          emails={purchase.account.emails}
          chosen={evidence}
          onChange={setEvidence}
          error={fieldError(open.error, 'evidence_email_ids')}
        />
      )}
      {general && (
        <Alert variant="error" title="The dispute was not opened">
          {general}
        </Alert>
      )}
      <div className="flex justify-end">
        <Button type="submit" busy={open.isPending}>
          {open.isPending ? 'Opening...' : 'Open dispute'}
        </Button>
      </div>
    </form>
  );
}
