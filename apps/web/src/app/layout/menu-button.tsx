import type { Ref } from 'react';
import { Mail, Menu, ReceiptText, X, type LucideIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { SellerCounts } from './use-seller-counts';

/** "Open menu, 3 unread, 2 pending": the counts the closed button shows, said in words. */
function menuButtonLabel(open: boolean, { unread, pending }: SellerCounts): string {
  if (open) return 'Close menu';
  const counts = [unread > 0 && `${unread} unread`, pending > 0 && `${pending} pending`];
  return ['Open menu', ...counts.filter(Boolean)].join(', ');
}

/**
 * The phone's menu toggle. Closed, it carries the unread and pending counts, which otherwise
 * only show inside the menu: a seller on a phone sees new mail and new orders at a glance.
 */
export function MenuButton({
  ref,
  open,
  counts,
  controls,
  onToggle,
}: {
  ref: Ref<HTMLButtonElement>;
  open: boolean;
  counts: SellerCounts;
  controls: string;
  onToggle: () => void;
}) {
  const showCounts = !open && (counts.unread > 0 || counts.pending > 0);
  return (
    <Button
      ref={ref}
      variant="ghost"
      size={showCounts ? 'md' : 'icon'}
      className={showCounts ? 'gap-1.5 px-2 md:hidden' : 'md:hidden'}
      aria-expanded={open}
      aria-controls={controls}
      aria-label={menuButtonLabel(open, counts)}
      onClick={onToggle}
    >
      {open ? (
        <X aria-hidden="true" className="size-5" />
      ) : (
        <Menu aria-hidden="true" className="size-5" />
      )}
      {showCounts && (
        // The button's label says the counts; these only show them.
        <span aria-hidden="true" className="flex items-center gap-1">
          <MenuCount icon={Mail} count={counts.unread} />
          <MenuCount icon={ReceiptText} count={counts.pending} />
        </span>
      )}
    </Button>
  );
}

/** An icon says which count it is, as the words beside the badges do inside the menu. */
function MenuCount({ icon: Icon, count }: { icon: LucideIcon; count: number }) {
  if (count <= 0) return null;
  return (
    <Badge variant="accent" className="gap-1 rounded-full px-1.5 tabular-nums">
      <Icon className="size-3" />
      {count > 99 ? '99+' : count}
    </Badge>
  );
}
