import { Clock } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useNow } from '../hooks/use-now';
import { answerDeadline } from '../lib/format-time';

/** "Answer by <time>" while a dispute waits for the seller, red under two hours and after. */
export function AnswerDeadline({ dueAt, className }: { dueAt: string; className?: string }) {
  const deadline = answerDeadline(dueAt, useNow());
  return (
    <p
      className={cn(
        'flex items-center gap-1.5 text-sm font-medium',
        deadline.urgent ? 'text-danger-text' : 'text-fg',
        className,
      )}
    >
      <Clock aria-hidden="true" className="size-4 shrink-0" />
      <time dateTime={dueAt}>{deadline.text}</time>
    </p>
  );
}
