import type { SellerSummary } from '@shop/contract';
import { Card } from '@/components/ui/card';
import { useIsDesktop } from '@/hooks/use-is-desktop';
import { formatCount, formatUsd } from '@/lib/format';
import { SellerActions, type SellerAction } from './seller-actions';
import { SellerStatus } from './seller-status';

type ListProps = {
  sellers: SellerSummary[];
  /** The action running now, and on whom. */
  running: { action: SellerAction; id: number } | null;
  onAction: (action: SellerAction, seller: SellerSummary) => void;
};

const busyFor = (running: ListProps['running'], seller: SellerSummary) =>
  running?.id === seller.id ? running.action : null;

/** The sellers as a table from 768 px, as cards below it, where a table would not fit. */
export function SellerList(props: ListProps) {
  return useIsDesktop() ? <SellerTable {...props} /> : <SellerCards {...props} />;
}

function SellerName({ seller }: { seller: SellerSummary }) {
  return (
    <>
      <span className="block font-semibold text-fg">{seller.name}</span>
      <span className="block font-mono text-sm text-fg-muted">{seller.code}</span>
    </>
  );
}

function SellerTable({ sellers, running, onAction }: ListProps) {
  const th =
    'px-4 py-3 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-fg-muted uppercase';
  const num = 'px-4 py-3 text-right tabular-nums';
  return (
    <Card padding="none" className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">Sellers</caption>
        <thead className="border-b border-border">
          <tr>
            <th scope="col" className={th}>
              Seller
            </th>
            <th scope="col" className={th}>
              Status
            </th>
            <th scope="col" className={`${th} text-right`}>
              For sale
            </th>
            <th scope="col" className={`${th} text-right`}>
              Sold
            </th>
            <th scope="col" className={`${th} text-right`}>
              Income
            </th>
            <th scope="col" className={th}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {sellers.map((seller) => (
            <tr key={seller.id}>
              <th scope="row" className="px-4 py-3 text-left font-normal">
                <SellerName seller={seller} />
              </th>
              <td className="px-4 py-3">
                <SellerStatus seller={seller} />
              </td>
              <td className={num}>{formatCount(seller.accounts_for_sale)}</td>
              <td className={num}>{formatCount(seller.accounts_sold)}</td>
              <td className={num}>{formatUsd(seller.income)}</td>
              <td className="px-4 py-3">
                <SellerActions
                  seller={seller}
                  busy={busyFor(running, seller)}
                  onAction={onAction}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

function SellerCards({ sellers, running, onAction }: ListProps) {
  return (
    <ul aria-label="Sellers" className="flex flex-col gap-3">
      {sellers.map((seller) => (
        <li key={seller.id}>
          <Card as="article" aria-label={seller.code} className="flex flex-col gap-3">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0 break-words">
                <SellerName seller={seller} />
              </div>
              <SellerStatus seller={seller} />
            </div>
            <dl className="grid grid-cols-3 gap-2 text-sm">
              {(
                [
                  ['For sale', formatCount(seller.accounts_for_sale)],
                  ['Sold', formatCount(seller.accounts_sold)],
                  ['Income', formatUsd(seller.income)],
                ] as const
              ).map(([term, value]) => (
                <div key={term} className="min-w-0">
                  <dt className="text-xs text-fg-muted">{term}</dt>
                  <dd className="font-semibold text-fg tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
            <SellerActions seller={seller} busy={busyFor(running, seller)} onAction={onAction} />
          </Card>
        </li>
      ))}
    </ul>
  );
}
