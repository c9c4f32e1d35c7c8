import { useState } from 'react';
import { KeyRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useCreateWebhookSecret } from '../api/create-webhook-secret';
import { SecretDialog } from './secret-dialog';

/**
 * The webhook's signing secret: created, or rotated after a confirmation since the old one stops
 * at once; the new one is shown a single time and kept nowhere on this page once closed.
 */
export function WebhookSecret({ isSet }: { isSet: boolean }) {
  const create = useCreateWebhookSecret();
  const [confirmingRotate, setConfirmingRotate] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);

  function createSecret() {
    create.mutate(undefined, {
      onSuccess: (data) => setSecret(data.secret),
      onSettled: () => setConfirmingRotate(false),
    });
  }

  return (
    <div className="flex flex-col gap-2 border-t border-border pt-4">
      <h3 className="flex items-center gap-2 text-sm font-semibold text-fg">
        <KeyRound aria-hidden="true" className="size-4 text-fg-muted" />
        Signing secret
      </h3>
      <p className="text-sm text-fg-muted">
        {isSet
          ? 'Set. It was shown once, when it was made; rotate it if it is lost or leaked.'
          : 'Not set yet. Each request is signed with it.'}
      </p>
      <div>
        {isSet ? (
          <Button size="sm" variant="secondary" onClick={() => setConfirmingRotate(true)}>
            Rotate secret
          </Button>
        ) : (
          <Button size="sm" variant="secondary" busy={create.isPending} onClick={createSecret}>
            Create secret
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirmingRotate}
        onOpenChange={setConfirmingRotate}
        title="Rotate the signing secret?"
        description="The current secret stops working at once: update your receiver with the new one right after."
        confirmLabel="Rotate secret"
        busy={create.isPending}
        onConfirm={createSecret}
      />
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
    </div>
  );
}
