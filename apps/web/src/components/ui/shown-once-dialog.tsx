import type { ReactNode } from 'react';
import { Copy } from 'lucide-react';
import { copyToClipboard, type CopyMessages } from '@/lib/copy-to-clipboard';
import { cn } from '@/lib/cn';
import { Alert } from './alert';
import { Button } from './button';
import { Dialog, DialogContent } from './dialog';

/**
 * A generated secret (a password, a signing secret) the one time the shop can show it: the shop
 * keeps only what cannot be read back, so closing the dialog is the last chance to copy it.
 */
export function ShownOnceDialog({
  value,
  title,
  description,
  notice,
  label,
  copyLabel,
  copyMessages,
  onClose,
}: {
  /** The secret; null closes the dialog. */
  value: string | null;
  title: string;
  description: string;
  /** Why it is shown once and what to do if it is lost. */
  notice: ReactNode;
  /** A caption above the value, when the dialog names it. */
  label?: string;
  copyLabel: string;
  copyMessages: CopyMessages;
  onClose: () => void;
}) {
  return (
    <Dialog open={value !== null} onOpenChange={(open) => !open && onClose()}>
      {value !== null && (
        <DialogContent title={title} description={description}>
          <div className="flex flex-col gap-4">
            <Alert>{notice}</Alert>
            <div>
              {label && <p className="mb-1.5 text-sm font-medium text-fg">{label}</p>}
              <code
                className={cn(
                  'block rounded-control bg-surface-muted p-3 font-mono break-all text-fg select-all',
                  label ? 'text-base' : 'text-sm',
                )}
              >
                {value}
              </code>
            </div>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={() => void copyToClipboard(value, copyMessages)}>
                <Copy aria-hidden="true" className="size-4" />
                {copyLabel}
              </Button>
              <Button onClick={onClose}>Done</Button>
            </div>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
