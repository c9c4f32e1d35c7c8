import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** An action inside a sentence ("Enter token"): a real button that reads as a link. */
export function LinkButton({ className, ...props }: Omit<ComponentProps<'button'>, 'type'>) {
  return (
    <button
      type="button"
      className={cn(
        'rounded-control font-medium text-accent-text underline underline-offset-2 hover:no-underline',
        className,
      )}
      {...props}
    />
  );
}
