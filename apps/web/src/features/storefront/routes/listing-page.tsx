import { useRef } from 'react';
import type { Game } from '@shop/contract';
import { useParams } from 'react-router';
import { errorMessage, isNotFound } from '@/api/api-error';
import { NotFoundState, PageLoadFailed } from '@/components/ui/load-states';
import { LoadingText } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { parseRouteId } from '@/lib/route-ids';
import { useListedGame } from '../api/get-game';
import { AccountResults, totalText } from '../components/account-results';
import { DroppedFiltersNotice } from '../components/dropped-filters-notice';
import { FiltersPanel } from '../components/filters-panel';
import { ListingHeader } from '../components/listing-header';
import { ListingSearch } from '../components/listing-search';
import { useAccountSearch } from '../hooks/use-account-search';
import { useExampleCode } from '../hooks/use-example-code';
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
  const { filters, dropped, dismissDropped, change, goToPage, search, clear, clearPanel } =
    useSearchFilters(game);
  // Asked here, once, for the results, the count on the phone's "Show N results" and the hint.
  const accountSearch = useAccountSearch(game.id, filters);
  const shown = accountSearch.accounts.isPlaceholderData ? undefined : accountSearch.accounts.data;
  const exampleCode = useExampleCode(game.id, accountSearch.accounts.data);
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  function showResults() {
    const heading = resultsHeading.current;
    // Focus for the keyboard (and a screen reader's place); the section's scroll margin keeps
    // the heading clear of the sticky bar.
    heading?.focus({ preventScroll: true });
    heading?.closest('section')?.scrollIntoView?.({ block: 'start' });
  }

  return (
    <>
      <ListingHeader
        game={game}
        totals={totals}
        search={<ListingSearch value={filters.text} onSearch={search} exampleCode={exampleCode} />}
      />
      {dropped.length > 0 && <DroppedFiltersNotice dropped={dropped} onDismiss={dismissDropped} />}
      {/* Filters beside the results from 1024 px, above them (collapsed) below that. */}
      <div className="flex flex-col gap-2 sm:gap-4 lg:grid lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start lg:gap-6">
        <FiltersPanel
          game={game}
          filters={filters}
          total={shown ? totalText(shown) : null}
          onChange={change}
          onClear={clearPanel}
          onShowResults={showResults}
        />
        <AccountResults
          game={game}
          filters={filters}
          search={accountSearch}
          headingRef={resultsHeading}
          onChange={change}
          onPageChange={goToPage}
          onClear={clear}
        />
      </div>
    </>
  );
}
