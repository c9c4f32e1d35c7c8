import { Copy } from 'lucide-react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';

async function copySecret(secret: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(secret);
    toast.success('Secret copied to clipboard!');
  } catch {
    toast.error('Could not copy the secret. Select it and copy it by hand.');
  }
}

/** A new signing secret, the one time it can be read. */
export function SecretDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  return (
    <Dialog open={secret !== null} onOpenChange={(open) => !open && onClose()}>
      {secret !== null && (
        <DialogContent
          title="Your signing secret"
          description="Copy it into your receiver now: it will not be shown again."
        >
          <div className="flex flex-col gap-4">
            <Alert>
              The shop keeps no readable copy. If it is lost, rotate it and set the new one in your
              receiver.
            </Alert>
            <code className="block rounded-control bg-surface-muted p-3 font-mono text-sm break-all text-fg select-all">
              {secret}
            </code>
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="secondary" onClick={() => void copySecret(secret)}>
                <Copy aria-hidden="true" className="size-4" />
                Copy
              </Button>
              <Button onClick={onClose}>Done</Button>
            </div>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
