import { useState } from 'react';

export type ConfirmedAction<T> = {
  /** The action is running: the dialog's confirm button spins and the dialog stays. */
  busy: boolean;
  /** Runs the action on the item the dialog asked about; `settle` closes the dialog when done. */
  run: (item: T, settle: () => void) => void;
};

/**
 * The item a ConfirmDialog asks about. `ask(item)` opens the dialog for it; `dialog` goes onto
 * the ConfirmDialog: cancelling forgets the item, confirming runs the action on it.
 */
export function usePendingConfirm<T>({ busy, run }: ConfirmedAction<T>) {
  const [pending, setPending] = useState<T | null>(null);
  const settle = () => setPending(null);
  return {
    pending,
    ask: (item: T) => setPending(item),
    dialog: {
      open: pending !== null,
      onOpenChange: (open: boolean) => {
        if (!open) settle();
      },
      busy,
      onConfirm: () => {
        if (pending !== null) run(pending, settle);
      },
    },
  };
}
