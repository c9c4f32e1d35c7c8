import type { KeyboardEvent, ReactNode } from 'react';
import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { cn } from '@/lib/cn';
import { Button } from './button';

/** Radix handles focus trapping, Escape, scroll locking and aria wiring (DESIGN §7). */
export const Dialog = RadixDialog.Root;

export type DialogContentProps = {
  /** Names the dialog for screen readers; shown as its heading. */
  title: ReactNode;
  description?: ReactNode;
  /** `wide` for media such as an image preview. */
  size?: 'md' | 'wide';
  className?: string;
  /** Dialog-wide keys, e.g. arrows to move through images. */
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  /** Where the focus goes on close when the dialog has no Radix trigger (default: the trigger). */
  onCloseAutoFocus?: (event: Event) => void;
  children: ReactNode;
};

/** The one modal look: dimmed backdrop, centred surface, heading and a Close button. */
export function DialogContent({
  title,
  description,
  size = 'md',
  className,
  onKeyDown,
  onCloseAutoFocus,
  children,
}: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/70" />
      <RadixDialog.Content
        // Without a description Radix must not point aria-describedby at nothing.
        {...(description ? {} : { 'aria-describedby': undefined })}
        onKeyDown={onKeyDown}
        onCloseAutoFocus={onCloseAutoFocus}
        className={cn(
          'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col',
          'rounded-card border border-border bg-surface text-fg shadow-xl focus:outline-none',
          size === 'wide' ? 'max-w-5xl' : 'max-w-lg',
          className,
        )}
      >
        <div className="flex items-start justify-between gap-3 border-b border-border px-4 py-3">
          <div className="min-w-0">
            <RadixDialog.Title className="truncate text-base font-semibold text-fg">
              {title}
            </RadixDialog.Title>
            {description && (
              <RadixDialog.Description className="text-sm text-fg-muted">
                {description}
              </RadixDialog.Description>
            )}
          </div>
          <RadixDialog.Close asChild>
            <Button variant="ghost" size="icon" aria-label="Close" className="-my-1 -mr-2">
              <X aria-hidden="true" className="size-5" />
            </Button>
          </RadixDialog.Close>
        </div>
        <div className="min-h-0 flex-1 overflow-auto p-4">{children}</div>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
