import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link, useNavigate, type To } from 'react-router';
import { Card } from '@/components/ui/card';
import { useIsDesktop } from '@/hooks/use-is-desktop';
import { useSwipe } from '@/hooks/use-swipe';
import { cn } from '@/lib/cn';
import { NoMailSelected } from './email-list';
import { LIST_WIDTH, type ListWidthBounds } from './list-width';
import { ResizeDivider } from './resize-divider';
import { useListWidth } from './use-list-width';

export type MailSplitViewProps = {
  /** The list pane: a page of mail and whatever sits above it. */
  list: ReactNode;
  /** Whether a mail is open. */
  open: boolean;
  /** The open mail; `back` is SPEC's Back to Inbox link, given on phones only. */
  renderMail: (back?: ReactNode) => ReactNode;
  /** The list without an open mail: Back to Inbox and the swipe back lead there. */
  backTo: To;
  bounds?: ListWidthBounds;
  /** The split view's height on a desktop. */
  className?: string;
};

/**
 * A mailbox's two panes (SPEC §2): from 768 px the list and the open mail side by side with a
 * resizable list; on phones the open mail covers the list, with Back to Inbox and a swipe
 * right to go back.
 */
export function MailSplitView({
  list,
  open,
  renderMail,
  backTo,
  bounds = LIST_WIDTH,
  className,
}: MailSplitViewProps) {
  const isDesktop = useIsDesktop();
  const [width, setWidth] = useListWidth(bounds);
  const navigate = useNavigate();
  const swipe = useSwipe('right', () => void navigate(backTo));

  if (!isDesktop) {
    return open ? (
      <Card padding="none" className="flex min-h-[70dvh] flex-col overflow-hidden" {...swipe}>
        {renderMail(<BackToInbox to={backTo} />)}
      </Card>
    ) : (
      <Card padding="none" className="flex flex-col overflow-hidden">
        {list}
      </Card>
    );
  }

  return (
    <Card padding="none" className={cn('flex overflow-hidden', className)}>
      <div className="flex shrink-0 flex-col" style={{ width }}>
        {list}
      </div>
      <ResizeDivider width={width} onResize={setWidth} bounds={bounds} />
      <div className="flex min-w-0 flex-1 flex-col overflow-y-auto">
        {open ? renderMail() : <NoMailSelected />}
      </div>
    </Card>
  );
}

function BackToInbox({ to }: { to: To }) {
  return (
    <Link
      to={to}
      className="inline-flex w-fit items-center gap-1.5 rounded-control text-sm font-medium text-accent-text hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Inbox
    </Link>
  );
}
