import { useId } from 'react';
import type { BuyerEmail } from '@shop/contract';
import { MAX_DISPUTE_EVIDENCE, SECURITY_ALERT_LABELS } from '@shop/contract/values';
import { ShieldAlert } from 'lucide-react';
import { Checkbox } from '@/components/ui/checkbox';
import { alertOf, evidenceOrder } from '../lib/purchases';
import { formatDateTime } from '../lib/format-time';

const NO_SUBJECT = 'No Subject';

/**
 * The account's mail since purchase, to cite: security alerts first and marked, at most
 * MAX_DISPUTE_EVIDENCE chosen (the rest wait, disabled, until one is let go).
 */
export function EvidencePicker({
  emails,
  chosen,
  onChange,
  error,
}: {
  emails: readonly BuyerEmail[];
  chosen: readonly number[];
  onChange: (chosen: number[]) => void;
  error: string | null;
}) {
  const full = chosen.length >= MAX_DISPUTE_EVIDENCE;
  const hintId = useId();
  return (
    <fieldset
      className="flex min-w-0 flex-col gap-2"
      aria-describedby={hintId}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1 text-sm font-medium text-fg">Evidence (optional)</legend>
      <p id={hintId} className="text-xs text-fg-muted">
        Choose up to {MAX_DISPUTE_EVIDENCE} mails of this account that show the problem. The shop
        keeps a hash of each, so they cannot change afterwards.
      </p>
      {emails.length === 0 ? (
        <p className="rounded-control bg-surface-muted p-3 text-sm text-fg-muted">
          This account has received no mail since its purchase.
        </p>
      ) : (
        <>
          <ul className="flex flex-col gap-1" aria-label="Mails of this account">
            {evidenceOrder(emails).map((mail) => {
              const alert = alertOf(mail);
              const checked = chosen.includes(mail.id);
              return (
                <li key={mail.id} className="rounded-control border border-border px-3 py-1">
                  <Checkbox
                    className="w-full items-start py-1"
                    checked={checked}
                    disabled={!checked && full}
                    onChange={() =>
                      onChange(
                        checked ? chosen.filter((id) => id !== mail.id) : [...chosen, mail.id],
                      )
                    }
                    label={
                      <span className="flex min-w-0 flex-col">
                        <span className="break-words">{mail.subject || NO_SUBJECT}</span>
                        <span className="text-xs font-normal break-all text-fg-muted">
                          {mail.from} · {formatDateTime(mail.email_created_at)}
                        </span>
                        {alert && (
                          <span className="mt-0.5 flex items-start gap-1 text-xs text-danger-text">
                            <ShieldAlert aria-hidden="true" className="size-3.5 shrink-0" />
                            Security alert: {SECURITY_ALERT_LABELS[alert]}
                          </span>
                        )}
                      </span>
                    }
                  />
                </li>
              );
            })}
          </ul>
          <p className="text-xs text-fg-muted" aria-live="polite">
            {full
              ? `${chosen.length} of ${MAX_DISPUTE_EVIDENCE} chosen: that is the most one dispute can cite.`
              : `${chosen.length} of ${MAX_DISPUTE_EVIDENCE} chosen`}
          </p>
        </>
      )}
      {error && (
        <p role="alert" className="text-sm text-danger-text">
          {error}
        </p>
      )}
    </fieldset>
  );
}
