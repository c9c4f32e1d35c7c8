import { useEffect, useId, useRef, useState } from 'react';
import type { Game } from '@shop/contract';
import { ChevronDown } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Chip } from '@/components/ui/chip';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import type { AccountEditor } from '../hooks/use-account-editor';
import { AccountFields } from './account-fields';

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/**
 * The collapsible "Add Account" / "Edit Account" form (SPEC §2). `revealKey` changes when an
 * account is loaded for editing: the form scrolls into view and takes the keyboard focus.
 */
export function AccountFormCard({
  editor,
  game,
  rollerCode,
  mailDomains,
  open,
  onOpenChange,
  revealKey,
}: {
  editor: AccountEditor;
  game: Game;
  rollerCode: string;
  mailDomains: readonly string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  revealKey: number;
}) {
  const titleId = useId();
  const bodyId = useId();
  const sectionRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [confirmClear, setConfirmClear] = useState(false);
  const { mode, saving } = editor;
  const editing = mode.kind === 'edit';
  const title = editing ? 'Edit Account' : 'Add Account';

  useEffect(() => {
    if (!revealKey) return;
    sectionRef.current?.scrollIntoView?.({ behavior: scrollBehavior(), block: 'start' });
    toggleRef.current?.focus({ preventScroll: true });
  }, [revealKey]);

  return (
    <Card
      as="section"
      ref={sectionRef}
      padding="none"
      aria-labelledby={titleId}
      // scroll-mt clears the sticky nav bar when the form is scrolled into view for editing.
      className={cn('mb-8 scroll-mt-20', editing && 'ring-2 ring-accent')}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 px-2 py-2 sm:px-4">
        <h2 id={titleId}>
          <Button
            ref={toggleRef}
            variant="ghost"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => onOpenChange(!open)}
            className="text-lg font-semibold"
          >
            <ChevronDown
              aria-hidden="true"
              className={cn('size-5 transition-transform', !open && '-rotate-90')}
            />
            {title}
          </Button>
        </h2>
        <Chip>{game.name}</Chip>
        {mode.kind === 'edit' && <Badge variant="accent">{`Editing ${mode.code}`}</Badge>}
      </div>
      <div id={bodyId} hidden={!open} className="border-t border-border p-4 sm:p-6">
        {editor.draftRestored && !editing && (
          <div className="mb-6">
            <Alert variant="info">
              Your unsaved draft was restored. Use Clear form to start over.
            </Alert>
          </div>
        )}
        <form onSubmit={editor.submit} noValidate aria-labelledby={titleId}>
          <AccountFields
            editor={editor}
            game={game}
            rollerCode={rollerCode}
            mailDomains={mailDomains}
          />
          <div className="mt-8 flex flex-wrap items-center gap-3 border-t border-border pt-5">
            {saving ? (
              // SPEC §2: the submit button is hidden while saving.
              <p role="status" className="flex h-10 items-center gap-2 text-sm text-fg-muted">
                <Spinner />
                Saving...
              </p>
            ) : (
              <Button type="submit" className="min-w-28">
                {editing ? 'Edit' : 'Add'}
              </Button>
            )}
            {editing ? (
              <Button variant="secondary" disabled={saving} onClick={editor.cancelEdit}>
                Cancel edit
              </Button>
            ) : (
              <Button variant="ghost" disabled={saving} onClick={() => setConfirmClear(true)}>
                Clear form
              </Button>
            )}
          </div>
        </form>
      </div>
      <ConfirmDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title="Clear the form?"
        description="Everything typed here and the uploaded images are removed from the form."
        confirmLabel="Clear form"
        onConfirm={() => {
          editor.clearForm();
          setConfirmClear(false);
        }}
      />
    </Card>
  );
}
