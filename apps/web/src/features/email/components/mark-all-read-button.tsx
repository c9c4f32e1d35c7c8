import { CheckCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useMarkAllEmailsRead } from '../api/mark-all-read';

/** Marks the whole inbox read (not only this page); nothing to do while nothing is unread. */
export function MarkAllReadButton({ unread }: { unread: number }) {
  const markAll = useMarkAllEmailsRead();
  return (
    <Button
      size="sm"
      variant="secondary"
      disabled={unread === 0}
      busy={markAll.isPending}
      onClick={() => markAll.mutate()}
    >
      {!markAll.isPending && <CheckCheck aria-hidden="true" className="size-4" />}
      Mark all read
    </Button>
  );
}
