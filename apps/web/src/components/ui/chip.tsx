import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A small label for a server, character or weapon; rounder than a Badge so the two read differently. */
export function Chip({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border border-border bg-surface-muted px-2.5 py-0.5',
        'text-xs text-fg',
        className,
      )}
      {...props}
    />
  );
}
