import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export type CardProps = ComponentProps<'div'> & { padding?: 'none' | 'md' };

/** The one container style. `className` is for layout (grid placement, width), not for looks. */
export function Card({ padding = 'md', className, ...props }: CardProps) {
  return (
    <div
      className={cn(
        'rounded-card border border-border bg-surface text-fg shadow-sm',
        padding === 'md' && 'p-4 sm:p-6',
        className,
      )}
      {...props}
    />
  );
}

export function CardTitle({ className, ...props }: ComponentProps<'h2'>) {
  return <h2 className={cn('text-lg font-semibold text-fg', className)} {...props} />;
}
