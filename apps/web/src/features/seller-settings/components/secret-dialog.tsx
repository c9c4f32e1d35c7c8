import { ShownOnceDialog } from '@/components/ui/shown-once-dialog';

/** A new signing secret, the one time it can be read. */
export function SecretDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  return (
    <ShownOnceDialog
      value={secret}
      title="Your signing secret"
      description="Copy it into your receiver now: it will not be shown again."
      notice="The shop keeps no readable copy. If it is lost, rotate it and set the new one in your receiver."
      copyLabel="Copy"
      copyMessages={{
        copied: 'Secret copied to clipboard!',
        failed: 'Could not copy the secret. Select it and copy it by hand.',
      }}
      onClose={onClose}
    />
  );
}
