import { ShieldCheck, ShieldOff } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

/** How the storefront names an account's warranty: "7-day warranty", or "No warranty" at 0. */
export const warrantyLabel = (days: number) => (days > 0 ? `${days}-day warranty` : 'No warranty');

/** The card's badge; nothing for an account without warranty (no promise, no noise). */
export function WarrantyBadge({ days, className }: { days: number; className?: string }) {
  if (days <= 0) return null;
  return (
    <Badge className={cn('gap-1', className)}>
      <ShieldCheck aria-hidden="true" className="size-3.5 text-accent-text" />
      {warrantyLabel(days)}
    </Badge>
  );
}

/**
 * The purchase page's warranty (DESIGN §5): how long, and what it gives the buyer. It starts at
 * delivery, so a slow payment never shortens it.
 */
export function WarrantyNote({ days, className }: { days: number; className?: string }) {
  const covered = days > 0;
  const Icon = covered ? ShieldCheck : ShieldOff;
  return (
    <section
      aria-label="Warranty"
      className={cn('flex gap-3 rounded-control bg-surface-muted p-3 text-sm', className)}
    >
      <Icon
        aria-hidden="true"
        className={cn('mt-0.5 size-5 shrink-0', covered ? 'text-accent-text' : 'text-fg-muted')}
      />
      <div className="min-w-0">
        <p className="font-semibold text-fg">{warrantyLabel(days)}</p>
        {covered && (
          <p className="mt-0.5 text-fg-muted">
            Starts at delivery. During it the shop watches the account’s mail for security changes,
            and you can open a dispute.
          </p>
        )}
      </div>
    </section>
  );
}
