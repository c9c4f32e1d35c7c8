import type { BuyerAccount, BuyerEmail } from '@shop/contract';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { StatList } from '@/components/ui/stat';
import { formatCount, formatDate } from '@/lib/format';
import { cn } from '@/lib/cn';
import { loginLabel } from '../lib/login-label';
import { warrantyStatus } from '../lib/warranty';
import { AccountPassword } from './account-password';
import { DisputeLink } from './dispute-link';
import { EmailCard } from './email-card';
import { SecurityAlerts } from './security-alerts';

/**
 * One bought account (SPEC §2): what it is and how it signs in (the password on request), then
 * the mail it received since its purchase.
 */
export function AccountCard({
  account,
  token,
  openDispute,
  freshIds,
  onOpenEmail,
}: {
  account: BuyerAccount;
  /** The buyer's access token: the dispute page reads with it too. */
  token: string;
  /** The purchase's unresolved dispute, if it has one: the way to it replaces Open a dispute. */
  openDispute: number | null;
  /** Mail that arrived while the page was open, not opened yet. */
  freshIds: ReadonlySet<number>;
  onOpenEmail: (email: BuyerEmail) => void;
}) {
  const titleId = `account-${account.account_code}`;
  const warranty = warrantyStatus(account.warranty_until);
  const flagged = account.emails.some((e) => e.security_alert);
  // One way to a dispute per account: a security banner's, or else the warranty line's.
  const lineLink = !flagged && (openDispute !== null || (!!warranty && !warranty.ended));
  return (
    <Card as="article" aria-labelledby={titleId} className="flex flex-col gap-4">
      <header>
        <h2 id={titleId} className="text-lg font-semibold text-fg">
          {account.game_name}
        </h2>
        <p className="text-sm text-fg-muted">{account.server_name}</p>
      </header>
      <SecurityAlerts
        account={account}
        token={token}
        underWarranty={!!warranty && !warranty.ended}
        openDispute={openDispute}
      />
      <StatList
        size="sm"
        className="[&_dd]:break-all"
        items={[
          { label: loginLabel(account.login_method), value: account.account_email },
          { label: 'Account code', value: account.account_code },
          { label: 'Purchase date', value: formatDate(account.purchase_date) },
          { label: 'Emails', value: formatCount(account.email_count) },
        ]}
      />
      <div className="flex flex-wrap items-start gap-x-6 gap-y-3">
        <StatList size="sm" items={[{ label: 'Login method', value: account.login_method }]} />
        <AccountPassword
          token={token}
          transactionId={account.transaction_id}
          accountCode={account.account_code}
        />
      </div>
      {warranty && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p
            className={cn(
              'flex items-center gap-1.5 text-sm',
              warranty.ended ? 'text-fg-muted' : 'font-medium text-fg',
            )}
          >
            {!warranty.ended ? (
              <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-accent-text" />
            ) : (
              <ShieldOff aria-hidden="true" className="size-4 shrink-0" />
            )}
            {warranty.text}
          </p>
          {lineLink && (
            <DisputeLink
              token={token}
              transactionId={account.transaction_id}
              openDispute={openDispute}
              variant="secondary"
              size="sm"
            />
          )}
        </div>
      )}
      {account.emails.length === 0 ? (
        <p className="rounded-control bg-surface-muted p-3 text-sm text-fg-muted">
          No emails found for this account
        </p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={`Emails of ${account.account_email}`}>
          {account.emails.map((email) => (
            <li key={email.id}>
              <EmailCard
                email={email}
                fresh={freshIds.has(email.id)}
                onOpen={() => onOpenEmail(email)}
              />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
