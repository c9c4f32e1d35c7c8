import { Clock, Gamepad2, Mail, SlidersHorizontal } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';

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

/** `/`: storefront home. The game grid arrives with the catalogue; until then a placeholder. */
export default function HomePage() {
  useDocumentTitle();
  return (
    <>
      <PageHeader
        title="Game accounts, ready to play"
        description="Browse accounts by game, pick the characters and weapons you want, and start playing today."
      />
      <ul className="mb-8 grid gap-4 sm:grid-cols-3">
        {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Card className="h-full">
              <Icon aria-hidden="true" className="mb-3 size-6 text-accent-text" />
              <h2 className="font-semibold text-fg">{title}</h2>
              <p className="mt-1 text-sm text-fg-muted">{text}</p>
            </Card>
          </li>
        ))}
      </ul>
      <section aria-labelledby="games-heading">
        <h2 id="games-heading" className="mb-4 text-xl font-semibold text-fg">
          Games
        </h2>
        <EmptyState
          icon={<Gamepad2 />}
          title="Coming soon"
          description="The game catalogue is on its way. Check back shortly to browse accounts."
        />
      </section>
    </>
  );
}
