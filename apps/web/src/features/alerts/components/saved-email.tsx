import { useRef, useState } from 'react';
import { Pencil } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmailEditor } from './email-editor';

/** SPEC §2 step 3: the saved e-mail with a pencil to change it in place. */
export function SavedEmail({ email }: { email: string }) {
  const [editing, setEditing] = useState(false);
  const pencilRef = useRef<HTMLButtonElement>(null);

  function close() {
    setEditing(false);
    // Back to where the keyboard was before the editor opened.
    requestAnimationFrame(() => pencilRef.current?.focus());
  }

  if (editing) return <EmailEditor current={email} onClose={close} />;
  return (
    <div className="flex items-center gap-2 text-sm">
      <p className="min-w-0 text-fg-muted">
        Notifications go to <span className="font-medium break-all text-fg">{email}</span>
      </p>
      <Button
        ref={pencilRef}
        size="icon"
        variant="ghost"
        aria-label="Change email"
        className="size-8"
        onClick={() => setEditing(true)}
      >
        <Pencil aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );
}
