import type { DisputeEvidence } from '@shop/contract';
import { SECURITY_ALERT_LABELS } from '@shop/contract/values';
import { ShieldAlert } from 'lucide-react';
import { formatSender } from '@/components/mailbox/sender';
import { UnverifiedSender } from '@/components/mailbox/sender-proof';
import { formatDateTime } from '../lib/format-time';
import { CopyHash } from './copy-hash';
import { Panel } from './panel';

const NO_SUBJECT = 'No Subject';

/** What the shop knows of a cited mail's sender (its DKIM check); false is the mailbox's badge. */
const SENDER_PROOF = {
  true: 'Sender verified: signed by its domain',
  null: 'Sender not checked: its domain did not answer',
} as const;

/** The mails the buyer cited, each with the hash the shop kept of it when cited. */
export function EvidenceList({
  disputeId,
  evidence,
  nested = false,
}: {
  disputeId: number;
  evidence: readonly DisputeEvidence[];
  nested?: boolean;
}) {
  return (
    <Panel id={`evidence-${disputeId}`} title="Evidence" nested={nested}>
      {evidence.length === 0 ? (
        <p className="text-sm text-fg-muted">No mail was cited.</p>
      ) : (
        <>
          <p className="text-sm text-fg-muted">
            The shop keeps the SHA-256 hash of each cited mail as it was received, so the evidence
            cannot change afterwards.
          </p>
          <ul className="flex flex-col gap-2" aria-label="Cited mails">
            {evidence.map((mail) => (
              <EvidenceItem key={mail.email_id} mail={mail} />
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}

function EvidenceItem({ mail }: { mail: DisputeEvidence }) {
  const subject = mail.subject || NO_SUBJECT;
  return (
    <li className="flex min-w-0 flex-col gap-1 rounded-control border border-border p-3">
      <p className="font-medium break-words text-fg">{subject}</p>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-fg-muted">
        <span className="min-w-0 break-all">From: {formatSender(mail.from)}</span>
        <UnverifiedSender verified={mail.sender_verified} />
      </p>
      {mail.sender_verified !== false && (
        <p className="text-xs text-fg-muted">{SENDER_PROOF[`${mail.sender_verified}`]}</p>
      )}
      <p className="text-xs text-fg-muted">
        Received{' '}
        <time dateTime={mail.email_created_at}>{formatDateTime(mail.email_created_at)}</time>
      </p>
      {mail.security_alert && (
        <p className="flex items-start gap-1.5 text-sm font-medium text-danger-text">
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Security alert: {SECURITY_ALERT_LABELS[mail.security_alert]}
        </p>
      )}
      <CopyHash hash={mail.raw_sha256} of={subject} />
    </li>
  );
}
