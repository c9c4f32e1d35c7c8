import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { CONTROL_CLASSES } from './input';

/** A multi-line Input (descriptions, notes); grows only when the user drags it. */
export function Textarea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea rows={rows} className={cn(CONTROL_CLASSES, 'resize-y py-2', className)} {...props} />
  );
}
