import { useRef, useState, type ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { Dispute } from '@shop/contract';
import { DISPUTE_MESSAGE_MAX } from '@shop/contract/values';
import { Send } from 'lucide-react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { formatCount } from '@/lib/format';
import { fieldError, generalError } from '../lib/field-error';

/**
 * A message to the dispute's thread, up to DISPUTE_MESSAGE_MAX characters with a counter;
 * Ctrl+Enter sends too. After sending the box empties and keeps the focus for the next one. A
 * resolved dispute takes none, and says so.
 */
export function MessageBox({
  send,
  resolved,
  label = 'Message',
  hint,
}: {
  send: UseMutationResult<Dispute, Error, string>;
  resolved: boolean;
  label?: string;
  /** Above the box: e.g. the seller's deadline. */
  hint?: ReactNode;
}) {
  const [text, setText] = useState('');
  const [blank, setBlank] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);

  if (resolved) {
    return (
      <p className="rounded-control bg-surface-muted p-3 text-sm text-fg-muted">
        This dispute is resolved: it takes no more messages.
      </p>
    );
  }

  const submit = () => {
    const message = text.trim();
    if (!message) {
      setBlank(true);
      box.current?.focus();
      return;
    }
    send.mutate(message, {
      onSuccess: () => {
        setText('');
        toast.success('Message sent.');
        box.current?.focus();
      },
    });
  };
  const error = blank ? 'Write a message first.' : fieldError(send.error, 'message');
  const other = generalError(send.error, ['message']);

  return (
    <form
      aria-label="New message"
      noValidate
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {hint}
      <Field
        label={label}
        error={error ?? undefined}
        hint={`${formatCount(text.length)} / ${formatCount(DISPUTE_MESSAGE_MAX)} characters · Ctrl+Enter sends`}
      >
        {(control) => (
          <Textarea
            {...control}
            ref={box}
            value={text}
            rows={4}
            maxLength={DISPUTE_MESSAGE_MAX}
            onChange={(event) => {
              setText(event.target.value);
              setBlank(false);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                event.preventDefault();
                submit();
              }
            }}
          />
        )}
      </Field>
      {other && (
        <Alert variant="error" title="The message was not sent">
          {other}
        </Alert>
      )}
      <div className="flex justify-end">
        <Button type="submit" busy={send.isPending}>
          <Send aria-hidden="true" className="size-4" />
          {send.isPending ? 'Sending...' : 'Send'}
        </Button>
      </div>
    </form>
  );
}
