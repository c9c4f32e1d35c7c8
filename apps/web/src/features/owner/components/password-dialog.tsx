import { Copy } from 'lucide-react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';

/** A generated password and whose it is, for the one time the shop can show it. */
export type ShownPassword = { title: string; code: string; password: string };

async function copyPassword(password: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(password);
    toast.success('Password copied to clipboard!');
  } catch {
    toast.error('Could not copy the password. Select it and copy it by hand.');
  }
}

/**
 * A seller's new password, shown once: the shop keeps only its hash, so closing this dialog is
 * the last chance to read it.
 */
export function PasswordDialog({
  shown,
  onClose,
}: {
  shown: ShownPassword | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={shown !== null} onOpenChange={(open) => !open && onClose()}>
      {shown !== null && (
        <DialogContent
          title={shown.title}
          description={`Give it to ${shown.code} now: it is shown once.`}
        >
          <div className="flex flex-col gap-4">
            <Alert>
              The shop keeps no readable copy of this password. If it is lost, reset the password
              again. The seller signs in with the code{' '}
              <span className="font-mono font-semibold">{shown.code}</span> and can change the
              password under Change Password.
            </Alert>
            <div>
              <p className="mb-1.5 text-sm font-medium text-fg">Password</p>
              <code className="block rounded-control bg-surface-muted p-3 font-mono text-base break-all text-fg select-all">
                {shown.password}
              </code>
            </div>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={() => void copyPassword(shown.password)}>
                <Copy aria-hidden="true" className="size-4" />
                Copy password
              </Button>
              <Button onClick={onClose}>Done</Button>
            </div>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
