import { ShownOnceDialog } from '@/components/ui/shown-once-dialog';

/** A generated password and whose it is, for the one time the shop can show it. */
export type ShownPassword = { title: string; code: string; password: string };

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
    <ShownOnceDialog
      value={shown?.password ?? null}
      title={shown?.title ?? ''}
      description={`Give it to ${shown?.code ?? ''} now: it is shown once.`}
      notice={
        <>
          The shop keeps no readable copy of this password. If it is lost, reset the password again.
          The seller signs in with the code{' '}
          <span className="font-mono font-semibold">{shown?.code}</span> and can change the password
          under Change Password.
        </>
      }
      label="Password"
      copyLabel="Copy password"
      copyMessages={{
        copied: 'Password copied to clipboard!',
        failed: 'Could not copy the password. Select it and copy it by hand.',
      }}
      onClose={onClose}
    />
  );
}
