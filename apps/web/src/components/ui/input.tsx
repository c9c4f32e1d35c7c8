import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const CONTROL_CLASSES =
  'block w-full rounded-control border border-border-strong bg-surface px-3 text-sm text-fg ' +
  'placeholder:text-fg-muted disabled:cursor-not-allowed disabled:opacity-60 ' +
  'aria-[invalid=true]:border-danger-text';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(CONTROL_CLASSES, 'h-10', className)} {...props} />;
}
