import { ShieldAlert } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

/** What every reader shows beside a sender that did not prove itself (decision 0041). */
export const UNVERIFIED_SENDER = 'Unverified sender';

/**
 * Beside the From of a mail whose DKIM signature failed or is missing: anyone could have sent
 * it, so a "your password was changed" in it proves nothing. Null (DNS did not answer, or the
 * check is still running) shows nothing: the shop does not know.
 */
export function UnverifiedSender({ verified }: { verified: boolean | null }) {
  if (verified !== false) return null;
  return (
    <Badge
      variant="failed"
      className="gap-1"
      title="This mail carries no valid signature of its sender’s domain: anyone could have sent it."
    >
      <ShieldAlert aria-hidden="true" className="size-3.5 shrink-0" />
      {UNVERIFIED_SENDER}
    </Badge>
  );
}
