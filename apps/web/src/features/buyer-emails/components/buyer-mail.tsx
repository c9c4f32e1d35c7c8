import { useRef, useState } from 'react';
import { PackageOpen, Scale } from 'lucide-react';
import type { BuyerEmail, BuyerEmails } from '@shop/contract';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { StatList } from '@/components/ui/stat';
import { formatCount } from '@/lib/format';
import { formatMailTime } from '@/lib/format-mail-time';
import { AccountCard } from './account-card';
import { disputesLink } from './dispute-link';
import { EmailDialog } from './email-dialog';

/** Loaded mode (SPEC §2): who has access until when, then each bought account with its mail. */
export function BuyerMail({
  token,
  data,
  openDisputes,
  disputeCount,
  freshIds,
  onOpened,
}: {
  token: string;
  data: BuyerEmails;
  /**
   * How many disputes the buyer has, any state: a refunded purchase leaves the accounts, so its
   * dispute is reached from here.
   */
  disputeCount: number;
  /** Each purchase's unresolved dispute, by transaction id. */
  openDisputes: ReadonlyMap<number, number>;
  freshIds: ReadonlySet<number>;
  /** The buyer opened this mail: it is no longer new. */
  onOpened: (id: number) => void;
}) {
  const [open, setOpen] = useState<BuyerEmail | null>(null);
  // The cards are not Radix triggers, so the dialog is told where the focus goes back to.
  const opener = useRef<HTMLElement | null>(null);
  function openEmail(email: BuyerEmail) {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(email);
    onOpened(email.id);
  }
  return (
    <div className="flex flex-col gap-4">
      <Card as="section" aria-label="Access">
        <StatList
          className="[&_dd]:break-all"
          items={[
            { label: 'Buyer email', value: data.buyer_email },
            { label: 'Accounts', value: formatCount(data.total_accounts) },
            { label: 'Access expires', value: formatMailTime(data.access_expires_at) },
          ]}
        />
        {disputeCount > 0 && (
          <ButtonLink to={disputesLink(token)} variant="secondary" size="sm" className="mt-4">
            <Scale aria-hidden="true" className="size-4" />
            Your disputes ({formatCount(disputeCount)})
          </ButtonLink>
        )}
      </Card>
      {data.accounts.length === 0 ? (
        <EmptyState icon={<PackageOpen />} title="No Purchased Accounts Found" />
      ) : (
        data.accounts.map((account) => (
          <AccountCard
            key={account.account_code}
            account={account}
            token={token}
            openDispute={openDisputes.get(account.transaction_id) ?? null}
            freshIds={freshIds}
            onOpenEmail={openEmail}
          />
        ))
      )}
      <EmailDialog
        token={token}
        email={open}
        onClose={() => setOpen(null)}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
      />
    </div>
  );
}
