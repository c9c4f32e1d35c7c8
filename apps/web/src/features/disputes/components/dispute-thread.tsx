import type { DisputeMessage } from '@shop/contract';
import { cn } from '@/lib/cn';
import { formatDateTime } from '../lib/format-time';

type Author = DisputeMessage['author'];

const ROLE: Readonly<Record<Author, string>> = {
  buyer: 'Buyer',
  seller: 'Seller',
  owner: 'Shop owner',
};

/**
 * The messages of a dispute, oldest first: the reader's own on the right, the others' on the
 * left, each with who wrote it, in which role, and when. Text keeps its line breaks and wraps.
 */
export function DisputeThread({
  messages,
  mine,
}: {
  messages: readonly DisputeMessage[];
  /** The side the reader writes as. */
  mine: Author | null;
}) {
  if (messages.length === 0) return <p className="text-sm text-fg-muted">No messages yet.</p>;
  return (
    <ol aria-label="Messages" className="flex flex-col gap-3">
      {messages.map((m) => {
        const own = m.author === mine;
        return (
          <li key={m.id} className={cn('flex', own ? 'justify-end' : 'justify-start')}>
            <article
              aria-label={`${m.author_name}, ${ROLE[m.author]}`}
              className={cn(
                'max-w-[85%] min-w-0 rounded-card border px-3 py-2 sm:max-w-[75%]',
                own ? 'border-accent bg-accent-soft' : 'border-border bg-surface-muted',
                m.author === 'owner' && !own && 'border-border-strong',
              )}
            >
              <header className="flex flex-wrap items-baseline gap-x-2 text-xs text-fg-muted">
                <span className="font-semibold break-all text-fg">{m.author_name}</span>
                <span>{own ? `${ROLE[m.author]} (you)` : ROLE[m.author]}</span>
                <time dateTime={m.created_at}>{formatDateTime(m.created_at)}</time>
              </header>
              <p className="mt-1 text-sm break-words whitespace-pre-wrap text-fg">{m.body}</p>
            </article>
          </li>
        );
      })}
    </ol>
  );
}
