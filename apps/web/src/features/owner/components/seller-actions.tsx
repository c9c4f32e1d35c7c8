import type { SellerSummary } from '@shop/contract';
import { Ban, CircleCheck, KeyRound } from 'lucide-react';
import { Button } from '@/components/ui/button';

export type SellerAction = 'disable' | 'enable' | 'reset';

/**
 * Disable or Enable, and Reset password, for one seller. The owner's own row has none: the
 * owner cannot be disabled, and changes their own password under Change Password.
 */
export function SellerActions({
  seller,
  busy,
  onAction,
}: {
  seller: SellerSummary;
  /** The action of this seller's now running, if any. */
  busy: SellerAction | null;
  onAction: (action: SellerAction, seller: SellerSummary) => void;
}) {
  if (seller.is_owner) return <span className="text-sm text-fg-muted">You</span>;
  return (
    <div className="flex flex-wrap gap-2">
      {seller.disabled ? (
        <Button
          size="sm"
          variant="secondary"
          busy={busy === 'enable'}
          aria-label={`Enable ${seller.code}`}
          onClick={() => onAction('enable', seller)}
        >
          {busy !== 'enable' && <CircleCheck aria-hidden="true" className="size-4" />}
          Enable
        </Button>
      ) : (
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Disable ${seller.code}`}
          onClick={() => onAction('disable', seller)}
        >
          <Ban aria-hidden="true" className="size-4" />
          Disable
        </Button>
      )}
      <Button
        size="sm"
        variant="secondary"
        aria-label={`Reset password of ${seller.code}`}
        onClick={() => onAction('reset', seller)}
      >
        <KeyRound aria-hidden="true" className="size-4" />
        Reset password
      </Button>
    </div>
  );
}
