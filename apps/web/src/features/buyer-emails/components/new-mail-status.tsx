import { Badge } from '@/components/ui/badge';

/** "1 new email": the mail that arrived since the page opened and is not opened yet. */
export function NewMailStatus({ count }: { count: number }) {
  return (
    // Always in the page, even empty, so a screen reader hears the count when it changes.
    <p role="status">
      {count > 0 && (
        <Badge variant="accent" className="rounded-full px-2.5 py-1 text-sm">
          {`${count} new ${count === 1 ? 'email' : 'emails'}`}
        </Badge>
      )}
    </p>
  );
}
