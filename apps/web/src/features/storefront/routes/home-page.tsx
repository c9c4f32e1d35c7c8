import type { ReactNode } from 'react';
import { Clock, Mail, SlidersHorizontal } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { GameGrid } from '../components/game-grid';
import { TotalsStats } from '../components/totals-stats';
import { useSalesTotals } from '../hooks/use-sales-totals';

const HIGHLIGHTS = [
  {
    icon: SlidersHorizontal,
    title: 'Find the exact account',
    text: 'Filter by server, gender, characters and weapons, down to the number of copies.',
  },
  {
    icon: Clock,
    title: 'Fast delivery',
    text: 'Pay the invoice within 5 minutes; delivery usually follows within 5 minutes.',
  },
  {
    icon: Mail,
    title: 'Mail access included',
    text: 'Read the mail of the account you bought through a secure 24-hour link.',
  },
];

/**
 * `/`: the storefront. Totals across all games, then the games, then why buy here. `sales` is
 * the signed-in seller's chart, which app/ brings from its own feature.
 */
export default function HomePage({ sales }: { sales?: ReactNode }) {
  useDocumentTitle();
  const totals = useSalesTotals();
  return (
    <>
      <PageHeader
        title="Game accounts, ready to play"
        description="Browse accounts by game, pick the characters and weapons you want, and start playing today."
        actions={
          <TotalsStats
            size="lg"
            totals={totals.total}
            amountLabel={totals.labels.total}
            soldLabel={totals.labels.sold}
            available={!totals.isPending && !totals.isError}
          />
        }
      />
      {sales}
      <section aria-labelledby="games-heading" className="mb-10">
        <h2 id="games-heading" className="mb-4 text-xl font-semibold text-fg">
          Games
        </h2>
        <GameGrid totals={totals} />
      </section>
      <section aria-label="Why buy here">
        <ul className="grid gap-4 sm:grid-cols-3">
          {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Card className="h-full">
                <Icon aria-hidden="true" className="mb-3 size-6 text-accent-text" />
                <h3 className="font-semibold text-fg">{title}</h3>
                <p className="mt-1 text-sm text-fg-muted">{text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
