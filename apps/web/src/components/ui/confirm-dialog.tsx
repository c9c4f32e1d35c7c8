import type { ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { buttonClasses } from './button-styles';
import { Spinner } from './spinner';

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** SPEC's wording, e.g. "Are you sure?". */
  title: ReactNode;
  description: ReactNode;
  /** e.g. "Yes, delete it!". */
  confirmLabel: string;
  cancelLabel?: string;
  /** The action is running: the confirm button spins and the dialog stays until the caller closes it. */
  busy?: boolean;
  /** `danger` for destructive actions (delete, remove). */
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
  /** What the action applies to (e.g. the account), shown under the description. */
  children?: ReactNode;
};

/**
 * A real modal confirmation (DESIGN §7), built on Radix AlertDialog: focus is trapped, starts on
 * Cancel (the safe choice), Escape cancels, and a click outside does not confirm anything.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  busy = false,
  tone = 'danger',
  onConfirm,
  children,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/70" />
        <AlertDialog.Content
          className={
            'fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 ' +
            'rounded-card border border-border bg-surface p-6 text-fg shadow-xl focus:outline-none'
          }
        >
          <AlertDialog.Title className="text-lg font-semibold text-fg">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-fg-muted">
            {description}
          </AlertDialog.Description>
          {children && <div className="mt-4">{children}</div>}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses({ variant: 'secondary' })} disabled={busy}>
              {cancelLabel}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClasses({ variant: tone })}
              disabled={busy}
              aria-busy={busy || undefined}
              onClick={(event) => {
                // The caller closes the dialog when the action is done, so a failure can keep it.
                event.preventDefault();
                onConfirm();
              }}
            >
              {busy && <Spinner />}
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
