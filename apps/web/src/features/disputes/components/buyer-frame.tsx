import type { ReactNode } from 'react';
import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';

export const BUYER_DISPUTES_TITLE = 'Your disputes';

/** The buyer's page width and heading; with a token, the way back to the account's mail. */
export function BuyerFrame({ token, children }: { token: string | null; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader
        title={BUYER_DISPUTES_TITLE}
        description="Disputes about the accounts you bought, and a way to open one within an account's warranty."
        actions={
          token ? (
            <Link
              to={`/buyer-emails?token=${encodeURIComponent(token)}`}
              className="inline-flex items-center gap-1.5 text-sm font-medium text-accent-text hover:underline"
            >
              <Mail aria-hidden="true" className="size-4" />
              Back to your emails
            </Link>
          ) : undefined
        }
      />
      {children}
    </div>
  );
}
