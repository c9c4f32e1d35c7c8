import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';
import { CONTROL_CLASSES } from './input';

/**
 * A native <select>: the platform's own picker is the most accessible one on phones, and it
 * costs no script. Styled like Input, with our own chevron.
 */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative', className)}>
      <select className={cn(CONTROL_CLASSES, 'h-10 appearance-none pr-9')} {...props}>
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-fg-muted"
      />
    </div>
  );
}
