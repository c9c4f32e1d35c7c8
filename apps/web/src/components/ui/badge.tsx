import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export type BadgeVariant = 'neutral' | 'accent' | 'pending' | 'delivered' | 'failed' | 'other';

const VARIANTS: Record<BadgeVariant, string> = {
  neutral: 'border border-border bg-surface-muted text-fg',
  accent: 'bg-accent text-accent-fg',
  pending: 'bg-pending-bg text-pending-fg',
  delivered: 'bg-delivered-bg text-delivered-fg',
  failed: 'bg-failed-bg text-failed-fg',
  other: 'bg-other-bg text-other-fg',
};

export type BadgeProps = ComponentProps<'span'> & { variant?: BadgeVariant };

export function Badge({ variant = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-control px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        VARIANTS[variant],
        className,
      )}
      {...props}
    />
  );
}

/** A number bubble (unread mail); renders nothing at 0 so "no news" is not noise. */
export function CountBadge({ count, label }: { count: number; label: (count: number) => string }) {
  if (count <= 0) return null;
  return (
    <Badge
      variant="accent"
      className="min-w-5 justify-center rounded-full px-1.5"
      aria-label={label(count)}
    >
      {count > 99 ? '99+' : count}
    </Badge>
  );
}
