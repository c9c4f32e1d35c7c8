import { useState } from 'react';

/**
 * The item a ConfirmDialog asks about. `ask(item)` opens the dialog for it, `dialog` goes onto
 * the ConfirmDialog (cancelling forgets the item), and `settle` closes it once the confirmed
 * action is done, whether it worked or not.
 */
export function usePendingConfirm<T>() {
  const [pending, setPending] = useState<T | null>(null);
  const settle = () => setPending(null);
  return {
    pending,
    ask: (item: T) => setPending(item),
    settle,
    dialog: {
      open: pending !== null,
      onOpenChange: (open: boolean) => {
        if (!open) settle();
      },
    },
  };
}
