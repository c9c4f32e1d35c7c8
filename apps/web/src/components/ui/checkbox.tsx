import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A native checkbox with its label beside it (e.g. "Banner Guarantee"); the whole row is clickable. */
export function Checkbox({
  label,
  className,
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode }) {
  return (
    <label
      className={cn(
        'inline-flex min-h-10 cursor-pointer items-center gap-2 text-sm font-medium text-fg select-none',
        className,
      )}
    >
      <input
        type="checkbox"
        className="size-4 shrink-0 cursor-pointer rounded-[0.25rem] accent-accent"
        {...props}
      />
      {label}
    </label>
  );
}
