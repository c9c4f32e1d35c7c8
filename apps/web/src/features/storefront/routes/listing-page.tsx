import type { Game } from '@shop/contract';
import { useParams } from 'react-router';
import { errorMessage, isNotFound } from '@/api/api-error';
import { NotFoundState, PageLoadFailed } from '@/components/ui/load-states';
import { LoadingText } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { parseRouteId } from '@/lib/route-ids';
import { useListedGame } from '../api/get-game';
import { AccountResults } from '../components/account-results';
import { FiltersPanel } from '../components/filters-panel';
import { ListingHeader } from '../components/listing-header';
import { ListingSearch } from '../components/listing-search';
import { useSalesTotals } from '../hooks/use-sales-totals';
import { useSearchFilters } from '../hooks/use-search-filters';

/** `/games/:gameId`: a game's accounts with filters (SPEC §2 "Listing page"). */
export default function ListingPage() {
  const gameId = parseRouteId(useParams().gameId);
  const game = useListedGame(gameId);
  useDocumentTitle(game.data?.name ?? 'Accounts');

  if (gameId === null || isNotFound(game.error)) return <NotFoundState title="Game not found" />;
  if (game.data) return <GameListing game={game.data} />;
  if (game.isError) {
    return (
      <PageLoadFailed
        message={errorMessage(game.error)}
        busy={game.isFetching}
        onRetry={() => game.refetch()}
      />
    );
  }
  return <LoadingText>Loading game...</LoadingText>;
}

function GameListing({ game }: { game: Game }) {
  const totals = useSalesTotals();
  const { filters, change, goToPage, search, clear, clearPanel } = useSearchFilters();
  return (
    <>
      <ListingHeader
        game={game}
        totals={totals}
        search={<ListingSearch value={filters.text} onSearch={search} />}
      />
      {/* Filters beside the results from 1024 px, above them (collapsed) below that. */}
      <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start">
        <FiltersPanel game={game} filters={filters} onChange={change} onClear={clearPanel} />
        <AccountResults
          game={game}
          filters={filters}
          onChange={change}
          onPageChange={goToPage}
          onClear={clear}
        />
      </div>
    </>
  );
}
