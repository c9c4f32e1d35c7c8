import { Inbox } from 'lucide-react';
import type { To } from 'react-router';
import { Card } from '@/components/ui/card';
import { EmailList, NoMailSelected } from '@/features/email/components/email-list';
import { EmailView } from '@/features/email/components/email-view';
import { ResizeDivider } from '@/features/email/components/resize-divider';
import { useIsDesktop } from '@/features/email/hooks/use-is-desktop';
import { useListWidth } from '@/features/email/hooks/use-list-width';
import { useSwipeBack } from '@/features/email/hooks/use-swipe-back';
import type { ListWidthBounds } from '@/features/email/lib/list-width';
import { cn } from '@/lib/cn';
import { useAccessEmail } from '../api/get-access-email';
import { useAccessEmails } from '../api/get-access-emails';

export type AccessMailboxProps = {
  token: string;
  page: number;
  selected: number | null;
  linkTo: (mailId: number) => To;
  /** The list, on a phone where the open mail covers it. */
  backTo: To;
  onBack: () => void;
  onPageChange: (page: number) => void;
  bounds: ListWidthBounds;
  pagerAbove?: boolean;
  /** Desktop height of the split view. */
  className?: string;
};

/**
 * A sub-roller's mail, read with its token: the list and the open mail side by side from 768 px
 * (resizable list), and on phones the open mail over the list with Back to Inbox and swipe back.
 */
export function AccessMailbox(props: AccessMailboxProps) {
  const { token, page, selected, linkTo, backTo, onBack, onPageChange, bounds } = props;
  const isDesktop = useIsDesktop();
  const [width, setWidth] = useListWidth(bounds);
  const list = useAccessEmails(token, page);
  const swipe = useSwipeBack(onBack);

  const listPane = (
    <EmailList
      className="min-h-0 flex-1"
      list={list}
      page={page}
      selected={selected}
      linkTo={linkTo}
      onPageChange={onPageChange}
      pagerAbove={props.pagerAbove}
      empty={
        <>
          <Inbox aria-hidden="true" className="size-6" />
          <p>No emails found</p>
        </>
      }
    />
  );

  if (!isDesktop) {
    return selected === null ? (
      <Card padding="none" className="flex flex-col overflow-hidden">
        {listPane}
      </Card>
    ) : (
      <Card padding="none" className="flex min-h-[70dvh] flex-col overflow-hidden" {...swipe}>
        <OpenMail token={token} id={selected} backTo={backTo} />
      </Card>
    );
  }

  return (
    <Card padding="none" className={cn('flex overflow-hidden', props.className)}>
      <div className="flex shrink-0 flex-col" style={{ width }}>
        {listPane}
      </div>
      <ResizeDivider width={width} onResize={setWidth} bounds={bounds} />
      <div className="flex min-w-0 flex-1 flex-col overflow-y-auto">
        {selected === null ? <NoMailSelected /> : <OpenMail token={token} id={selected} />}
      </div>
    </Card>
  );
}

function OpenMail({ token, id, backTo }: { token: string; id: number; backTo?: To }) {
  const mail = useAccessEmail(token, id);
  return <EmailView mail={mail} backTo={backTo} />;
}
