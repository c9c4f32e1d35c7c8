import type { AccountDetail, Game } from '@shop/contract';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { formatUsd } from '@/lib/format';
import { gameLookup, genderLabel } from '@/lib/game-items';
import { AccountFacts } from './account-facts';
import { WarrantyNote } from './warranty';

/**
 * The facts a buyer decides on: code, price, the account's figures, server, login method, and
 * the warranty.
 */
export function AccountSummary({ account, game }: { account: AccountDetail; game: Game }) {
  const facts = [
    { label: 'Game', value: game.name },
    { label: 'Server', value: account.server_name },
    { label: 'Login method', value: account.login },
    { label: 'Gender', value: genderLabel(account.gender) },
  ];
  return (
    <Card>
      <p className="text-sm text-fg-muted">Account</p>
      <h1 className="text-2xl font-bold tracking-tight break-all text-fg">{account.code}</h1>
      <div className="mt-2 flex flex-wrap gap-1.5">
        <Badge>{account.server_name}</Badge>
      </div>
      <p className="mt-4 text-3xl font-bold text-fg tabular-nums">{formatUsd(account.price)}</p>
      <AccountFacts account={account} lookup={gameLookup(game)} layout="panel" className="mt-4" />
      <dl className="mt-4 divide-y divide-border border-t border-border text-sm">
        {facts.map(({ label, value }) => (
          <div key={label} className="flex justify-between gap-4 py-2">
            <dt className="text-fg-muted">{label}</dt>
            <dd className="text-right font-medium break-words text-fg">{value}</dd>
          </div>
        ))}
      </dl>
      <WarrantyNote days={account.warranty_days} className="mt-4" />
    </Card>
  );
}
