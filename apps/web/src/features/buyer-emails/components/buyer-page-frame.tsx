import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui/page-header';

export const BUYER_PAGE_TITLE = 'Buyer Emails';

/** The page's width and heading, whichever mode it is in; `status` sits beside the heading. */
export function BuyerPageFrame({ status, children }: { status?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader
        title={BUYER_PAGE_TITLE}
        description="The mail of the game accounts you bought."
        actions={status}
      />
      {children}
    </div>
  );
}
