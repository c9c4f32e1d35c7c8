import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export type CardProps = ComponentProps<'div'> & {
  padding?: 'none' | 'md';
  /** `article` for a self-contained item in a list (an account, a game), `section` for a region. */
  as?: 'div' | 'article' | 'section';
};

/** The one container style. `className` is for layout (grid placement, width), not for looks. */
export function Card({ padding = 'md', as: Element = 'div', className, ...props }: CardProps) {
  return (
    <Element
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
