import type { ComponentProps } from 'react';
import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * A real checkbox drawn as a chip, for multi-select choices such as servers. The native input
 * keeps keyboard, form and screen-reader behaviour; the label is the visible chip.
 */
export function CheckboxChip({
  label,
  className,
  ...props
}: Omit<ComponentProps<'input'>, 'type'> & { label: string }) {
  return (
    <label
      className={cn(
        'inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-full border px-3 text-sm select-none',
        'border-border-strong bg-surface text-fg transition-colors hover:bg-surface-muted',
        'has-[:checked]:border-accent has-[:checked]:bg-accent-soft has-[:checked]:text-accent-text',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
        className,
      )}
    >
      <input type="checkbox" className="peer sr-only" {...props} />
      <Check aria-hidden="true" className="hidden size-3.5 peer-checked:block" />
      {label}
    </label>
  );
}
